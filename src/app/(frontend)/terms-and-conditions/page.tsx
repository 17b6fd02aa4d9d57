import { LegalPageView, legalMetadata } from '@/components/LegalPageView'

export const revalidate = 300

export const generateMetadata = () => legalMetadata('terms-and-conditions')

export default function Page() {
  return <LegalPageView pageKey="terms-and-conditions" />
}
