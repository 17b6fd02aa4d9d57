import { permanentRedirect } from 'next/navigation'

import { CAREERS_META, CareersIndex } from '@/components/careers/CareersIndex'
import { CAREERS_FILTER_PARAM } from '@/lib/site/fixedRedirects.mjs'
import { JOB_KINDS } from '@/lib/site/jobTypes.mjs'
import { pageMetadata } from '@/lib/site/pageMetadata'

export const revalidate = 300

type Props = { params: Promise<{ type: (typeof JOB_KINDS)[number]; asked: string }> }

export function generateStaticParams() {
  return JOB_KINDS.map((type) => ({ type, asked: 'careers' }))
}

/**
 * /careers?type=partner (next.config.mjs rewrites it here; typed directly, /careers-filter is redirected to /careers):
 * the careers page with one kind of opening chosen, prerendered for each kind, so a shared link arrives filtered, also
 * without script. Its canonical address is /careers.
 */
export function generateMetadata() {
  return pageMetadata(CAREERS_META)
}

export default async function CareersFilterPage({ params }: Props) {
  // `asked` is the path as the visitor wrote it (the rewrite matches any letter case, and only the kinds): `/Careers?…`
  // is led to the site's own address, as any page's address in other letter case is.
  const { type, asked } = await params
  if (asked !== 'careers') permanentRedirect(`/careers?${CAREERS_FILTER_PARAM}=${type}`)
  return <CareersIndex tab={type} />
}
