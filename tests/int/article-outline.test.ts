import { describe, expect, it } from 'vitest'

import { SEED_ARTICLES } from '../../scripts/seed/articles'
import { IMPORTED_ARTICLE } from '../../scripts/seed/imported'
import { decodeHtml, page } from '../helpers/api'

/** The "In this article" list of an article's page: [id linked to, words] per link; undefined without one. */
function outlineOf(html: string): [string, string][] | undefined {
  const nav = html.match(/<nav aria-labelledby="article-outline"[\s\S]*?<\/nav>/)?.[0]
  return nav ? [...nav.matchAll(/<a href="#([^"]+)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[1]!, decodeHtml(m[2]!)]) : undefined
}

/** The ids and words of the headings 2 of an article's text. */
function sectionHeadings(html: string): [string, string][] {
  const body = html.slice(html.indexOf('class="article-body'))
  return [...body.slice(0, body.indexOf('</article>')).matchAll(/<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g)].map((m) => [m[1]!, decodeHtml(m[2]!.replace(/<[^>]*>/g, ''))])
}

describe("an article's outline (In this article)", () => {
  it("lists a seeded article's sections in order, each a link to its heading in the text", async () => {
    const seeded = SEED_ARTICLES.find((a) => a.slug === 'gst-registration-who-must-register')!
    const sections = [...seeded.markdown.matchAll(/^## (.+)$/gm)].map((m) => m[1]!)
    expect(sections.length).toBeGreaterThanOrEqual(3)
    const { status, html } = await page(`/blog/${seeded.slug}`)
    expect(status).toBe(200)
    const outline = outlineOf(html)
    expect(outline?.map(([, text]) => text)).toEqual(sections)
    expect(outline?.[0]?.[0]).toBe('turnover-thresholds')
    // Each link leads to a heading of the text, the one with its words.
    expect(sectionHeadings(html)).toEqual(outline)
    // Above the text, below the picture.
    expect(html.indexOf('aria-labelledby="article-outline"')).toBeLessThan(html.indexOf('class="article-body'))
  })

  it("gives an imported article's headings their ids, and shows no list for its two sections", async () => {
    const { status, html } = await page(`/blog/${IMPORTED_ARTICLE.slug}`)
    expect(status).toBe(200)
    expect(outlineOf(html)).toBeUndefined()
    expect(html).not.toContain('In this article')
    expect(sectionHeadings(html)).toEqual([
      ['common-tds-sections', 'Common TDS sections'],
      ['due-dates', 'Due dates'],
    ])
  })
})
