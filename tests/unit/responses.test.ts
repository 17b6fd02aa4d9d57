import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { keepOneLocation } from '../../scripts/lib/responses.mjs'

/** The raw Location lines of a response whose handler writes them the ways Next.js does. */
async function locationLines(write: (res: http.ServerResponse) => void): Promise<string[]> {
  const server = http.createServer((_req, res) => {
    keepOneLocation(res)
    res.statusCode = 308
    write(res)
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    const raw = await new Promise<string[]>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path: '/' }, (res) => {
        res.resume()
        resolve(res.rawHeaders)
      }).on('error', reject)
    })
    return raw.flatMap((value, i) => (i % 2 === 1 && raw[i - 1]!.toLowerCase() === 'location' ? [value] : []))
  } finally {
    server.close()
  }
}

describe('the server', () => {
  it('sends one Location however often it was written (Next.js 16.4 writes a cached redirect’s twice)', async () => {
    expect(await locationLines((res) => { res.appendHeader('Location', '/blog/new'); res.appendHeader('location', '/blog/new') })).toEqual(['/blog/new'])
    expect(await locationLines((res) => res.setHeader('Location', ['/blog/new', '/blog/new']))).toEqual(['/blog/new'])
    // Other headers keep every value.
    expect(await locationLines((res) => { res.setHeader('Location', '/a'); res.appendHeader('Vary', 'RSC'); res.appendHeader('Vary', 'Accept') })).toEqual(['/a'])
  })
})
