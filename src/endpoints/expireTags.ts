import crypto from 'node:crypto'

import { revalidateTag } from 'next/cache'
import type { Endpoint } from 'payload'
import { z } from 'zod'

import { json, readJson } from '../lib/http'
import { EXPIRE_TAGS_HEADER, expireTagsToken } from '../lib/internalSite'

const bodySchema = z.object({ tags: z.array(z.string().min(1).max(200)).min(1).max(100) })

function sameToken(given: string | null): boolean {
  const expected = Buffer.from(expireTagsToken())
  const actual = Buffer.from(given ?? '')
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected)
}

/**
 * POST /api/internal/expire-tags { tags }: the server's own way to expire cache tags after a change made outside
 * a request (see expireTags in src/lib/revalidate.ts). Only the server knows the token; anyone else gets 403,
 * so nobody can empty the site's cache from outside.
 */
export const expireTagsEndpoint: Endpoint = {
  path: '/internal/expire-tags',
  method: 'post',
  handler: async (req) => {
    if (!sameToken(req.headers.get(EXPIRE_TAGS_HEADER))) return json({ errors: [{ message: 'Forbidden' }] }, 403)
    const read = await readJson(req)
    const parsed = read.ok ? bodySchema.safeParse(read.body) : null
    if (!parsed?.success) return json({ errors: [{ message: 'Send 1 to 100 cache tags as {"tags": ["..."]}' }] }, 400)
    for (const tag of parsed.data.tags) revalidateTag(tag, { expire: 0 })
    return json({ expired: parsed.data.tags.length }, 200)
  },
}
