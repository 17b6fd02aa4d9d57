import type { MetadataRoute } from 'next'

import { getSiteSettings } from '@/lib/data/settings'
import { buildManifest } from '@/lib/site/manifest'

// Regenerated like the sitemap; saving the site settings refreshes it at once (the settings' cache tag).
export const revalidate = 300

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  return buildManifest(await getSiteSettings())
}
