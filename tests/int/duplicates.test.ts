import { describe, expect, it } from 'vitest'

import { api, unique } from '../helpers/api'
import { createArticle, validEnquiry } from '../helpers/fixtures'

describe("the admin's Duplicate", () => {
  it('gives an article’s copy an address of its own and no date, and keeps it off the blog until it is published', async () => {
    // Payload named the copy's address "<slug> - Copy", which is no slug: the copy was refused when published.
    const original = await createArticle()
    const first = await api('editor', 'POST', `/api/news-updates/${original.id}/duplicate`)
    const second = await api('editor', 'POST', `/api/news-updates/${original.id}/duplicate`)
    const copies = [first, second].map((res) => {
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return res.body.doc as { id: number; slug: string; published_date: string | null; _status: string }
    })
    try {
      expect(copies.map((c) => c.slug)).toEqual([`${original.slug}-copy`, `${original.slug}-copy-2`])
      expect(copies.map((c) => c.published_date)).toEqual([null, null])
      const onBlog = await api('anonymous', 'GET', `/api/news-updates?where[slug][like]=${original.slug}&depth=0`)
      expect(onBlog.body.docs.map((d: { id: number }) => d.id)).toEqual([original.id])

      const published = await api('editor', 'PATCH', `/api/news-updates/${copies[0].id}`, { _status: 'published' })
      expect(published.status).toBe(200)
      expect(Date.now() - Date.parse(published.body.doc.published_date)).toBeLessThan(60_000)
    } finally {
      for (const c of copies) await api('admin', 'DELETE', `/api/news-updates/${c.id}`)
      await api('admin', 'DELETE', `/api/news-updates/${original.id}`)
    }
  })

  it('is not offered where a copy could not be saved, or should not exist: nothing is stored', async () => {
    const stamp = unique('dup').toLowerCase()
    const made = {
      'page-content': await api('editor', 'POST', '/api/page-content', { path: `/${stamp}`, h1: 'Heading' }),
      redirects: await api('admin', 'POST', '/api/redirects', { from: `/${stamp}`, to: { type: 'custom', url: '/blog' } }),
      'geo-keywords': await api('admin', 'POST', '/api/geo-keywords', { base_keyword: `audit ${stamp}`, location: 'Noida' }),
      competitors: await api('admin', 'POST', '/api/competitors', { domain: `${stamp}.example` }),
      'contact-submissions': await api('admin', 'POST', '/api/contact-submissions', validEnquiry()),
    }
    for (const [collection, res] of Object.entries(made)) {
      expect(res.status, `${collection} ${JSON.stringify(res.body)}`).toBe(201)
      const count = async () => (await api('admin', 'GET', `/api/${collection}?limit=0`)).body.totalDocs as number
      const before = await count()
      const copy = await api('admin', 'POST', `/api/${collection}/${res.body.doc.id}/duplicate`)
      expect(copy.status, collection).toBe(404)
      expect(await count(), collection).toBe(before)
      await api('admin', 'DELETE', `/api/${collection}/${res.body.doc.id}`)
    }
  })
})
