import type { PayloadRequest } from 'payload'

import { hasRole } from '../../src/access'
import { json, readJson } from '../../src/lib/http'

export { json, readJson }

/** Admins only: 401 without a session, 403 for other roles. Returns a Response to send, or null to go on. */
export function refuseUnlessAdmin(req: PayloadRequest): Response | null {
  if (!req.user) return json({ errors: [{ message: 'Please sign in as an administrator.' }] }, 401)
  if (!hasRole(req.user, 'admin')) return json({ errors: [{ message: 'Only administrators may do this.' }] }, 403)
  return null
}

/**
 * The admin-only, zod-validated start of every SEO endpoint: 401/403 for the wrong person, 400 for broken JSON
 * or input the schema refuses (its messages joined with '. '), else the parsed input.
 */
export async function adminInput<S extends import('zod').ZodType>(
  req: PayloadRequest,
  schema: S,
): Promise<{ ok: true; data: import('zod').infer<S> } | { ok: false; response: Response }> {
  const refused = refuseUnlessAdmin(req)
  if (refused) return { ok: false, response: refused }
  const read = await readJson(req)
  if (!read.ok) return read
  const parsed = schema.safeParse(read.body)
  if (!parsed.success) {
    const message = [...new Set(parsed.error.issues.map((i) => i.message))].join('. ')
    return { ok: false, response: json({ errors: [{ message }] }, 400) }
  }
  return { ok: true, data: parsed.data }
}

/**
 * The admin-only start of an SEO action that takes no input: 401/403 for the wrong person, 400 for broken JSON and
 * for any body but none, null or {} (an option or filter sent here would otherwise be ignored without a word).
 * Returns a Response to send, or null to go on.
 */
export async function refuseUnlessAdminWithoutInput(req: PayloadRequest): Promise<Response | null> {
  const refused = refuseUnlessAdmin(req)
  if (refused) return refused
  const read = await readJson(req)
  if (!read.ok) return read.response
  const body = read.body
  const empty = body === null || (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0)
  return empty ? null : json({ errors: [{ message: 'This action takes no input: send no body, or {}.' }] }, 400)
}
