import { LegalPageView, legalMetadata } from '@/components/LegalPageView'

export const revalidate = 300

export const generateMetadata = () => legalMetadata('cancellation-refunds')

export default function Page() {
  return <LegalPageView pageKey="cancellation-refunds" />
}
