import { unstable_cache } from 'next/cache'

import type { SiteSetting } from '@/payload-types'

import { SITE_REVALIDATE_SECONDS, TAGS } from '../cache-tags'
import { backdropImage, type BackdropImage } from '../images'
import { getPayloadClient } from './payload'

export const getSiteSettings = unstable_cache(
  async (): Promise<SiteSetting> => {
    const payload = await getPayloadClient()
    return payload.findGlobal({ slug: 'site-settings', overrideAccess: false, depth: 0 })
  },
  ['site-settings'],
  { tags: [TAGS.siteSettings], revalidate: SITE_REVALIDATE_SECONDS },
)

/** The settings' pictures for pages' heading bands (Site settings > Home page and Contact page). */
type PictureField = 'heroImage' | 'contactImage'

/** One picture of the settings, read apart from the settings every page reads (those stay unpopulated). */
const settingsPicture = (field: PictureField) =>
  unstable_cache(
    async (): Promise<BackdropImage | null> => {
      const payload = await getPayloadClient()
      const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false, depth: 1, select: { [field]: true } })
      return backdropImage(settings[field])
    },
    [`site-settings-picture-${field}`],
    { tags: [TAGS.siteSettings], revalidate: SITE_REVALIDATE_SECONDS },
  )

/** The home page's hero picture. */
export const getHeroPicture = settingsPicture('heroImage')
/** The picture behind the contact page's heading band. */
export const getContactPicture = settingsPicture('contactImage')

export { telHref } from '../site/contact'
