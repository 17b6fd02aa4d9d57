import { draftMode } from 'next/headers'

import { previewPath } from '@/lib/site/previewPaths'

/** Leaves preview: the page is shown as visitors see it again. */
export async function GET(req: Request): Promise<Response> {
  ;(await draftMode()).disable()
  const path = previewPath(new URL(req.url).searchParams.get('path')) ?? '/'
  return new Response(null, { status: 307, headers: { Location: path, 'Cache-Control': 'no-store' } })
}
