import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fileEtag, isNotModified, withFileValidators } from '../../src/lib/conditionalFiles'

const changed = new Date('2026-11-20T10:00:00.500Z')
const etag = fileEtag({ size: 2048, mtimeMs: changed.getTime() })

describe('conditional requests for files', () => {
  it('matches If-None-Match by weak comparison, in a list or as *', () => {
    expect(etag).toBe(`W/"800-${changed.getTime().toString(16)}"`)
    expect(isNotModified(new Headers({ 'If-None-Match': etag }), etag, changed)).toBe(true)
    expect(isNotModified(new Headers({ 'If-None-Match': `"other", ${etag.slice(2)}` }), etag, changed)).toBe(true)
    expect(isNotModified(new Headers({ 'If-None-Match': '*' }), etag, changed)).toBe(true)
    expect(isNotModified(new Headers({ 'If-None-Match': 'W/"800-0"' }), etag, changed)).toBe(false)
    expect(isNotModified(new Headers(), etag, changed)).toBe(false)
  })

  it('uses If-Modified-Since only without If-None-Match, to the second', () => {
    const at = (date: string) => new Headers({ 'If-Modified-Since': date })
    expect(isNotModified(at(changed.toUTCString()), etag, changed)).toBe(true)
    expect(isNotModified(at('Sat, 21 Nov 2026 00:00:00 GMT'), etag, changed)).toBe(true)
    expect(isNotModified(at('Fri, 20 Nov 2026 09:59:59 GMT'), etag, changed)).toBe(false)
    expect(isNotModified(at('not a date'), etag, changed)).toBe(false)
    const both = new Headers({ 'If-None-Match': 'W/"0-0"', 'If-Modified-Since': 'Sat, 21 Nov 2026 00:00:00 GMT' })
    expect(isNotModified(both, etag, changed)).toBe(false)
  })
})

describe('withFileValidators', () => {
  let dir: string
  let served: { body: string; cancelled: boolean }[]
  const payloadGet = async (request: Request) => {
    const name = new URL(request.url).pathname.split('/').pop()!
    if (name === 'missing.jpg') return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    const record = { body: 'jpeg bytes', cancelled: false }
    served.push(record)
    const body = new ReadableStream({
      start: (c) => {
        c.enqueue(new TextEncoder().encode(record.body))
        c.close()
      },
      cancel: () => void (record.cancelled = true),
    })
    return new Response(body, { status: 200, headers: { 'Content-Type': 'image/jpeg', 'Content-Length': '10', 'Cache-Control': 'public, max-age=86400' } })
  }

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'media-'))
    await fs.writeFile(path.join(dir, 'cover.jpg'), 'jpeg bytes')
    await fs.utimes(path.join(dir, 'cover.jpg'), changed, changed)
  })
  afterAll(() => fs.rm(dir, { recursive: true, force: true }))

  it('adds ETag and Last-Modified to a file, and answers 304 without a body to a browser that has it', async () => {
    served = []
    const get = withFileValidators(payloadGet, { route: '/api/media/file/', dir })
    const first = await get(new Request('http://site.test/api/media/file/cover.jpg'))
    expect(first.status).toBe(200)
    expect(await first.text()).toBe('jpeg bytes')
    const tag = first.headers.get('etag')!
    expect(tag).toBe(fileEtag({ size: 10, mtimeMs: changed.getTime() }))
    expect(first.headers.get('last-modified')).toBe('Fri, 20 Nov 2026 10:00:00 GMT')
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400')

    const again = await get(new Request('http://site.test/api/media/file/cover.jpg', { headers: { 'If-None-Match': tag } }))
    expect(again.status).toBe(304)
    expect(again.body).toBeNull()
    expect(again.headers.get('etag')).toBe(tag)
    expect(again.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(served[1].cancelled).toBe(true)

    // A changed file has a new tag: the old one no longer matches.
    await fs.writeFile(path.join(dir, 'cover.jpg'), 'new jpeg bytes!')
    const changedFile = await get(new Request('http://site.test/api/media/file/cover.jpg', { headers: { 'If-None-Match': tag } }))
    expect(changedFile.status).toBe(200)
    expect(changedFile.headers.get('etag')).not.toBe(tag)
  })

  it("leaves Payload's other answers and other routes alone", async () => {
    served = []
    const get = withFileValidators(payloadGet, { route: '/api/media/file/', dir })
    const missing = await get(new Request('http://site.test/api/media/file/missing.jpg', { headers: { 'If-None-Match': '*' } }))
    expect(missing.status).toBe(404)
    const elsewhere = await get(new Request('http://site.test/api/other/cover.jpg', { headers: { 'If-None-Match': '*' } }))
    expect(elsewhere.status).toBe(200)
    expect(elsewhere.headers.get('etag')).toBeNull()
    const outside = await get(new Request('http://site.test/api/media/file/..%2F..%2Fetc%2Fpasswd'))
    expect(outside.headers.get('etag')).toBeNull()
  })
})
