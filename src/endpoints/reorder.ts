import type { CollectionSlug, Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { json, readJson } from '../lib/http'

const ORDER_FIELD = '_order'
const BODY_MESSAGE =
  'The request body must be a JSON object, for example {"collectionSlug": "faqs", "docsToMove": [12], "newKeyWillBe": "less", "orderableFieldName": "_order", "target": {"id": 3}}.'

const id = z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)], { error: 'IDs are whole numbers, for example 12.' })
const bodySchema = z.object({
  collectionSlug: z.string({ error: 'Name the list in collectionSlug, for example "faqs".' }).min(1, 'Name the list in collectionSlug, for example "faqs".'),
  docsToMove: z.array(id, { error: 'List the IDs of the rows to move in docsToMove, for example [12].' }).min(1, 'List the IDs of the rows to move in docsToMove, for example [12].').max(100, 'Move at most 100 rows at once.'),
  newKeyWillBe: z.enum(['greater', 'less'], { error: 'newKeyWillBe is "greater" (after the target row) or "less" (before it).' }),
  orderableFieldName: z.literal(ORDER_FIELD, { error: `orderableFieldName is "${ORDER_FIELD}".` }),
  target: z.object({ id, key: z.string().optional() }, { error: 'Name the row to move next to in target, for example {"id": 3}.' }),
}, { error: BODY_MESSAGE })

/**
 * POST /api/reorder, in front of Payload's own (the drag handles of the FAQs, job openings and testimonials lists).
 * Payload's answered 500 to a body that was not JSON or had no target, and to a target key that was not the target's
 * (one the admin holds from before another editor dragged a row, or a made-up one), and could write keys out of order
 * from it. This checks the body (400 with what is wrong), looks the target row's key up as the user reads the list
 * (404 when it is gone), and hands Payload the body with that key: Payload then checks the right to change each row
 * (403) and moves them.
 */
export const reorderEndpoint: Endpoint = {
  path: '/reorder',
  method: 'post',
  handler: async (req) => {
    const read = await readJson(req)
    if (!read.ok) return json({ errors: [{ message: BODY_MESSAGE }] }, 400)
    const parsed = bodySchema.safeParse(read.body)
    if (!parsed.success) return json({ errors: [{ message: [...new Set(parsed.error.issues.map((i) => i.message))].join(' ') }] }, 400)
    const body = parsed.data
    const collection = req.payload.collections[body.collectionSlug as CollectionSlug]?.config
    if (!collection?.orderable) return json({ errors: [{ message: `${body.collectionSlug} is not a list whose rows can be moved.` }] }, 400)
    if (!req.user) return json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, 403)

    const { docs } = await req.payload.find({
      collection: collection.slug as CollectionSlug,
      where: { id: { equals: body.target.id } },
      select: { [ORDER_FIELD]: true },
      depth: 0,
      limit: 1,
      pagination: false,
      overrideAccess: false,
      user: req.user,
      req,
    })
    if (!docs.length) return json({ errors: [{ message: 'The row to move next to no longer exists: reload the list.' }] }, 404)
    const key = (docs[0] as Record<string, unknown>)[ORDER_FIELD]

    const own = req.payload.config.endpoints.filter((e) => e.path === '/reorder' && e.method === 'post' && e.handler !== reorderEndpoint.handler).at(-1)
    if (!own) return json({ errors: [{ message: 'Rows cannot be moved on this server.' }] }, 501)
    // Payload reads the body itself: it gets the checked one, with the target's key as stored.
    const checked = { ...body, target: { id: body.target.id, key: typeof key === 'string' ? key : '' } }
    ;(req as PayloadRequest & { json: () => Promise<unknown> }).json = async () => checked
    return own.handler(req)
  },
}
