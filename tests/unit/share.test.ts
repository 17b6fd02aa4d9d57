import { describe, expect, it } from 'vitest'

import { parseBookmarks, toggleBookmark } from '@/lib/bookmarks'
import { popupFeatures, scrollPercent, shareUrl } from '@/lib/share'

describe('sharing (spec 01 section 7)', () => {
  const url = 'https://ca.example.in/blog/gst?x=1'
  it('builds the networks’ share links with the page URL, and the title for Twitter and WhatsApp', () => {
    expect(shareUrl('facebook', url, 'T')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`)
    expect(shareUrl('twitter', url, 'GST & you')).toBe(`https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=GST%20%26%20you`)
    expect(shareUrl('linkedin', url, 'T')).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`)
    // WhatsApp: one prefilled message, the title then the address.
    expect(shareUrl('whatsapp', url, 'GST & you')).toBe(`https://wa.me/?text=GST%20%26%20you%20${encodeURIComponent(url)}`)
    expect(new URL(shareUrl('whatsapp', url, 'GST & you')).searchParams.get('text')).toBe(`GST & you ${url}`)
  })
  it('opens a centred 600x400 popup', () => {
    expect(popupFeatures(1600, 1000)).toContain('width=600,height=400,left=500,top=300')
    expect(popupFeatures(400, 300)).toContain('left=0,top=0')
  })
})

describe('bookmarks in localStorage blog-bookmarks', () => {
  it('toggles an id on and off', () => {
    const on = toggleBookmark(['1'], '2')
    expect(on).toEqual({ ids: ['1', '2'], bookmarked: true })
    expect(toggleBookmark(on.ids, '1')).toEqual({ ids: ['2'], bookmarked: false })
  })
  it('treats malformed storage as no bookmarks', () => {
    expect(parseBookmarks(null)).toEqual([])
    expect(parseBookmarks('{oops')).toEqual([])
    expect(parseBookmarks('{"a":1}')).toEqual([])
    expect(parseBookmarks('[1,"2"]')).toEqual(['1', '2'])
  })
})

describe('reading progress', () => {
  it('is the percent scrolled, clamped to 0-100', () => {
    expect(scrollPercent(0, 3000, 1000)).toBe(0)
    expect(scrollPercent(1000, 3000, 1000)).toBe(50)
    expect(scrollPercent(2500, 3000, 1000)).toBe(100)
    expect(scrollPercent(-50, 3000, 1000)).toBe(0)
    expect(scrollPercent(0, 800, 1000)).toBe(100)
  })
})
