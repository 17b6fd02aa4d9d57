import * as cheerio from 'cheerio'
import { describe, expect, it } from 'vitest'

import { BASE_URL, api, eventually, page } from '../helpers/api'
import { createArticle } from '../helpers/fixtures'

const readFeed = async () => {
  const res = await fetch(`${BASE_URL}/blog/feed.xml`)
  return { res, $: cheerio.load(await res.text(), { xml: true }) }
}

describe('/blog/feed.xml', () => {
  it('is an RSS feed of the newest published articles, which every page names for feed readers', async () => {
    const { res, $ } = await readFeed()
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    const newest = (await api('anonymous', 'GET', '/api/news-updates?sort=-published_date&limit=20&depth=0')).body
    expect($('item')).toHaveLength(Math.min(20, newest.totalDocs))
    expect($('item > title').first().text()).toBe(newest.docs[0].title)
    expect($('item > link').first().text()).toMatch(new RegExp(`/blog/${newest.docs[0].slug}$`))

    for (const path of ['/', '/blog', `/blog/${newest.docs[0].slug}`, '/services/audit']) {
      const link = cheerio.load((await page(path)).html)('link[rel="alternate"][type="application/rss+xml"]')
      expect(link.attr('href'), path).toMatch(/\/blog\/feed\.xml$/)
      expect(link.attr('title'), path).toMatch(/: Tax & Compliance Blog$/)
    }
  })

  it('is reached from the addresses feed readers try (/feed, /rss.xml ...), and editors cannot redirect those elsewhere', async () => {
    for (const path of ['/feed', '/feed.xml', '/rss', '/rss.xml', '/atom.xml', '/blog/rss.xml', '/blog/atom.xml']) {
      const res = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' })
      expect(res.status, path).toBe(308)
      expect(new URL(res.headers.get('location')!, BASE_URL).pathname, path).toBe('/blog/feed.xml')
    }
    const followed = await fetch(`${BASE_URL}/rss.xml`)
    expect(followed.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    const refused = await api('editor', 'POST', '/api/redirects', { from: '/feed', to: { type: 'custom', url: '/blog' } })
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0].data.errors).toEqual([
      expect.objectContaining({ path: 'from', message: '/feed already leads to /blog/feed.xml: a redirect from it would never be used.' }),
    ])
  })

  it('carries a new article at once, and never a draft', async () => {
    const draft = await createArticle({ status: 'draft' })
    const published = await createArticle()
    try {
      await eventually(async () => ((await readFeed()).$('item > title').first().text() === published.title ? true : undefined))
      const titles = (await readFeed()).$('item > title').map((_, el) => cheerio.load(el).text()).get()
      expect(titles).not.toContain(draft.title)
    } finally {
      for (const id of [draft.id, published.id]) await api('editor', 'DELETE', `/api/news-updates/${id}`)
    }
    await eventually(async () => ((await readFeed()).$('item > title').first().text() !== published.title ? true : undefined))
  })
})
