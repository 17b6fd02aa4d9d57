import { describe, expect, it } from 'vitest'

import { pagePathStatus } from '@/lib/site/pagePathStatus'
import { STATIC_ROUTES } from '@/lib/site/routes'

describe('what the page-content form says about the path an editor types', () => {
  it('knows every page of the site, however the path is written', () => {
    expect(pagePathStatus('/about')).toEqual({ kind: 'page', path: '/about', label: 'About Us' })
    expect(pagePathStatus(' /Services/GST-Services/ ')).toEqual({ kind: 'page', path: '/services/gst-services', label: 'GST Services' })
    expect(pagePathStatus('/')).toEqual({ kind: 'page', path: '/', label: 'Home' })
    expect(pagePathStatus('/services/tax-planning')).toEqual({ kind: 'page', path: '/services/tax-planning', label: 'Tax Planning' })
    expect(pagePathStatus('/privacy-policy#cookies')).toEqual({ kind: 'page', path: '/privacy-policy', label: 'Privacy Policy' })
    expect(pagePathStatus('/sitemap')).toEqual({ kind: 'page', path: '/sitemap', label: 'Sitemap' })
  })

  it('names every page the site map lists', () => {
    for (const route of STATIC_ROUTES) {
      const status = pagePathStatus(route)
      expect(status.kind === 'page' && status.label !== route, route).toBe(true)
    }
  })

  it('leaves an article’s address to the articles', () => {
    expect(pagePathStatus('/blog/gst-registration-who-must-register')).toEqual({
      kind: 'article',
      path: '/blog/gst-registration-who-must-register',
      slug: 'gst-registration-who-must-register',
    })
    expect(pagePathStatus('/blog/a/b').kind).toBe('unknown')
  })

  it('warns of an address no page has, with the pages it was probably meant for', () => {
    const first = (path: string) => {
      const status = pagePathStatus(path)
      return status.kind === 'unknown' ? status.suggestions[0]?.href : `not unknown: ${status.kind}`
    }
    expect(pagePathStatus('/contcat')).toMatchObject({ kind: 'unknown', path: '/contcat' })
    expect(first('/contcat')).toBe('/contact')
    expect(first('/services/gst')).toBe('/services/gst-services')
    expect(first('/about-us')).toBe('/about')
    expect(pagePathStatus('/qqq')).toEqual({ kind: 'unknown', path: '/qqq', suggestions: [] })
  })

  it('says nothing of an empty field or of what the path’s own check refuses', () => {
    for (const raw of [undefined, null, '', '   ', 'https://example.com/about', '//example.com', 42]) {
      expect(pagePathStatus(raw)).toEqual({ kind: 'empty' })
    }
  })
})
