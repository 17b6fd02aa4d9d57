import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { IMAGE_TOO_LARGE_MESSAGE, MAX_REQUEST_FILE_BYTES } from '../../collections/Media/limits'
import { MAX_BODY_BYTES, proxy } from '../../src/proxy'

const MB = 1024 * 1024
const post = (length: number, contentType: string) =>
  new NextRequest('http://localhost:3000/api/contact-submissions', {
    method: 'POST',
    headers: { 'content-length': String(length), 'content-type': contentType },
  })

describe('request body limits', () => {
  it('reads in the proxy as much of a body as the upload parser accepts', async () => {
    const config = (await import('../../next.config.mjs')).default as { experimental?: { proxyClientMaxBodySize?: string } }
    expect(config.experimental?.proxyClientMaxBodySize).toBe(`${MAX_REQUEST_FILE_BYTES / MB}mb`)
    expect(MAX_BODY_BYTES).toBe(MAX_REQUEST_FILE_BYTES)
  })

  it('lets a body up to the limit through', () => {
    expect(proxy(post(MAX_BODY_BYTES, 'application/json'))).toBeUndefined()
  })

  it('answers a larger body with a 413 that gives its size, and an upload with the image message', async () => {
    const json = proxy(post(21 * MB, 'application/json'))!
    expect(json.status).toBe(413)
    expect(await json.json()).toEqual({ errors: [{ message: 'The request body is 21.0 MB; at most 20 MB is read.' }] })
    const upload = proxy(post(25 * MB, 'multipart/form-data; boundary=x'))!
    expect(upload.status).toBe(413)
    expect(await upload.json()).toEqual({ errors: [{ message: IMAGE_TOO_LARGE_MESSAGE }] })
  })
})
