import { getSiteSettings } from '@/lib/data/settings'
import { offlineContact, offlinePageHtml } from '@/lib/site/offline'
import { serviceWorkerScript } from '@/lib/site/serviceWorker'

// Built once and kept like the pages; a change to the site settings (the numbers on the offline page) expires it
// through the settings' cache tag, and browsers then install the new worker.
export const dynamic = 'force-static'
export const revalidate = 300

export async function GET(): Promise<Response> {
  const settings = await getSiteSettings()
  return new Response(serviceWorkerScript(offlinePageHtml(offlineContact(settings))), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' },
  })
}
