import { describe, expect, it } from 'vitest'

import type { SiteSetting } from '@/payload-types'
import { buildMetadata } from '@/lib/site/metadata'
import { STATIC_ROUTES } from '@/lib/site/routes'
import { buildSitemap, CONTENT_UPDATED } from '@/lib/site/sitemap'
import { faqJsonLd, firmJsonLd } from '@/lib/site/structured-data'

const none = { title: null, description: null }

describe('page metadata', () => {
  it('gives every page a titled, described, canonical, localised set of tags with a 1200x630 image', () => {
    const m = buildMetadata({ path: '/services/audit', title: 'Audit', description: 'Audits in Gurgaon' }, none, 'CA Firm')
    expect(m.title).toEqual({ absolute: 'Audit | CA Firm' })
    expect(m.description).toBe('Audits in Gurgaon')
    expect(m.alternates?.canonical).toBe('/services/audit')
    expect(m.alternates?.languages).toEqual({ 'en-IN': '/services/audit', en: '/services/audit', 'hi-IN': '/services/audit', 'x-default': '/services/audit' })
    const og = m.openGraph as Record<string, unknown>
    expect(og.locale).toBe('en_IN')
    expect(og.images).toEqual([{ url: '/og-image.png', width: 1200, height: 630, alt: 'CA Firm' }])
    expect(m.twitter).toMatchObject({ card: 'summary_large_image', title: 'Audit | CA Firm' })
  })
  it('adds the firm name to a title only while the whole fits in a search result (60 characters)', () => {
    const firm = 'Chartered Accountants Gurgaon'
    const fits = 'Tax & Compliance Blog' // 21 + 3 + 29 = 53
    expect(buildMetadata({ path: '/blog', title: fits, description: 'd' }, none, firm).title).toEqual({ absolute: `${fits} | ${firm}` })
    const exactly = 'x'.repeat(60 - 3 - firm.length)
    expect(buildMetadata({ path: '/x', title: exactly, description: 'd' }, none, firm).title).toEqual({ absolute: `${exactly} | ${firm}` })
    const long = 'GST Registration & Return Filing Services in Gurgaon'
    const m = buildMetadata({ path: '/services/gst-services', title: long, description: 'd' }, none, firm)
    expect(m.title).toEqual({ absolute: long })
    expect((m.openGraph as { title: string }).title).toBe(long)
    expect(m.twitter).toMatchObject({ title: long })
  })
  it('uses the page-content title and description when an editor set them', () => {
    const m = buildMetadata({ path: '/about', title: 'About', description: 'Own' }, { title: 'Custom title', description: 'Custom description' }, 'CA Firm')
    expect(m.title).toEqual({ absolute: 'Custom title' })
    expect(m.description).toBe('Custom description')
    expect((m.openGraph as { title: string }).title).toBe('Custom title')
  })
  it('marks noindex pages', () => {
    expect(buildMetadata({ path: '/x', title: 'X', description: 'x', noindex: true }, none, 'F').robots).toMatchObject({ index: false })
  })
})

describe('structured data', () => {
  const settings = {
    firmName: 'CA Firm',
    email: 'a@b.in',
    phones: [{ number: '+91 1' }],
    address: { street: 'S', locality: 'Sector 102', city: 'Gurgaon', region: 'Haryana', postalCode: '122006', country: 'IN' },
    openingHours: [{ days: ['Monday', 'Saturday'], opens: '09:00', closes: '18:00' }],
    rating: { value: 4.8, count: 127 },
  } as unknown as SiteSetting
  const abs = (p: string) => `https://x.in${p}`

  it('describes the firm as an AccountingService with its address, hours, services and stated rating', () => {
    const data = firmJsonLd(settings, [{ name: 'GST', description: 'd', price: 2999 }], abs) as Record<string, any>
    expect(data['@type']).toBe('AccountingService')
    expect(data.address.addressLocality).toBe('Sector 102, Gurgaon')
    expect(data.openingHoursSpecification[0].dayOfWeek).toEqual(['Monday', 'Saturday'])
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 127 })
    expect(data.hasOfferCatalog.itemListElement[0]).toMatchObject({ price: 2999, priceCurrency: 'INR' })
    expect(new URL(data.hasMap).searchParams.get('query')).toBe('S, Sector 102, Gurgaon, Haryana, 122006, India')
  })
  it('states no rating the firm has not entered', () => {
    const data = firmJsonLd({ ...settings, rating: {} } as SiteSetting, [], abs) as Record<string, any>
    expect(data.aggregateRating).toBeUndefined()
  })
  it('builds FAQPage only when there are questions', () => {
    expect(faqJsonLd([])).toBeNull()
    expect((faqJsonLd([{ question: 'Q?', answer: 'A.' }]) as any).mainEntity[0]).toMatchObject({ name: 'Q?', acceptedAnswer: { text: 'A.' } })
  })
})

describe('sitemap.xml', () => {
  it('lists every public route and every article, dated by its latest change', () => {
    const entries = buildSitemap('https://x.in', [{ slug: 'a', updatedAt: '2027-01-02T00:00:00.000Z' }], new Map([['/about', '2027-03-01T00:00:00.000Z']]))
    expect(entries).toHaveLength(STATIC_ROUTES.length + 1)
    const byUrl = new Map(entries.map((e) => [e.url, e]))
    expect(byUrl.get('https://x.in')?.lastModified).toBe('2027-01-02T00:00:00.000Z')
    expect(byUrl.get('https://x.in/about')?.lastModified).toBe('2027-03-01T00:00:00.000Z')
    expect(byUrl.get('https://x.in/faq')?.lastModified).toBe(CONTENT_UPDATED)
    expect(byUrl.get('https://x.in/blog/a')?.lastModified).toBe('2027-01-02T00:00:00.000Z')
    expect(byUrl.has('https://x.in/services/tax-planning')).toBe(true)
  })
})

describe('the firm mark', () => {
  it('is the same in the admin (tab icon) as the public site’s favicon', async () => {
    const { readFileSync } = await import('node:fs')
    const { FIRM_MARK_SVG, FIRM_MARK_DATA_URL } = await import('@/lib/site/brand')
    expect(readFileSync('public/icon.svg', 'utf8').trim()).toBe(FIRM_MARK_SVG)
    expect(decodeURIComponent(FIRM_MARK_DATA_URL.replace('data:image/svg+xml,', ''))).toBe(FIRM_MARK_SVG)
  })
})
