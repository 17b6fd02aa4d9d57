import { describe, expect, it } from 'vitest'

import { api, countEnquiries, unique } from '../helpers/api'

async function articleCount() {
  return (await api('admin', 'GET', '/api/news-updates?limit=0&draft=true')).body.totalDocs as number
}

describe('bad input to articles', () => {
  it.each([
    ['a slug that is not URL-safe', { slug: 'Bad Slug!' }, /lowercase letters, digits and single hyphens/],
    ['an image URL that is not http(s)', { image_url: 'ftp://example.com/a.png' }, /http\(s\) address/],
    ['a category that does not exist', { category: 'Crypto' }, /category/i],
    ['a meta description over 160 characters', { meta_description: 'm'.repeat(161) }, /meta/i],
  ])('refuses %s with a clear message and stores nothing', async (_label, override, message) => {
    const before = await articleCount()
    const res = await api('editor', 'POST', '/api/news-updates', { title: unique('Bad input'), category: 'GST', ...override })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body.errors)).toMatch(message)
    expect(await articleCount()).toBe(before)
  })

  it('refuses a second article with the same slug', async () => {
    const slug = unique('same-slug').toLowerCase()
    expect((await api('editor', 'POST', '/api/news-updates', { title: 'First', category: 'GST', slug })).status).toBe(201)
    const before = await articleCount()
    const res = await api('editor', 'POST', '/api/news-updates', { title: 'Second', category: 'GST', slug })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body.errors)).toMatch(/slug/i)
    expect(await articleCount()).toBe(before)
  })
})

describe('a malformed request body', () => {
  it('refuses broken JSON for an enquiry with a 400 and stores nothing', async () => {
    const before = await countEnquiries()
    const res = await fetch(`${process.env.TEST_BASE_URL}/api/contact-submissions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name": "Broken", "email": ',
    })
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.errors?.[0]?.message).toBe('Invalid JSON')
    expect(await countEnquiries()).toBe(before)
  })
})
