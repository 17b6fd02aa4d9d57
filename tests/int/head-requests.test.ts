import { describe, expect, it } from 'vitest'

import { BASE_URL, api, tokenFor } from '../helpers/api'

const head = async (path: string, token?: string | null) => {
  const res = await fetch(`${BASE_URL}${path}`, { method: 'HEAD', headers: token ? { Authorization: `JWT ${token}` } : {} })
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() }
}

describe('HEAD requests answer as GET does, without a body', () => {
  it('finds an image that exists, in every size, and not one that does not', async () => {
    const media = (await api('anonymous', 'GET', '/api/media?limit=1&depth=0')).body.docs[0]
    expect(media?.url).toBeTruthy()
    for (const url of [media.url, ...Object.values(media.sizes ?? {}).map((s: any) => s.url).filter(Boolean)]) {
      const res = await head(url)
      expect(res.status, url).toBe(200)
      expect(res.type, url).toMatch(/^image\//)
      expect(res.body).toBe('')
    }
    expect((await head('/api/media/file/no-such-image.jpg')).status).toBe(404)
  })

  it('keeps each collection’s access rules', async () => {
    expect((await head('/api/news-updates?limit=1')).status).toBe(200)
    expect((await head('/api/news-updates?limit=1')).type).toMatch(/application\/json/)
    expect((await head('/api/contact-submissions')).status).toBe(403)
    expect((await head('/api/contact-submissions', await tokenFor('admin'))).status).toBe(200)
  })
})

describe('images carry validators, so a returning visitor does not download them again', () => {
  it('answers 304 without a body when the browser has the image, and 200 with it otherwise', async () => {
    const media = (await api('anonymous', 'GET', '/api/media?limit=1&depth=0')).body.docs[0]
    const url = `${BASE_URL}${media.sizes?.card?.url ?? media.url}`
    const first = await fetch(url)
    expect(first.status).toBe(200)
    const bytes = (await first.arrayBuffer()).byteLength
    expect(bytes).toBeGreaterThan(0)
    const etag = first.headers.get('etag')
    const lastModified = first.headers.get('last-modified')
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/)
    expect(Number.isNaN(Date.parse(lastModified ?? ''))).toBe(false)

    const cached = await fetch(url, { headers: { 'If-None-Match': etag! } })
    expect(cached.status).toBe(304)
    expect(cached.headers.get('etag')).toBe(etag)
    expect(cached.headers.get('cache-control')).toBe('public, no-cache')
    expect((await cached.arrayBuffer()).byteLength).toBe(0)

    expect((await fetch(url, { headers: { 'If-Modified-Since': lastModified! } })).status).toBe(304)
    const stale = await fetch(url, { headers: { 'If-None-Match': 'W/"0-0"' } })
    expect(stale.status).toBe(200)
    expect((await stale.arrayBuffer()).byteLength).toBe(bytes)
    // A HEAD shows the same validators.
    expect((await fetch(url, { method: 'HEAD' })).headers.get('etag')).toBe(etag)
  })
})
