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
