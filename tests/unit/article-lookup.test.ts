import { describe, expect, it } from 'vitest'

import { createArticleLookup } from '@/components/admin/articleLookup'

type Article = { slug: string; title: string; active?: boolean; status: 'published' | 'draft' }

/** A stand-in for the articles' REST endpoint: answers `where[slug][in]` queries, published or drafts, and records each request. */
function fakeArticlesApi(articles: Article[], failing = false) {
  const requests: URLSearchParams[] = []
  const fetcher = (async (input: string | URL | Request) => {
    const url = new URL(String(input))
    requests.push(url.searchParams)
    if (failing) return new Response('{"errors":[{"message":"Down"}]}', { status: 500 })
    const slugs = [...url.searchParams].filter(([key]) => key.startsWith('where[slug][in]')).map(([, value]) => value)
    const drafts = url.searchParams.get('draft') === 'true'
    const docs = articles
      .filter((a) => slugs.includes(a.slug) && (drafts || a.status === 'published'))
      .map((a) => ({ id: a.slug, slug: a.slug, title: a.title, active: a.active ?? true }))
    return new Response(JSON.stringify({ docs }), { status: 200, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
  return { fetcher, requests }
}

const articles: Article[] = [
  { slug: 'gst-rates', title: 'GST rates for 2026', status: 'published' },
  { slug: 'old-news', title: 'Old news', status: 'published', active: false },
  { slug: 'coming-soon', title: 'Coming soon', status: 'draft' },
]

describe('article lookup for the page-content list', () => {
  it('asks for the slugs of one page together: one request for published articles, one for drafts of the rest', async () => {
    const api = fakeArticlesApi(articles)
    const lookup = createArticleLookup('http://cms.test/api', api.fetcher)
    const answers = await Promise.all(['gst-rates', 'old-news', 'coming-soon', 'nothing-here', 'gst-rates'].map(lookup))

    expect(answers).toEqual([
      { slug: 'gst-rates', state: 'live', title: 'GST rates for 2026' },
      { slug: 'old-news', state: 'hidden' },
      { slug: 'coming-soon', state: 'unpublished' },
      { slug: 'nothing-here', state: 'none' },
      { slug: 'gst-rates', state: 'live', title: 'GST rates for 2026' },
    ])
    expect(api.requests).toHaveLength(2)
    const [published, drafts] = api.requests
    expect(published.get('where[_status][equals]')).toBe('published')
    expect([...published].filter(([k]) => k.startsWith('where[slug][in]')).map(([, v]) => v)).toEqual(['gst-rates', 'old-news', 'coming-soon', 'nothing-here'])
    expect(drafts.get('draft')).toBe('true')
    expect([...drafts].filter(([k]) => k.startsWith('where[slug][in]')).map(([, v]) => v)).toEqual(['coming-soon', 'nothing-here'])
  })

  it('does not ask for drafts when every slug has a published article', async () => {
    const api = fakeArticlesApi(articles)
    const lookup = createArticleLookup('http://cms.test/api', api.fetcher)
    expect(await lookup('gst-rates')).toEqual({ slug: 'gst-rates', state: 'live', title: 'GST rates for 2026' })
    expect(api.requests).toHaveLength(1)
  })

  it('asks again for slugs asked later, in a new request', async () => {
    const api = fakeArticlesApi(articles)
    const lookup = createArticleLookup('http://cms.test/api', api.fetcher)
    await lookup('gst-rates')
    await lookup('old-news')
    expect(api.requests).toHaveLength(2)
  })

  it('splits a long page into requests of 50 slugs', async () => {
    const many = Array.from({ length: 120 }, (_, i): Article => ({ slug: `article-${i}`, title: `Article ${i}`, status: 'published' }))
    const api = fakeArticlesApi(many)
    const lookup = createArticleLookup('http://cms.test/api', api.fetcher)
    const answers = await Promise.all(many.map((a) => lookup(a.slug)))
    expect(answers.every((a, i) => a.state === 'live' && a.title === `Article ${i}`)).toBe(true)
    expect(api.requests.map((q) => [...q.keys()].filter((k) => k.startsWith('where[slug][in]')).length)).toEqual([50, 50, 20])
  })

  it('answers "failed" for every slug of a request the server refused, rather than "no article"', async () => {
    const api = fakeArticlesApi(articles, true)
    const lookup = createArticleLookup('http://cms.test/api', api.fetcher)
    expect(await Promise.all(['gst-rates', 'nothing-here'].map(lookup))).toEqual([
      { slug: 'gst-rates', state: 'failed' },
      { slug: 'nothing-here', state: 'failed' },
    ])
  })
})
