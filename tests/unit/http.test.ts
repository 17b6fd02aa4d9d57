import { describe, expect, it } from 'vitest'

import { headFromGet, unknownRoutesAre404 } from '../../src/lib/http'

describe('headFromGet', () => {
  it('answers HEAD with the GET answer’s status and headers and no body, asking the handler as GET', async () => {
    const seen: string[] = []
    let cancelled = false
    const get = async (request: Request, params: { slug: string }) => {
      seen.push(`${request.method} ${new URL(request.url).pathname} ${request.headers.get('authorization')} ${params.slug}`)
      const body = new ReadableStream({ pull: (c) => c.enqueue(new TextEncoder().encode('x')), cancel: () => void (cancelled = true) })
      return new Response(body, { status: 203, headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': 'public, max-age=60' } })
    }
    const head = headFromGet(get)
    const res = await head(new Request('http://site.test/api/media/file/a.jpg', { method: 'HEAD', headers: { Authorization: 'JWT t' } }), { slug: 'a' })
    expect(seen).toEqual(['GET /api/media/file/a.jpg JWT t a'])
    expect(res.status).toBe(203)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(res.headers.get('cache-control')).toBe('public, max-age=60')
    expect(res.body).toBeNull()
    expect(cancelled).toBe(true)
  })

  it('keeps refusals: a 404 or 403 from GET is the HEAD answer too', async () => {
    const head = headFromGet(async () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 }))
    const res = await head(new Request('http://site.test/api/media/file/none.jpg', { method: 'HEAD' }))
    expect(res.status).toBe(404)
    expect(await res.text()).toBe('')
  })
})

describe('unknownRoutesAre404', () => {
  it("turns Payload's 501, which names the server's own address, into a 404 for the path asked", async () => {
    const handler = unknownRoutesAre404(async (request: Request) => Response.json({ message: `Cannot GET http://0.0.0.0:3000${new URL(request.url).pathname}` }, { status: 501 }))
    const res = await handler(new Request('http://site.test/api/payload-migrations/1'))
    expect(res.status).toBe(404)
    const text = await res.text()
    expect(JSON.parse(text)).toEqual({ message: 'Route not found "/api/payload-migrations/1"' })
    expect(text).not.toContain('0.0.0.0')
  })

  it('passes every other answer through untouched', async () => {
    const handler = unknownRoutesAre404(async () => new Response('body', { status: 201, headers: { 'X-Test': '1' } }))
    const res = await handler(new Request('http://site.test/api/faqs', { method: 'POST' }))
    expect(res.status).toBe(201)
    expect(res.headers.get('x-test')).toBe('1')
    expect(await res.text()).toBe('body')
  })
})
