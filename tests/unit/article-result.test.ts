import { describe, expect, it, vi } from 'vitest'

import { fetchPageContentAt } from '@/components/admin/pageContentLookup'
import { articleSearchResult, type ArticleResultInput } from '@/lib/site/articleResult'

const base: ArticleResultInput = {
  title: 'GST Registration: Who Must Register',
  slug: 'gst-registration-who-must-register',
  metaDescription: 'Who must register for GST in India, the turnover limits and the documents you need.',
  excerpt: 'A short guide to GST registration.',
  override: null,
  siteName: 'CA Firm',
  origin: 'https://firm.example/',
}

describe('articleSearchResult', () => {
  it('shows the article at its address with the firm name after a title that leaves room for it, and its meta description', () => {
    expect(articleSearchResult(base)).toEqual({
      kind: 'result',
      path: '/blog/gst-registration-who-must-register',
      url: 'https://firm.example/blog/gst-registration-who-must-register',
      addressFromTitle: false,
      title: 'GST Registration: Who Must Register | CA Firm',
      titleFrom: 'article',
      description: 'Who must register for GST in India, the turnover limits and the documents you need.',
      descriptionFrom: 'meta-description',
    })
  })

  it('leaves the firm name out of a title too long for both', () => {
    const title = 'Everything a Gurgaon start-up must file in its first year'
    const result = articleSearchResult({ ...base, title })
    expect(result.kind === 'result' && result.title).toBe(title)
  })

  it('falls back on the excerpt, and says when neither text exists', () => {
    const excerpt = articleSearchResult({ ...base, metaDescription: '  ' })
    expect(excerpt.kind === 'result' && [excerpt.description, excerpt.descriptionFrom]).toEqual(['A short guide to GST registration.', 'excerpt'])
    const none = articleSearchResult({ ...base, metaDescription: null, excerpt: '' })
    expect(none.kind === 'result' && [none.description, none.descriptionFrom]).toEqual([null, null])
  })

  it('takes the title and description its page content sets, as the site does, and keeps the others', () => {
    const both = articleSearchResult({ ...base, override: { title: 'GST registration in Gurgaon', description: 'Register for GST with us.' } })
    expect(both.kind === 'result' && [both.title, both.titleFrom, both.description, both.descriptionFrom]).toEqual([
      'GST registration in Gurgaon',
      'page-content',
      'Register for GST with us.',
      'page-content',
    ])
    const titleOnly = articleSearchResult({ ...base, override: { title: 'GST registration in Gurgaon', description: null } })
    expect(titleOnly.kind === 'result' && titleOnly.descriptionFrom).toBe('meta-description')
  })

  it('makes the address from the title when the slug is empty, as saving does', () => {
    const result = articleSearchResult({ ...base, slug: '', title: 'TDS Rates & Due Dates 2026' })
    expect(result.kind === 'result' && [result.path, result.addressFromTitle]).toEqual(['/blog/tds-rates-and-due-dates-2026', true])
  })

  it('has no result without a title or an address', () => {
    expect(articleSearchResult({ ...base, title: ' ' })).toEqual({ kind: 'no-title' })
    expect(articleSearchResult({ ...base, slug: 'Not A Slug' })).toEqual({ kind: 'no-address', reason: 'invalid-slug' })
    expect(articleSearchResult({ ...base, slug: null, title: 'जीएसटी पंजीकरण' })).toEqual({ kind: 'no-address', reason: 'title-gives-none' })
  })
})

describe('fetchPageContentAt', () => {
  const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })

  it('asks once for the notes and the preview of one form asking together, and reads the overrides it sets', async () => {
    const fetcher = vi.fn(async () => ok({ docs: [{ id: 7, path: '/blog/a', title: ' GST in Gurgaon ', meta_description: '', h1: null }] }))
    const answers = await Promise.all([1, 2, 3].map(() => fetchPageContentAt('/api-one', '/blog/a', fetcher)))
    expect(answers).toEqual(Array(3).fill({ path: '/blog/a', id: 7, title: 'GST in Gurgaon', description: null, h1: null }))
    expect(fetcher).toHaveBeenCalledTimes(1)
    const url = new URL(String((fetcher.mock.calls[0] as unknown[])[0]), 'http://x')
    expect([url.pathname, url.searchParams.get('where[path][equals]')]).toEqual(['/api-one/page-content', '/blog/a'])
  })

  it('answers null for a page without page content, a refusal or a failed request', async () => {
    expect(await fetchPageContentAt('/api-two', '/blog/a', async () => ok({ docs: [] }))).toBeNull()
    expect(await fetchPageContentAt('/api-two', '/blog/b', async () => new Response('{}', { status: 403 }))).toBeNull()
    expect(await fetchPageContentAt('/api-two', '/blog/c', async () => Promise.reject(new Error('offline')))).toBeNull()
  })
})
