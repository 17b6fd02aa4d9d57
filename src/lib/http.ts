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

/**
 * A HEAD handler made from a route's GET handler: the same status and headers, no body (RFC 9110 §9.3.2). The
 * GET body is cancelled unread, so a file stream is closed at once.
 */
export function headFromGet<Args extends unknown[]>(get: (request: Request, ...args: Args) => Promise<Response>) {
  return async (request: Request, ...args: Args): Promise<Response> => {
    const response = await get(new Request(request, { method: 'GET' }), ...args)
    await response.body?.cancel()
    return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers })
  }
}

/**
 * Payload answers a method on a collection that has no REST endpoints (its migrations) with 501 "Cannot GET
 * http://0.0.0.0:3000/api/...", which names the address the server listens on. To a caller that is an address with
 * nothing behind it: 404, worded like Payload's other unknown routes.
 */
export function unknownRoutesAre404<Args extends unknown[]>(handler: (request: Request, ...args: Args) => Promise<Response>) {
  return async (request: Request, ...args: Args): Promise<Response> => {
    const response = await handler(request, ...args)
    if (response.status !== 501) return response
    await response.body?.cancel()
    return json({ message: `Route not found "${new URL(request.url).pathname}"` }, 404)
  }
}
