import { describe, expect, it } from 'vitest'

import { api, errorMessage, eventually } from '../helpers/api'
import { createArticle } from '../helpers/fixtures'

const suggest = (role: 'anonymous' | 'editor' | 'admin', query: string) => api(role, 'GET', `/api/news-updates/suggestions${query}`)

describe('GET /api/news-updates/suggestions (what "Article Not Found" offers)', () => {
  it('answers the 3 articles closest to the address first, as the cards show them', async () => {
    const res = await suggest('anonymous', '?slug=nri-dtaa-benefit')
    expect(res.status).toBe(200)
    expect(res.body.closest).toBeGreaterThanOrEqual(1)
    expect(res.body.docs).toHaveLength(3)
    expect(res.body.docs[0]).toMatchObject({ slug: 'dtaa-benefits-for-nris', title: expect.stringContaining('DTAA') })
    // The card's fields only: nothing of the page head, no text.
    expect(Object.keys(res.body.docs[0]).sort()).toEqual(
      ['author', 'category', 'excerpt', 'id', 'image', 'publishedDate', 'readTime', 'slug', 'tags', 'title', 'trending'].sort(),
    )

    const typo = await suggest('anonymous', '?slug=llp-or-privat-limited')
    expect(typo.body.docs[0].slug).toBe('llp-vs-private-limited-company')
  })

  it('falls back to the usual suggestions when no article shares a word with the address', async () => {
    const res = await suggest('anonymous', '?slug=qqzx-wvvy')
    expect(res.status).toBe(200)
    expect(res.body.closest).toBe(0)
    expect(res.body.docs).toHaveLength(3)
    expect(res.body.docs.some((d: { trending: boolean }) => d.trending)).toBe(true)
  })

  it('offers only what visitors may read, whoever asks, and follows a newly published article', async () => {
    // A word no other article can come close to: the address's words also match an article's word they begin, or
    // one a letter away (a random 5-character suffix such as '2026x' or 'taxq8' found a demo article too).
    const word = `zqv${Array.from({ length: 7 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('')}`
    const hidden = await createArticle({ active: false, title: `Hidden ${word} guide` })
    const draft = await createArticle({ status: 'draft', title: `Draft ${word} guide` })
    const shown = await createArticle({ title: `Published ${word} guide` })
    try {
      for (const role of ['anonymous', 'editor', 'admin'] as const) {
        const res = await eventually(async () => {
          const r = await suggest(role, `?slug=${word}`)
          return r.body.closest ? r : undefined
        })
        expect(res.body.closest, role).toBe(1)
        expect(res.body.docs[0].slug, role).toBe(shown.slug)
        expect(res.body.docs.map((d: { id: number }) => d.id), role).not.toEqual(expect.arrayContaining([hidden.id]))
        expect(res.body.docs.map((d: { id: number }) => d.id), role).not.toEqual(expect.arrayContaining([draft.id]))
      }
    } finally {
      for (const a of [hidden, draft, shown]) await api('admin', 'DELETE', `/api/news-updates/${a.id}`)
    }
  })

  it('refuses a request that does not say which address, or asks for something it does not do', async () => {
    const cases: [string, string][] = [
      ['', 'Give the address the visitor asked for as one slug: ?slug=gst-registration-guide.'],
      ['?slug=', 'Give the address the visitor asked for as one slug: ?slug=gst-registration-guide.'],
      ['?slug=a&slug=b', 'Give the address the visitor asked for as one slug: ?slug=gst-registration-guide.'],
      ['?slug=gst&limit=10', 'Only slug is read here, not limit.'],
      [`?slug=${'a'.repeat(201)}`, 'The slug is 201 characters long; at most 200 are read.'],
    ]
    for (const [query, message] of cases) {
      const res = await suggest('anonymous', query)
      expect(res.status, query).toBe(400)
      expect(errorMessage(res), query).toBe(message)
    }
    // It only reads: other methods answer 405 naming GET (POST was told PATCH and DELETE were taken too).
    for (const method of ['POST', 'PATCH', 'DELETE']) {
      const res = await api('admin', method, '/api/news-updates/suggestions?slug=gst', method === 'DELETE' ? undefined : {})
      expect(res.status, method).toBe(405)
      expect(res.headers.get('allow'), method).toBe('GET, HEAD, OPTIONS')
      expect(errorMessage(res), method).toBe(`${method} is not accepted at /api/news-updates/suggestions, which takes GET.`)
    }
  })
})
