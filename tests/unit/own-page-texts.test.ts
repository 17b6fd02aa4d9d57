import { describe, expect, it, vi } from 'vitest'

import { fetchOwnTexts } from '@/components/admin/ownTextsLookup'
import { LEGAL } from '@/content/legal'
import { PAGE_TEXTS } from '@/content/pages'
import { getServicePage } from '@/content/services'
import { ownPageTexts } from '@/lib/site/ownPageTexts'
import { STATIC_ROUTES } from '@/lib/site/routes'

const FIRM = 'Chartered Accountants Gurgaon'

describe('ownPageTexts', () => {
  it('knows every page of the site', () => {
    for (const path of STATIC_ROUTES) expect(ownPageTexts(path, FIRM), path).not.toBeNull()
  })

  it('gives the title as search results show it: the firm name added when it fits, never on the home page', () => {
    expect(ownPageTexts('/sitemap', FIRM)?.title).toBe('Sitemap | Chartered Accountants Gurgaon')
    expect(ownPageTexts('/about', FIRM)?.title).toBe(PAGE_TEXTS['/about'].title)
    expect(ownPageTexts('/', FIRM)?.title).toBe(PAGE_TEXTS['/'].title)
    expect(ownPageTexts('/sitemap', 'Firm')?.title).toBe('Sitemap | Firm')
  })

  it('reads service and legal pages from their content, and takes the path in any form the page-content form accepts', () => {
    const gst = getServicePage('gst-services')!
    expect(ownPageTexts(' /Services/GST-Services/ ', FIRM)).toEqual({
      path: '/services/gst-services',
      title: gst.title.length + FIRM.length + 3 <= 60 ? `${gst.title} | ${FIRM}` : gst.title,
      description: gst.description,
      h1: gst.hero.heading,
    })
    const privacy = LEGAL['privacy-policy']!
    expect(ownPageTexts('/privacy-policy', FIRM)).toMatchObject({ description: privacy.description, h1: privacy.title })
  })

  it('gives an article page its title and meta description, or its excerpt without one, once the article is known', () => {
    const article = { title: 'Advance tax due dates', metaDescription: null, excerpt: 'When to pay advance tax.' }
    expect(ownPageTexts('/blog/advance-tax', FIRM, article)).toEqual({
      path: '/blog/advance-tax',
      title: 'Advance tax due dates | Chartered Accountants Gurgaon',
      description: 'When to pay advance tax.',
      h1: 'Advance tax due dates',
    })
    expect(ownPageTexts('/blog/advance-tax', FIRM, { ...article, metaDescription: 'Dates and amounts.' })?.description).toBe('Dates and amounts.')
    expect(ownPageTexts('/blog/advance-tax', FIRM)).toBeNull()
    expect(ownPageTexts('/about', FIRM, article)?.h1).toBe(PAGE_TEXTS['/about'].h1)
  })

  it('has nothing for an address without a page', () => {
    for (const path of ['/nowhere', '/services/no-such-service', '/blog/a/b', '/privacy']) expect(ownPageTexts(path, FIRM), path).toBeNull()
    expect(ownPageTexts('/services/constructor', FIRM)).toBeNull()
    expect(ownPageTexts('/toString', FIRM)).toBeNull()
  })
})

describe('fetchOwnTexts', () => {
  const texts = { path: '/faq', title: 'FAQs', description: 'Answers.', h1: 'Questions' }
  const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })

  it('asks once for the fields of one form asking together, with the path in the query', async () => {
    const fetcher = vi.fn(async () => ok(texts))
    const [a, b] = await Promise.all([fetchOwnTexts('/api-one', '/faq', fetcher), fetchOwnTexts('/api-one', '/faq', fetcher)])
    expect(a).toEqual(texts)
    expect(b).toEqual(texts)
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(fetcher).toHaveBeenCalledWith('/api-one/page-content/own-texts?path=%2Ffaq', { credentials: 'include' })
  })

  it('asks again a few seconds later, so an edited article shows its new texts', async () => {
    vi.useFakeTimers()
    try {
      const fetcher = vi.fn(async () => ok(texts))
      await fetchOwnTexts('/api-two', '/faq', fetcher)
      vi.advanceTimersByTime(6_000)
      await fetchOwnTexts('/api-two', '/faq', fetcher)
      expect(fetcher).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('answers null for no page, a refusal or a failed request', async () => {
    expect(await fetchOwnTexts('/api-three', '/nowhere', async () => new Response('{}', { status: 404 }))).toBeNull()
    expect(await fetchOwnTexts('/api-three', '/about', async () => new Response('{}', { status: 403 }))).toBeNull()
    expect(await fetchOwnTexts('/api-three', '/faq', async () => Promise.reject(new Error('offline')))).toBeNull()
  })
})
