import { LegalPageView, legalMetadata } from '@/components/LegalPageView'

export const revalidate = 300

export const generateMetadata = () => legalMetadata('shipping-policy')

export default function Page() {
  return <LegalPageView pageKey="shipping-policy" />
}
