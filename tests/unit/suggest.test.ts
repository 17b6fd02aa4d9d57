import { describe, expect, it } from 'vitest'

import { suggestPages } from '@/lib/site/suggest'

const hrefs = (path: string) => suggestPages(path).map((s) => s.href)

describe('the 404 page’s suggestions for an address that found nothing', () => {
  it('leads the addresses other sites use to this site’s page', () => {
    expect(hrefs('/contact-us')[0]).toBe('/contact')
    expect(hrefs('/about-us')[0]).toBe('/about')
    expect(hrefs('/privacy')[0]).toBe('/privacy-policy')
    expect(hrefs('/terms')[0]).toBe('/terms-and-conditions')
    expect(hrefs('/refund-policy')[0]).toBe('/cancellation-refunds')
    expect(hrefs('/jobs')[0]).toBe('/careers')
    expect(hrefs('/index.html')[0]).toBe('/')
  })

  it('finds a service by part of its address or a word people use for it', () => {
    expect(hrefs('/services/gst')[0]).toBe('/services/gst-services')
    expect(hrefs('/services/income-tax')[0]).toBe('/services/income-tax-filing')
    expect(hrefs('/nri-taxation')[0]).toBe('/services/international-tax')
    expect(hrefs('/fssai')[0]).toBe('/services/licenses')
  })

  it('forgives one letter wrong, missing, extra or swapped', () => {
    expect(hrefs('/contcat')[0]).toBe('/contact')
    expect(hrefs('/carrers')[0]).toBe('/careers')
    expect(hrefs('/abuot')[0]).toBe('/about')
    expect(hrefs('/abot')).toEqual([]) // a word of four letters or fewer must be as written, or the start of one
    expect(hrefs('/servicess/audit')[0]).toBe('/services/audit')
  })

  it('gives at most three, and nothing for an address with no word of the site', () => {
    expect(hrefs('/services/tax')).toHaveLength(3)
    expect(hrefs('/wp-admin/setup.php')).toEqual([])
    expect(hrefs('/%E0%A4')).toEqual([])
    expect(hrefs('/')).toEqual([])
  })

  it('names each page as the site does', () => {
    expect(suggestPages('/contact-us')[0]).toEqual({ href: '/contact', label: 'Contact Us' })
  })
})
