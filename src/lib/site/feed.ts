import { newestDate } from '../blog'
import { METADATA_AUTHOR } from '../categories'
import type { ArticleSummary } from '../data/articles'
import { escapeHtml } from '../format'
import { BLOG_FEED_PATH } from './fixedRedirects.mjs'

export { BLOG_FEED_PATH }
/** How many of the newest articles the feed carries. */
export const FEED_ITEMS = 20

/** What the feed needs of an article: `listArticles`'s summaries have it. */
export type FeedArticle = Pick<ArticleSummary, 'title' | 'slug' | 'excerpt' | 'category' | 'tags' | 'namedAuthor' | 'publishedDate' | 'updatedAt'>

const xml = escapeHtml
/** RFC 822 dates, as RSS 2.0 wants them ('Sun, 22 Nov 2026 09:30:00 GMT'). */
const rssDate = (value: string) => new Date(value).toUTCString()

/**
 * The blog as an RSS 2.0 feed: the newest articles first, each with its address, summary, category, author ('CA
 * Expert' when none is named, as in the article's meta tags) and date. Articles come newest first from `listArticles`;
 * an article without a valid date uses its last change.
 */
export function blogFeedXml(input: { origin: string; firmName: string; description: string; articles: FeedArticle[] }): string {
  const { origin, firmName, description } = input
  const dated = input.articles.map((a) => {
    const date = a.publishedDate && !Number.isNaN(Date.parse(a.publishedDate)) ? a.publishedDate : a.updatedAt
    return { ...a, date }
  })
  const items = dated.slice(0, FEED_ITEMS)
  const lastBuild = newestDate(items.map((a) => a.date))
  const title = `${firmName}: Tax & Compliance Blog`
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${xml(title)}</title>`,
    `<link>${xml(`${origin}/blog`)}</link>`,
    `<atom:link href="${xml(`${origin}${BLOG_FEED_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    `<description>${xml(description)}</description>`,
    '<language>en-IN</language>',
    ...(lastBuild ? [`<lastBuildDate>${rssDate(lastBuild)}</lastBuildDate>`] : []),
    ...items.map((a) => {
      const link = `${origin}/blog/${encodeURIComponent(a.slug)}`
      return [
        '<item>',
        `<title>${xml(a.title)}</title>`,
        `<link>${xml(link)}</link>`,
        `<guid isPermaLink="true">${xml(link)}</guid>`,
        `<pubDate>${rssDate(a.date)}</pubDate>`,
        `<dc:creator>${xml(a.namedAuthor ?? METADATA_AUTHOR)}</dc:creator>`,
        `<category>${xml(a.category)}</category>`,
        ...a.tags.map((t) => `<category>${xml(t)}</category>`),
        ...(a.excerpt ? [`<description>${xml(a.excerpt)}</description>`] : []),
        '</item>',
      ].join('')
    }),
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}
