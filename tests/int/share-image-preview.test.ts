import { describe, expect, it } from 'vitest'

import { api, BASE_URL, type Role, tokenFor, uniqueIp } from '../helpers/api'

// GET /api/news-updates/share-image: the share image an article would get with the form's title, category and slug,
// which the article form's share preview shows before anything is saved. It must be the picture the site shares.

const preview = async (role: Role, query: Record<string, string> | string) => {
  const token = await tokenFor(role)
  const search = typeof query === 'string' ? query : `?${new URLSearchParams(query)}`
  return fetch(`${BASE_URL}/api/news-updates/share-image${search}`, {
    headers: { 'X-Forwarded-For': uniqueIp(), ...(token ? { Authorization: `JWT ${token}` } : {}) },
  })
}
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)]

describe('share image preview', () => {
  const values = { title: 'GST on rent: who pays, and when', category: 'GST', slug: 'gst-on-rent-who-pays' }

  it('draws for staff only', async () => {
    const anonymous = await preview('anonymous', values)
    expect(anonymous.status).toBe(403)
    expect(anonymous.headers.get('content-type')).not.toBe('image/png')
    expect(((await anonymous.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe('You are not allowed to perform this action.')
    for (const role of ['editor', 'admin'] as const) {
      const res = await preview(role, values)
      expect(res.status, role).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/png')
      // Kept by the editor's browser only.
      expect(res.headers.get('cache-control')).toBe('private, max-age=300')
      expect(pngSize(Buffer.from(await res.arrayBuffer()))).toEqual([1200, 630])
    }
  })

  it("draws exactly the picture a published article's shared link shows, and another for other values", async () => {
    const [article] = (await api('anonymous', 'GET', '/api/news-updates?limit=1&depth=0&sort=-published_date')).body.docs as { title: string; category: string; slug: string }[]
    expect(article).toBeTruthy()
    const shared = Buffer.from(await (await fetch(`${BASE_URL}/blog/${article!.slug}/share.png`)).arrayBuffer())
    const drawn = await preview('editor', { title: article!.title, category: article!.category, slug: article!.slug })
    expect(drawn.status).toBe(200)
    expect(Buffer.from(await drawn.arrayBuffer()).equals(shared)).toBe(true)

    const renamed = Buffer.from(await (await preview('editor', { title: `${article!.title} (revised)`, category: article!.category, slug: article!.slug })).arrayBuffer())
    expect(renamed.equals(shared)).toBe(false)
    expect(pngSize(renamed)).toEqual([1200, 630])
  })

  it.each([
    ['', "Give the article's title once: ?title=…&category=GST&slug=…."],
    ['?title=A&title=B&category=GST&slug=a', "Give the article's title once: ?title=…&category=GST&slug=…."],
    ['?title=A&category=GST', "Give the article's slug once: ?title=…&category=GST&slug=…."],
    ['?title=%20&category=GST&slug=a', "Give the article's title once: ?title=…&category=GST&slug=…."],
    ['?title=A&category=GST&slug=a&size=big', 'Only title, category and slug are read here, not size.'],
    [`?title=${'a'.repeat(201)}&category=GST&slug=a`, "The title is 201 characters long; an article's title has at most 200."],
    ['?title=A&category=Astrology&slug=a', '"Astrology" is not an article category; one of: Income Tax, GST, Audit and Assurance, Company Registration, NRI Taxation, Compliance, Business Advisory, Accounting.'],
    ['?title=A&category=GST&slug=Not%20A%20Slug', 'The slug is not one: lower-case letters, digits and single hyphens, such as gst-registration-guide.'],
  ])('refuses %s with a clear message and no picture', async (query, message) => {
    const res = await preview('editor', query)
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).not.toBe('image/png')
    expect(((await res.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(message)
  })
})
