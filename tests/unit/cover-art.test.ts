import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ArticleCard } from '@/components/ArticleCard'
import { COVER_PALETTES, coverShapes, coverSvg } from '@/lib/coverArt'
import type { ArticleCardData } from '@/lib/data/articles'

const card: ArticleCardData = {
  id: 7,
  title: 'TDS on rent: who deducts',
  slug: 'tds-on-rent',
  excerpt: 'When a tenant deducts TDS on rent, at what rate, and how to deposit it.',
  category: 'Income Tax',
  tags: ['TDS'],
  author: 'Tax Desk',
  publishedDate: '2026-11-01T00:00:00.000Z',
  readTime: 2,
  trending: false,
  image: null,
}

describe("the blog's drawn cover art", () => {
  it("is the same for the same article, different for another, in its category's colours", () => {
    expect(coverShapes('tds-on-rent', 'Income Tax')).toEqual(coverShapes('tds-on-rent', 'Income Tax'))
    expect(coverShapes('tds-on-rent', 'Income Tax').circles).not.toEqual(coverShapes('gst-on-rent', 'Income Tax').circles)
    expect(coverShapes('tds-on-rent', 'Income Tax').palette).toEqual(COVER_PALETTES['Income Tax'])
    expect(coverShapes('x', 'GST').palette).toEqual(COVER_PALETTES.GST)
    // A category without colours of its own gets the neutral ones.
    expect(coverShapes('x', 'Payroll').palette).toEqual(COVER_PALETTES.Compliance)
  })

  it('keeps its shapes inside the picture: circles centred on it, the chart standing on its base line', () => {
    for (const seed of ['a', 'gst-registration-who-must-register', 'dtaa-benefits-for-nris']) {
      const { circles, bars } = coverShapes(seed, 'GST')
      expect(circles).toHaveLength(7)
      for (const c of circles) {
        expect(c.cx).toBeGreaterThanOrEqual(0)
        expect(c.cx).toBeLessThanOrEqual(1600)
        expect(c.cy).toBeLessThanOrEqual(900)
        expect(c.r).toBeGreaterThanOrEqual(80)
      }
      expect(bars).toHaveLength(6)
      for (const b of bars) expect(b.y + b.height).toBe(760)
    }
    // The seed's image file is drawn from the same shapes.
    const svg = coverSvg('a', 'GST')
    expect(svg.match(/<circle /g)).toHaveLength(7)
    expect(svg).toContain(`fill="${COVER_PALETTES.GST![2]}"`)
    // A share image's 1200x630 is cut from the same drawing, the chart on the right kept whole.
    expect(coverSvg('a', 'GST', { width: 1200, height: 630 })).toMatch(/^<svg [^>]*width="1200" height="630" viewBox="0 0 1600 900" preserveAspectRatio="xMaxYMid slice">/)
  })

  it("stands in a card for an article without a cover image, hidden from screen readers; a card with one shows the image", () => {
    const drawn = renderToStaticMarkup(createElement(ArticleCard, { article: card }))
    expect(drawn).toMatch(/<svg data-card-cover="" aria-hidden="true"[^>]*viewBox="0 0 1600 900"[^>]*preserveAspectRatio="xMaxYMid slice"/)
    expect(drawn).toContain(`linear-gradient(to bottom right, ${COVER_PALETTES['Income Tax']![0]}, ${COVER_PALETTES['Income Tax']![1]})`)
    expect(drawn).not.toContain('<img')
    const pictured = renderToStaticMarkup(
      createElement(ArticleCard, { article: { ...card, image: { url: '/api/media/file/tds.jpg', alt: 'A rent receipt', width: 1600, height: 900, srcSet: null } } }),
    )
    expect(pictured).toContain('<img')
    expect(pictured).not.toContain('data-card-cover')
  })
})
