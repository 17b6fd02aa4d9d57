import { getSiteSettings } from '@/lib/data/settings'
import { buildManifest } from '@/lib/site/manifest'

// Regenerated like the sitemap; saving the site settings refreshes it at once (the settings' cache tag). A route of
// the site's own, linked from its layout and not the admin's: an app installed from the admin opened the site.
export const revalidate = 300

export async function GET(): Promise<Response> {
  return Response.json(buildManifest(await getSiteSettings()), { headers: { 'Content-Type': 'application/manifest+json' } })
}
