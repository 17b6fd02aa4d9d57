import { CAREERS_META, CareersIndex } from '@/components/careers/CareersIndex'
import { pageMetadata } from '@/lib/site/pageMetadata'

export const revalidate = 300

export function generateMetadata() {
  return pageMetadata(CAREERS_META)
}

export default function CareersPage() {
  return <CareersIndex tab="all" />
}
