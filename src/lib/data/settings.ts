import { unstable_cache } from 'next/cache'

import type { SiteSetting } from '@/payload-types'

import { TAGS } from '../cache-tags'
import { getPayloadClient } from './payload'

export const getSiteSettings = unstable_cache(
  async (): Promise<SiteSetting> => {
    const payload = await getPayloadClient()
    return payload.findGlobal({ slug: 'site-settings', overrideAccess: false, depth: 0 })
  },
  ['site-settings'],
  { tags: [TAGS.siteSettings], revalidate: 300 },
)

export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`
