import { z } from 'zod'

import { heldRenders, holdRenders, releaseRenders } from '@/lib/testing/heldRenders'

export const dynamic = 'force-dynamic'

const bodySchema = z.object({ hold: z.boolean() })
const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
const enabled = () => process.env.ENABLE_TEST_ROUTES === '1'

/** GET: whether renders of /test-held-render are held, and how many wait. Only when ENABLE_TEST_ROUTES=1. */
export async function GET(): Promise<Response> {
  if (!enabled()) return notFound()
  return Response.json(heldRenders(), { headers: { 'Cache-Control': 'no-store' } })
}

/** POST {"hold": true | false}: holds the test page's renders, or lets them finish. Only when ENABLE_TEST_ROUTES=1. */
export async function POST(request: Request): Promise<Response> {
  if (!enabled()) return notFound()
  const parsed = bodySchema.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return Response.json({ errors: [{ message: 'Send {"hold": true} or {"hold": false}' }] }, { status: 400 })
  if (parsed.data.hold) holdRenders()
  else releaseRenders()
  return Response.json(heldRenders(), { headers: { 'Cache-Control': 'no-store' } })
}
