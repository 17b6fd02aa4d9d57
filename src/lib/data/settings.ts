import { unstable_cache } from 'next/cache'

import type { SiteSetting } from '@/payload-types'

import { SITE_REVALIDATE_SECONDS, TAGS } from '../cache-tags'
import { getPayloadClient } from './payload'

export const getSiteSettings = unstable_cache(
  async (): Promise<SiteSetting> => {
    const payload = await getPayloadClient()
    return payload.findGlobal({ slug: 'site-settings', overrideAccess: false, depth: 0 })
  },
  ['site-settings'],
  { tags: [TAGS.siteSettings], revalidate: SITE_REVALIDATE_SECONDS },
)

export { telHref } from '../site/contact'
