import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { BlogResults, SAVED_NEEDS_SCRIPT } from '@/components/blog/BlogExplorer.client'
import type { ArticleCardData } from '@/lib/data/articles'

const article = (id: number, title: string, trending = false): ArticleCardData => ({
  id,
  title,
  slug: `article-${id}`,
  excerpt: `About ${title}.`,
  category: 'GST',
  tags: ['GST'],
  author: 'GST Desk',
  publishedDate: '2026-11-01T00:00:00.000Z',
  readTime: 2,
  trending,
  image: null,
})
const articles = [article(1, 'GST registration', true), article(2, 'GST returns'), article(3, 'Input tax credit')]

/** The blog's list as the server sends it (and as the browser first hydrates it), for these filters. */
const served = (filters: { q: string; category: string; saved?: boolean }) => renderToString(createElement(BlogResults, { articles, filters }))

describe("the blog's Saved list as the server sends it, before the browser has read its bookmarks", () => {
  it('is a placeholder under its heading, with no article of the blog: the saved ones are known only in the browser', () => {
    const html = served({ q: '', category: 'All', saved: true })
    expect(html).toContain('data-saved-pending')
    expect(html).toMatch(/aria-busy="true"[^>]*>\s*<h2[^>]*>Saved Articles<\/h2>/)
    expect(html).toContain('Finding your saved articles…')
    expect(html).not.toContain('<article')
    for (const { title } of articles) expect(html).not.toContain(title)
    // What shows where the script never runs: sent hidden, shown by the page's no-script styles.
    expect(html).toMatch(new RegExp(`<div hidden="" data-without-script=""[^>]*><p[^>]*>${SAVED_NEEDS_SCRIPT.replace("'", '&#x27;')}`))
  })

  it('with a search too, is headed as the search results it will be', () => {
    const html = served({ q: 'gst', category: 'All', saved: true })
    expect(html).toMatch(/<h2[^>]*>Search Results<\/h2>/)
    expect(html).not.toContain('<article')
  })

  it('is not drawn when Saved is off: the list is every article', () => {
    const html = served({ q: '', category: 'All' })
    expect(html).not.toContain('data-saved-pending')
    expect(html).not.toContain(SAVED_NEEDS_SCRIPT.slice(0, 20))
    expect(html.match(/<article/g)).toHaveLength(articles.length)
    expect(html).toContain('3 articles found')
  })
})
