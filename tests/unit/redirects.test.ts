import { describe, expect, it } from 'vitest'

import { articleSlugOf, redirectFromProblem } from '../../collections/Redirects'
import { redirectKey } from '../../src/lib/site/paths'

describe('the old address of a redirect', () => {
  it('is any path the site does not serve itself', () => {
    for (const from of ['/old-page', '/blog/old-article', '/services/bookkeeping', '/Old-Page/', '/about-us']) expect(redirectFromProblem(from)).toBeNull()
  })

  it('is refused when it is not a path, or the site already answers it', () => {
    expect(redirectFromProblem('old-page')).toMatch(/path on this site/)
    expect(redirectFromProblem('https://example.com/x')).toMatch(/path on this site/)
    expect(redirectFromProblem('//example.com/x')).toMatch(/path on this site/)
    expect(redirectFromProblem('/old page')).toMatch(/path on this site/)
    expect(redirectFromProblem('/')).toMatch(/home page/)
    expect(redirectFromProblem('/About/')).toBe('/about is a page of the site: a redirect from it would never be used.')
    expect(redirectFromProblem('/services/gst-services')).toMatch(/is a page of the site/)
    for (const from of ['/admin', '/admin/collections/users', '/api/users', '/_next/static/x.js', '/preview']) {
      expect(redirectFromProblem(from)).toMatch(/belong to the site/)
    }
    // The site already redirects these itself (next.config.mjs), before any redirect of the collection is looked at.
    expect(redirectFromProblem('/RSS.xml')).toBe('/rss.xml already leads to /blog/feed.xml: a redirect from it would never be used.')
    expect(redirectFromProblem('/auth')).toBe('/auth already leads to /admin/login: a redirect from it would never be used.')
    expect(redirectFromProblem('/seo-admin/keywords')).toMatch(/already leads to \/admin:/)
    expect(redirectFromProblem('/seo-administration')).toBeNull()
    expect(redirectFromProblem('/feeds')).toBeNull()
  })
})

describe('the article an old address names', () => {
  it('is the slug of a /blog/<slug> address, in whatever form it was written', () => {
    expect(articleSlugOf('/blog/gst-basics')).toBe('gst-basics')
    expect(articleSlugOf('/Blog/GST-Basics/')).toBe('gst-basics')
    expect(articleSlugOf('/blog/gst-basics?utm_source=x')).toBe('gst-basics')
  })

  it('is none for other addresses, and for what could not be a slug', () => {
    for (const path of ['/blog', '/blog/', '/blog/a/b', '/old-page', '/services/gst-basics', '/blog/पुराना', '/blog/gst_basics']) {
      expect(articleSlugOf(path)).toBeNull()
    }
  })
})

describe('the form an address is looked up by', () => {
  it('is the decoded, canonical path, so an escaped request finds what an editor typed', () => {
    expect(redirectKey('/%E0%A4%AA%E0%A5%81%E0%A4%B0%E0%A4%BE%E0%A4%A8%E0%A4%BE')).toBe('/पुराना')
    expect(redirectKey('/पुराना')).toBe('/पुराना')
    expect(redirectKey('/Old-Page/?utm=x')).toBe('/old-page')
    expect(redirectKey('/old%20page')).toBe('/old page')
    // A broken escape is looked up as written.
    expect(redirectKey('/bad%E0%A4')).toBe('/bad%e0%a4')
  })
})
