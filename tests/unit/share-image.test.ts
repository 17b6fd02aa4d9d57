import { describe, expect, it } from 'vitest'

import { articleShareImage, DEFAULT_SOCIAL_IMAGE, SHARE_TITLE_MAX, shareImageTitle } from '../../src/lib/site/shareImage'

describe("an article's share image, as its form previews it", () => {
  const base = { cover: null, imageUrl: null, title: 'GST on rent', category: 'GST', slug: 'gst-on-rent' }

  it("is the cover image's 1200 x 630 size when it has one", () => {
    expect(articleShareImage({ ...base, cover: { shareUrl: '/api/media/file/office-1200x630.jpg' } })).toEqual({ kind: 'cover', url: '/api/media/file/office-1200x630.jpg' })
  })

  it("is the site's own picture for a cover image too small for that size, or an imported outside picture", () => {
    expect(articleShareImage({ ...base, cover: { shareUrl: null } })).toEqual({ kind: 'site', url: DEFAULT_SOCIAL_IMAGE.url, reason: 'cover-without-share-size' })
    expect(articleShareImage({ ...base, imageUrl: 'https://example.com/x.jpg' })).toEqual({ kind: 'site', url: '/og-image.png', reason: 'outside-picture' })
    // A cover image chosen wins over an outside picture, as on the page.
    expect(articleShareImage({ ...base, imageUrl: 'https://example.com/x.jpg', cover: { shareUrl: '/a-1200x630.jpg' } }).kind).toBe('cover')
  })

  it('is the title drawn over the cover art without either, once title, category and slug are known', () => {
    expect(articleShareImage(base)).toEqual({ kind: 'drawn', title: 'GST on rent', category: 'GST', slug: 'gst-on-rent' })
    expect(articleShareImage({ ...base, title: null })).toEqual({ kind: 'not-yet', missing: 'title' })
    expect(articleShareImage({ ...base, category: null })).toEqual({ kind: 'not-yet', missing: 'category' })
    expect(articleShareImage({ ...base, slug: null })).toEqual({ kind: 'not-yet', missing: 'slug' })
  })

  it('draws a title whole up to its limit, and a longer one cut with an ellipsis', () => {
    const fits = 'a'.repeat(SHARE_TITLE_MAX)
    expect(shareImageTitle(fits)).toBe(fits)
    const long = `${'word '.repeat(30)}end`
    const cut = shareImageTitle(long)
    expect(cut.endsWith('…')).toBe(true)
    expect(cut.length).toBeLessThanOrEqual(SHARE_TITLE_MAX)
    expect(cut).not.toMatch(/\s…$/)
  })
})
