import { unstable_cache } from 'next/cache'

import type { SiteSetting } from '@/payload-types'

import { SITE_REVALIDATE_SECONDS, TAGS } from '../cache-tags'
import { heroPicture, type HeroPicture } from '../images'
import { getPayloadClient } from './payload'

export const getSiteSettings = unstable_cache(
  async (): Promise<SiteSetting> => {
    const payload = await getPayloadClient()
    return payload.findGlobal({ slug: 'site-settings', overrideAccess: false, depth: 0 })
  },
  ['site-settings'],
  { tags: [TAGS.siteSettings], revalidate: SITE_REVALIDATE_SECONDS },
)

/** The home page's hero picture, read apart from the settings every page reads (those stay unpopulated). */
export const getHeroPicture = unstable_cache(
  async (): Promise<HeroPicture | null> => {
    const payload = await getPayloadClient()
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false, depth: 1, select: { heroImage: true } })
    return heroPicture(settings.heroImage)
  },
  ['site-settings-hero-picture'],
  { tags: [TAGS.siteSettings], revalidate: SITE_REVALIDATE_SECONDS },
)

export { telHref } from '../site/contact'
