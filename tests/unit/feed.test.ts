import * as cheerio from 'cheerio'
import { describe, expect, it } from 'vitest'

import { BLOG_FEED_PATH, FEED_ITEMS, blogFeedXml, type FeedArticle } from '../../src/lib/site/feed'

const article = (n: number, overrides: Partial<FeedArticle> = {}): FeedArticle => ({
  title: `Article ${n}`,
  slug: `article-${n}`,
  excerpt: `Summary ${n}`,
  category: 'GST',
  tags: ['returns'],
  namedAuthor: 'GST Desk',
  publishedDate: new Date(Date.UTC(2026, 10, 30 - n, 4, 30)).toISOString(),
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
})

const feed = (articles: FeedArticle[], firmName = 'Sharma & Co') =>
  cheerio.load(blogFeedXml({ origin: 'https://firm.example', firmName, description: 'Tax <guides>', articles }), { xml: true })

describe('the blog feed (RSS 2.0)', () => {
  it('describes the blog with its own address', () => {
    const $ = feed([article(1)])
    expect($('rss').attr('version')).toBe('2.0')
    expect($('channel > title').text()).toBe('Sharma & Co: Tax & Compliance Blog')
    expect($('channel > link').text()).toBe('https://firm.example/blog')
    expect($('channel > description').text()).toBe('Tax <guides>')
    expect($('channel > language').text()).toBe('en-IN')
    expect($('channel > atom\\:link').attr('href')).toBe(`https://firm.example${BLOG_FEED_PATH}`)
  })

  it('lists the newest articles in order, each with its address, date, author, categories and summary', () => {
    const $ = feed(Array.from({ length: 25 }, (_, i) => article(i + 1)))
    const items = $('item')
    expect(items).toHaveLength(FEED_ITEMS)
    const first = items.first()
    expect(first.find('title').text()).toBe('Article 1')
    expect(first.find('link').text()).toBe('https://firm.example/blog/article-1')
    expect(first.find('guid').text()).toBe('https://firm.example/blog/article-1')
    expect(first.find('guid').attr('isPermaLink')).toBe('true')
    expect(first.find('pubDate').text()).toBe('Sun, 29 Nov 2026 04:30:00 GMT')
    expect(first.find('dc\\:creator').text()).toBe('GST Desk')
    expect(first.find('category').map((_, c) => $(c).text()).get()).toEqual(['GST', 'returns'])
    expect(first.find('description').text()).toBe('Summary 1')
    expect($('channel > lastBuildDate').text()).toBe('Sun, 29 Nov 2026 04:30:00 GMT')
  })

  it('escapes what editors wrote and dates an undated article by its last change', () => {
    const $ = feed([article(1, { title: 'Form 16 & <Form 16A>', excerpt: '', publishedDate: 'not a date' })])
    expect($('item > title').text()).toBe('Form 16 & <Form 16A>')
    expect($('item > pubDate').text()).toBe('Sun, 01 Nov 2026 00:00:00 GMT')
    expect($('item > description')).toHaveLength(0)
  })

  it("names 'CA Expert' as the author of an article an editor gave no author, as its meta tags do", () => {
    const $ = feed([article(1, { namedAuthor: null })])
    expect($('item > dc\\:creator').text()).toBe('CA Expert')
  })

  it('is a valid feed with no articles yet', () => {
    const $ = feed([])
    expect($('item')).toHaveLength(0)
    expect($('channel > lastBuildDate')).toHaveLength(0)
  })
})
