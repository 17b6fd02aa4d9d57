import { draftMode } from 'next/headers'

import { isStaffUser } from '@/access'
import { getPayloadClient } from '@/lib/data/payload'
import { previewPath, previewUrl } from '@/lib/site/previewPaths'

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

/**
 * The admin's Preview button: for a signed-in editor or admin, turns on Next's draft mode and opens the page,
 * which then shows the latest draft. Anyone else is sent to sign in first.
 */
export async function GET(req: Request): Promise<Response> {
  const path = previewPath(new URL(req.url).searchParams.get('path'))
  if (!path) return text(400, 'Name the page to preview as ?path=/blog/<slug> (a path on this site).')
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: req.headers })
  if (!isStaffUser(user)) {
    const login = `/admin/login?redirect=${encodeURIComponent(previewUrl(path))}`
    return new Response(null, { status: 307, headers: { Location: login, 'Cache-Control': 'no-store' } })
  }
  ;(await draftMode()).enable()
  return new Response(null, { status: 307, headers: { Location: path, 'Cache-Control': 'no-store' } })
}
