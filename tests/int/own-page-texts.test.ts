import { describe, expect, it } from 'vitest'

import { STATIC_ROUTES } from '@/lib/site/routes'

import { api, decodeHtml, h1Of, metaContent, page, titleOf } from '../helpers/api'

// GET /api/page-content/own-texts: what a page shows when its page-content fields are empty, which the page-content
// form shows greyed in those fields. It must say what the page really shows, so it is compared with the pages.

const ownTexts = (who: 'admin' | 'editor' | 'anonymous', path: string) => api(who, 'GET', `/api/page-content/own-texts?path=${encodeURIComponent(path)}`)

describe('page-content own texts', () => {
  it('answers staff only', async () => {
    const anonymous = await ownTexts('anonymous', '/about')
    expect(anonymous.status).toBe(403)
    expect(anonymous.body.errors[0].message).toBe('You are not allowed to perform this action.')
    expect(JSON.stringify(anonymous.body)).not.toContain('About')
    expect((await ownTexts('editor', '/about')).status).toBe(200)
    expect((await ownTexts('admin', '/about')).status).toBe(200)
  })

  it('gives, for every page of the site and an article, the title, description and heading the page shows without page content', async () => {
    const overrides = (await api('admin', 'GET', '/api/page-content?limit=200&depth=0')).body.docs as { path: string; title?: string; meta_description?: string; h1?: string }[]
    const articles = (await api('anonymous', 'GET', '/api/news-updates?limit=1&depth=0')).body.docs as { slug: string }[]
    expect(articles.length).toBe(1)
    const firmName = (await api('anonymous', 'GET', '/api/globals/site-settings')).body.firmName
    const paths = [...STATIC_ROUTES, `/blog/${articles[0]!.slug}`]
    let compared = 0
    for (const path of paths) {
      const res = await ownTexts('editor', path)
      expect(res.status, path).toBe(200)
      expect(res.body.path).toBe(path)
      expect(res.body.siteName).toBe(firmName)
      const { html } = await page(path)
      // The address the page gives as its own (its canonical link), as a search result shows it.
      expect(res.body.url, `${path} url`).toBe(html.match(/<link rel="canonical" href="([^"]+)"/)?.[1])
      const set = overrides.find((o) => o.path === path)
      // A field page content sets is not the page's own text: only the others can be compared.
      if (!set?.title) expect(res.body.title, `${path} title`).toBe(titleOf(html))
      if (!set?.meta_description) expect(res.body.description, `${path} description`).toBe(decodeHtml(metaContent(html, 'description') ?? ''))
      if (!set?.h1) expect(res.body.h1, `${path} h1`).toBe(h1Of(html))
      if (!set?.title && !set?.meta_description && !set?.h1) compared++
    }
    expect(compared).toBeGreaterThan(paths.length / 2)
  })

  it('takes the path as the form does, in any letter case and with a trailing slash', async () => {
    const res = await ownTexts('editor', '/Services/GST-Services/')
    expect(res.status).toBe(200)
    expect(res.body.path).toBe('/services/gst-services')
    expect(res.body.title).toMatch(/GST/)
  })

  it.each([
    ['/nowhere-at-all', 404, 'The site has no page at this path.'],
    ['/blog/no-article-has-this-slug', 404, 'No published article has this address, so the site shows no page here.'],
    ['https://example.com/about', 400, 'Give a path on this site that starts with a single /, such as /about.'],
    ['//example.com/about', 400, 'Give a path on this site that starts with a single /, such as /about.'],
    [`/${'a'.repeat(301)}`, 400, 'The path is 302 characters long; at most 300 are read.'],
  ])('answers %s with %i and a clear message', async (path, status, message) => {
    const res = await ownTexts('editor', path)
    expect(res.status).toBe(status)
    expect(res.body.errors[0].message).toBe(message)
  })

  it('refuses a missing, repeated or unknown parameter', async () => {
    for (const [query, message] of [
      ['', 'Give the page as one path: ?path=/services/gst-services.'],
      ['?path=', 'Give the page as one path: ?path=/services/gst-services.'],
      ['?path=/about&path=/faq', 'Give the page as one path: ?path=/services/gst-services.'],
      ['?path=/about&where[title][equals]=x', 'Only path is read here, not where[title][equals].'],
    ]) {
      const res = await api('editor', 'GET', `/api/page-content/own-texts${query}`)
      expect(res.status, query).toBe(400)
      expect(res.body.errors[0].message, query).toBe(message)
    }
  })

  it('follows an article once it is published, and forgets it when it is hidden', async () => {
    const slug = `own-texts-${Date.now().toString(36)}`
    const created = await api('admin', 'POST', '/api/news-updates', { title: `Own texts ${slug}`, slug, category: 'GST', excerpt: 'An excerpt for the own texts test.', _status: 'published' })
    expect(created.status).toBe(201)
    try {
      const res = await ownTexts('editor', `/blog/${slug}`)
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ h1: `Own texts ${slug}`, description: 'An excerpt for the own texts test.' })
      await api('admin', 'PATCH', `/api/news-updates/${created.body.doc.id}`, { meta_description: 'Its own meta description, which wins over the excerpt.' })
      expect((await ownTexts('editor', `/blog/${slug}`)).body.description).toBe('Its own meta description, which wins over the excerpt.')
      await api('admin', 'PATCH', `/api/news-updates/${created.body.doc.id}`, { active: false })
      expect((await ownTexts('editor', `/blog/${slug}`)).status).toBe(404)
    } finally {
      await api('admin', 'DELETE', `/api/news-updates/${created.body.doc.id}`)
    }
  })
})
