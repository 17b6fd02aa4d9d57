import type { PayloadRequest } from 'payload'

/** A JSON answer that no cache keeps (every custom endpoint's answers are per request). */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/** The request body as JSON; an empty body is {}; broken JSON is a 400 answer, which the caller may word its own way. */
export async function readJson(req: PayloadRequest): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  try {
    const text = req.text ? await req.text() : ''
    return { ok: true, body: text.trim() ? JSON.parse(text) : {} }
  } catch {
    return { ok: false, response: json({ errors: [{ message: 'Invalid JSON' }] }, 400) }
  }
}
