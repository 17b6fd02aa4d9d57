import { describe, expect, it } from 'vitest'

import { buildBreadcrumbs, shouldShowBreadcrumbs, titleCase } from '@/lib/site/breadcrumbs'
import { normalizePagePath, isSitePath } from '@/lib/site/paths'

describe('breadcrumbs (spec 01 section 2)', () => {
  it('maps known segments to friendly labels, with Home first', () => {
    expect(buildBreadcrumbs('/services/gst-services')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Services', href: '/services' },
      { label: 'GST Services', href: '/services/gst-services' },
    ])
    expect(buildBreadcrumbs('/about').map((c) => c.label)).toEqual(['Home', 'About Us'])
    expect(buildBreadcrumbs('/faq').map((c) => c.label)).toEqual(['Home', 'FAQ'])
    expect(buildBreadcrumbs('/seo-admin').at(-1)?.label).toBe('SEO Admin')
    expect(buildBreadcrumbs('/keyword-tracking').at(-1)?.label).toBe('Keyword Tracking')
    expect(buildBreadcrumbs('/news-updates').at(-1)?.label).toBe('News & Updates')
    expect(buildBreadcrumbs('/services/tax-planning').at(-1)?.label).toBe('Tax Planning')
    // Spelt as the page itself and the rest of the site spell it (Indian English: a licence, to license).
    expect(buildBreadcrumbs('/services/licenses').at(-1)?.label).toBe('Business Licences')
  })

  it('names the legal pages as the footer and the site map do', () => {
    expect(buildBreadcrumbs('/privacy-policy').at(-1)?.label).toBe('Privacy Policy')
    expect(buildBreadcrumbs('/terms-and-conditions').at(-1)?.label).toBe('Terms and Conditions')
    expect(buildBreadcrumbs('/cancellation-refunds').at(-1)?.label).toBe('Cancellation & Refunds')
    expect(buildBreadcrumbs('/shipping-policy').at(-1)?.label).toBe('Shipping Policy')
  })

  it('title-cases unknown segments from their hyphenated words', () => {
    expect(buildBreadcrumbs('/gift-city-benefits').at(-1)?.label).toBe('Gift City Benefits')
    expect(buildBreadcrumbs('/services/nri-tax-and-more').at(-1)?.label).toBe('Nri Tax And More')
    expect(titleCase('gift-city--benefits')).toBe('Gift City Benefits')
  })

  it('lets callers pass custom labels by position', () => {
    const crumbs = buildBreadcrumbs('/blog/old-vs-new-tax-regime', [undefined, 'Old vs New Tax Regime'])
    expect(crumbs.map((c) => c.label)).toEqual(['Home', 'Blog', 'Old vs New Tax Regime'])
    expect(crumbs.at(-1)?.href).toBe('/blog/old-vs-new-tax-regime')
  })

  it('ignores query strings, fragments and trailing slashes', () => {
    expect(buildBreadcrumbs('/blog/?q=gst#top').map((c) => c.href)).toEqual(['/', '/blog'])
  })

  it('shows the bar only with two or more crumbs', () => {
    expect(shouldShowBreadcrumbs(buildBreadcrumbs('/'))).toBe(false)
    expect(shouldShowBreadcrumbs(buildBreadcrumbs('/contact'))).toBe(true)
  })
})

describe('page paths', () => {
  it('normalises to one canonical form', () => {
    expect(normalizePagePath('About/')).toBe('/about')
    expect(normalizePagePath('/services//audit/?x=1')).toBe('/services/audit')
    expect(normalizePagePath('/')).toBe('/')
    expect(normalizePagePath('')).toBe('/')
  })
  it('tells site paths from other addresses', () => {
    expect(isSitePath('/services')).toBe(true)
    expect(isSitePath('/#contact')).toBe(true)
    expect(isSitePath('//evil.example.com')).toBe(false)
    expect(isSitePath('https://example.com')).toBe(false)
    expect(isSitePath('javascript:alert(1)')).toBe(false)
  })
})
