import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { IMAGE_TOO_LARGE_MESSAGE, MAX_REQUEST_FILE_BYTES } from '../../collections/Media/limits'
import { MAX_BODY_BYTES, PROXY_READ_HEADROOM_BYTES, proxy } from '../../src/proxy'

const MB = 1024 * 1024
const post = (length: number, contentType: string) =>
  new NextRequest('http://localhost:3000/api/contact-submissions', {
    method: 'POST',
    headers: { 'content-length': String(length), 'content-type': contentType },
  })

describe('request body limits', () => {
  it('reads in the proxy as much of a body as the upload parser accepts', async () => {
    const config = (await import('../../next.config.mjs')).default as { experimental?: { proxyClientMaxBodySize?: string } }
    // Plus a headroom, so that a body sent without a length and cut by Next.js still counts more than the limit.
    expect(config.experimental?.proxyClientMaxBodySize).toBe(`${(MAX_REQUEST_FILE_BYTES + PROXY_READ_HEADROOM_BYTES) / MB}mb`)
    expect(MAX_BODY_BYTES).toBe(MAX_REQUEST_FILE_BYTES)
  })

  it('lets a body up to the limit through', async () => {
    expect(await proxy(post(MAX_BODY_BYTES, 'application/json'))).toBeUndefined()
  })

  it('answers a larger body with a 413 that gives its size, and an upload with the image message', async () => {
    const json = (await proxy(post(21 * MB, 'application/json')))!
    expect(json.status).toBe(413)
    expect(await json.json()).toEqual({ errors: [{ message: 'The request body is 21.0 MB; at most 20 MB is read.' }] })
    const upload = (await proxy(post(25 * MB, 'multipart/form-data; boundary=x')))!
    expect(upload.status).toBe(413)
    expect(await upload.json()).toEqual({ errors: [{ message: IMAGE_TOO_LARGE_MESSAGE }] })
  })
})

/** A POST whose body comes as a stream of 64 kB chunks without a Content-Length (Transfer-Encoding: chunked). */
function chunked(bytes: number, contentType: string) {
  let sent = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close()
      const size = Math.min(64 * 1024, bytes - sent)
      sent += size
      controller.enqueue(new Uint8Array(size).fill(120))
    },
  })
  // `duplex` (a stream body's requirement in Node.js) is missing from Next.js's RequestInit type.
  const init = { method: 'POST', headers: { 'content-type': contentType, 'transfer-encoding': 'chunked' }, body, duplex: 'half' }
  return new NextRequest('http://localhost:3000/api/contact-submissions', init as ConstructorParameters<typeof NextRequest>[1])
}

describe('request body limits for a body sent without a length (chunked)', () => {
  it('lets one up to the limit through', async () => {
    expect(await proxy(chunked(MAX_BODY_BYTES, 'application/json'))).toBeUndefined()
    expect(await proxy(chunked(1000, 'application/json'))).toBeUndefined()
  })

  it('answers a larger one with a 413 (before, Next.js cut it and the site answered "Invalid JSON")', async () => {
    // What the proxy sees of a 25 MB body: Next.js's cut at 21 MB.
    const json = (await proxy(chunked(MAX_BODY_BYTES + PROXY_READ_HEADROOM_BYTES - 64 * 1024, 'application/json')))!
    expect(json.status).toBe(413)
    expect(await json.json()).toEqual({ errors: [{ message: 'The request body is over 20 MB; at most 20 MB is read.' }] })
    const upload = (await proxy(chunked(MAX_BODY_BYTES + 1, 'multipart/form-data; boundary=x')))!
    expect(upload.status).toBe(413)
    expect(await upload.json()).toEqual({ errors: [{ message: IMAGE_TOO_LARGE_MESSAGE }] })
  })
})
