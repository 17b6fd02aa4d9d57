import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { STATIC_ROUTES } from '@/lib/site/routes'

import { allDocs, api, decodeHtml, eventually, jsonLd, metaContent, page, unique } from '../helpers/api'
import { createArticle } from '../helpers/fixtures'
import { IMPORTED_ARTICLE } from '../../scripts/seed/imported'
import { SEED_ARTICLES } from '../../scripts/seed/articles'

const linkHref = (html: string, rel: string, extra = '') =>
  html.match(new RegExp(`<link rel="${rel}"${extra}[^>]*href="([^"]+)"`))?.[1] ?? html.match(new RegExp(`<link[^>]+href="([^"]+)"[^>]*rel="${rel}"`))?.[1]

describe('every public page is findable', () => {
  it('has a unique title and description, canonical URL, social cards, locale and language alternates', async () => {
    const titles = new Set<string>()
    const descriptions = new Set<string>()
    for (const path of STATIC_ROUTES) {
      const { status, html } = await page(path)
      expect(status, path).toBe(200)
      const title = decodeHtml(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '')
      expect(title, path).not.toBe('')
      expect(titles.has(title), `${path} repeats the title "${title}"`).toBe(false)
      titles.add(title)
      const description = metaContent(html, 'description')
      expect(description, path).toBeTruthy()
      expect(descriptions.has(description!), `${path} repeats its description`).toBe(false)
      descriptions.add(description!)
      expect(linkHref(html, 'canonical'), path).toMatch(new RegExp(`${path === '/' ? '' : path}$`))
      for (const lang of ['en-IN', 'en', 'hi-IN', 'x-default']) {
        expect(html, `${path} hreflang ${lang}`).toMatch(new RegExp(`<link rel="alternate" hrefLang="${lang}" href="[^"]+"`))
      }
      expect(metaContent(html, 'og:locale'), path).toBe('en_IN')
      expect(metaContent(html, 'og:image:width'), path).toBe('1200')
      expect(metaContent(html, 'og:image:height'), path).toBe('630')
      expect(metaContent(html, 'twitter:card'), path).toBe('summary_large_image')
      expect(metaContent(html, 'twitter:image'), path).toBeTruthy()
      expect(metaContent(html, 'theme-color'), path).toBe('#1f2937')
      expect(metaContent(html, 'robots') ?? 'index', path).not.toMatch(/noindex/)
    }
  })

  it('fits every title and description of the site and its seeded articles into a search result', async () => {
    const paths = [...STATIC_ROUTES, ...[...SEED_ARTICLES, IMPORTED_ARTICLE].map((a) => `/blog/${a.slug}`)]
    for (const path of paths) {
      const { html } = await page(path)
      const title = decodeHtml(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '')
      const description = decodeHtml(metaContent(html, 'description') ?? '')
      // Search results cut titles after about 60 characters and descriptions after about 160; under 120 wastes the room.
      expect(title.length, `${path}: "${title}"`).toBeLessThanOrEqual(60)
      expect(description.length, `${path}: "${description}"`).toBeLessThanOrEqual(160)
      expect(description.length, `${path}: "${description}"`).toBeGreaterThanOrEqual(120)
    }
  })

  it('serves the social image as a 1200x630 PNG', async () => {
    const res = await fetch(`${process.env.TEST_BASE_URL}/og-image.png`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    const bytes = Buffer.from(await res.arrayBuffer())
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630])
  })

  it("shares an article without a cover image with its own image: its title over its drawn cover, 1200x630", async () => {
    const base = process.env.TEST_BASE_URL
    const article = await createArticle({ title: unique('Advance tax instalments') })
    const draft = await createArticle({ status: 'draft' })
    try {
      const shareUrl = `/blog/${article.slug}/share.png`
      const { html } = await eventually(async () => {
        const found = await page(`/blog/${article.slug}`)
        return found.status === 200 ? found : undefined
      })
      expect(metaContent(html, 'og:image')).toMatch(new RegExp(`${shareUrl.replace(/\./g, '\\.')}$`))
      expect(metaContent(html, 'og:image:width')).toBe('1200')
      expect(metaContent(html, 'twitter:image')).toMatch(new RegExp(`${shareUrl.replace(/\./g, '\\.')}$`))
      expect(jsonLd(html).find((d) => d['@type'] === 'BlogPosting')?.image).toMatch(new RegExp(`${shareUrl.replace(/\./g, '\\.')}$`))

      const res = await fetch(`${base}${shareUrl}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/png')
      expect(res.headers.get('cache-control')).toMatch(/max-age=300/)
      const bytes = Buffer.from(await res.arrayBuffer())
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630])
      // Its own picture: not another article's, nor the site's.
      const other = Buffer.from(await (await fetch(`${base}/blog/${SEED_ARTICLES[0]!.slug}/share.png`)).arrayBuffer())
      expect(bytes.equals(other)).toBe(false)
      // Drawn once, then served from the server's cache until the article changes: renamed, it is drawn anew at once.
      const again = await fetch(`${base}${shareUrl}`)
      expect(again.headers.get('x-nextjs-cache')).toBe('HIT')
      expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true)
      expect((await api('admin', 'PATCH', `/api/news-updates/${article.id}`, { title: unique('Advance tax instalments, revised') })).status).toBe(200)
      const renamed = await fetch(`${base}${shareUrl}`)
      expect(renamed.status).toBe(200)
      expect(Buffer.from(await renamed.arrayBuffer()).equals(bytes)).toBe(false)

      // An article with a cover image shares that picture's 1200x630 size.
      const pictured = await page(`/blog/${SEED_ARTICLES[0]!.slug}`)
      expect(metaContent(pictured.html, 'og:image')).toMatch(/\/api\/media\/file\/[^/]+-1200x630\.\w+$/)

      // Nothing is drawn for an address that is not a published article's: a draft's title stays unseen.
      for (const path of [`/blog/${draft.slug}/share.png`, '/blog/no-such-article/share.png', '/blog/Not%20A%20Slug/share.png']) {
        const missing = await fetch(`${base}${path}`)
        expect(missing.status, path).toBe(404)
        expect(missing.headers.get('content-type'), path).not.toBe('image/png')
        // Not kept by the browser: a draft's image shows once it is published.
        expect(missing.headers.get('cache-control'), path).toBe('private, no-cache')
      }
    } finally {
      await api('admin', 'DELETE', `/api/news-updates/${article.id}`)
      await api('admin', 'DELETE', `/api/news-updates/${draft.id}`)
    }
  })

  it('gives browsers that draw no SVG icon, and iOS’s home screen, the firm’s mark too, on the site and in the admin', async () => {
    for (const [path, type, file] of [
      ['/icon.svg', /^image\/svg\+xml/, 'public/icon.svg'],
      ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)$/, 'public/favicon.ico'],
      ['/apple-touch-icon.png', /^image\/png$/, 'public/apple-touch-icon.png'],
    ] as const) {
      const res = await fetch(`${process.env.TEST_BASE_URL}${path}`)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type'), path).toMatch(type)
      expect(Buffer.from(await res.arrayBuffer()).equals(readFileSync(file)), path).toBe(true)
      // Kept for a day, not asked for again on every page.
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=86400, stale-while-revalidate=604800')
    }
    for (const path of ['/icon-192.png', '/icon-512.png', '/icon-maskable.png']) {
      const res = await fetch(`${process.env.TEST_BASE_URL}${path}`)
      expect(res.headers.get('cache-control'), path).toMatch(/max-age=86400/)
    }
    for (const path of ['/', '/blog', '/admin/login']) {
      const { html } = await page(path)
      const icons = [...html.matchAll(/<link[^>]*rel="(icon|apple-touch-icon)"[^>]*>/g)].map((m) => m[0])
      // The SVG comes first, marked "sizes any": browsers that draw it take it.
      expect(icons[0], path).toMatch(/href="\/icon\.svg"/)
      expect(icons[0], path).toMatch(/type="image\/svg\+xml"/)
      expect(icons[0], path).toMatch(/sizes="any"/)
      expect(icons.some((tag) => /rel="icon"/.test(tag) && /href="\/favicon\.ico"/.test(tag) && /sizes="32x32"/.test(tag)), path).toBe(true)
      expect(icons.some((tag) => /rel="apple-touch-icon"/.test(tag) && /href="\/apple-touch-icon\.png"/.test(tag)), path).toBe(true)
    }
  })

  it('offers a web app manifest with the firm’s name from the settings and icons that exist at their stated sizes', async () => {
    const res = await fetch(`${process.env.TEST_BASE_URL}/manifest.webmanifest`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/)
    const manifest = (await res.json()) as { name: string; short_name: string; start_url: string; icons: { src: string; sizes: string; type: string }[] }
    const settings = (await api('anonymous', 'GET', '/api/globals/site-settings')).body
    expect(manifest.name).toBe(settings.firmName)
    expect(manifest.short_name.length).toBeLessThanOrEqual(12)
    expect(manifest.start_url).toBe('/')
    for (const icon of manifest.icons) {
      const file = await fetch(`${process.env.TEST_BASE_URL}${icon.src}`)
      expect(file.status, icon.src).toBe(200)
      expect(file.headers.get('content-type'), icon.src).toMatch(icon.type)
      const bytes = Buffer.from(await file.arrayBuffer())
      if (icon.type === 'image/png') expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, icon.src).toBe(icon.sizes)
    }
    expect(manifest.icons.map((i) => i.type)).toEqual(expect.arrayContaining(['image/svg+xml', 'image/png']))
    for (const path of ['/', '/blog', '/services/gst-services']) {
      expect((await page(path)).html, path).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/)
    }
    // Not from the admin: installed from there, the app opened the public site.
    expect((await page('/admin/login')).html).not.toContain('rel="manifest"')
  })

  it('marks the 404 page noindex, once, and answers 404', async () => {
    const robots = (html: string) => html.match(/<meta name="robots"[^>]*>/g) ?? []
    const { status, html } = await page('/no-such-page')
    expect(status).toBe(404)
    expect(html).toContain('Oops! Page not found')
    expect(robots(html)).toEqual(['<meta name="robots" content="noindex"/>'])
    const article = await page('/blog/no-such-article')
    expect(article.status).toBe(404)
    expect(article.html).toContain('Article Not Found')
    // The article's 404 said it twice: its metadata's noindex and the one Next.js writes for every 404.
    expect(robots(article.html)).toEqual(['<meta name="robots" content="noindex"/>'])
  })

  it('answers an article address that no slug can have (a NUL byte was a 500 from PostgreSQL) with Article Not Found', async () => {
    for (const path of ['/blog/%00', '/blog/a%00b', `/blog/${'a'.repeat(200)}`]) {
      const { status, html } = await page(path)
      expect(status, path).toBe(404)
      expect(html, path).toContain('Article Not Found')
    }
    // Capitals lead to the lower-case address first (redirects.test.ts), where the same page answers.
    const capitals = await page('/blog/GST-Registration')
    expect(capitals.status).toBe(308)
    expect(capitals.headers.get('location')).toMatch(/\/blog\/gst-registration$/)
  })
})

describe('structured data', () => {
  const types = (html: string) => jsonLd(html).map((d) => d['@type'])

  it('describes the firm, FAQs, breadcrumbs, articles and openings', async () => {
    expect(types((await page('/')).html)).toContain('AccountingService')
    const faq = jsonLd((await page('/faq')).html).find((d) => d['@type'] === 'FAQPage')
    expect(faq?.mainEntity).toHaveLength(3)
    const gst = types((await page('/services/gst-services')).html)
    expect(gst).toEqual(expect.arrayContaining(['AccountingService', 'FAQPage', 'BreadcrumbList']))
    const careers = jsonLd((await page('/careers')).html).filter((d) => d['@type'] === 'JobPosting')
    expect(careers.length).toBeGreaterThanOrEqual(7)
    expect(careers.find((j) => j.title === 'CA Partner')?.validThrough).toMatch(/^\d{4}-08-31T18:29:59\.000Z$/)
    const article = jsonLd((await page('/blog/gst-registration-who-must-register')).html).find((d) => d['@type'] === 'BlogPosting')
    expect(article).toMatchObject({ headline: 'GST Registration: Who Must Register and How to Apply', author: { name: 'GST Desk' } })
  })

  it("leads to the office on Google Maps: the contact section's Get directions and the firm's hasMap, from the address in the settings", async () => {
    const settings = (await api('anonymous', 'GET', '/api/globals/site-settings')).body
    const { street, locality, city, region, postalCode } = settings.address
    const query = [street, locality, city, region, postalCode, 'India'].filter(Boolean).join(', ')
    for (const path of ['/', '/contact']) {
      const { html } = await page(path)
      const firm = jsonLd(html).find((d) => d['@type'] === 'AccountingService')
      const map = new URL(firm?.hasMap)
      expect(`${map.origin}${map.pathname}`).toBe('https://www.google.com/maps/search/')
      expect(map.searchParams.get('query')).toBe(query)
      const link = html.match(/<a href="([^"]+)" target="_blank" rel="noopener noreferrer"[^>]*>Get directions/)
      expect(decodeHtml(link?.[1] ?? '')).toBe(firm?.hasMap)
    }
    // Every page's footer (the FAQ page has no contact section): the address itself is the link.
    const { html } = await page('/faq')
    const footer = html.slice(html.lastIndexOf('<footer'))
    const link = footer.match(/<a class="hover:text-white" href="(https:[^"]+)" target="_blank" rel="noopener noreferrer">([^<]*)</)
    expect(new URL(decodeHtml(link?.[1] ?? 'about:blank')).searchParams.get('query')).toBe(query)
    expect(decodeHtml(link?.[2] ?? '')).toBe([street, locality, city, region].filter(Boolean).join(', '))
  })

  it("names 'CA Expert' in the meta tags of an article without an author, the firm in its structured data, and shows 'Admin'", async () => {
    const article = await createArticle()
    try {
      const { status, html } = await page(`/blog/${article.slug}`)
      expect(status).toBe(200)
      expect(html).toMatch(/By <span[^>]*>Admin<\/span>/)
      expect(metaContent(html, 'author')).toBe('CA Expert')
      expect(metaContent(html, 'article:author')).toBe('CA Expert')
      const posting = jsonLd(html).find((d) => d['@type'] === 'BlogPosting')
      const settings = (await api('anonymous', 'GET', '/api/globals/site-settings')).body
      expect(posting?.author).toMatchObject({ '@type': 'Organization', name: settings.firmName })
      expect(await (await fetch(`${process.env.TEST_BASE_URL}/blog/feed.xml`)).text()).toContain('<dc:creator>CA Expert</dc:creator>')
    } finally {
      await api('admin', 'DELETE', `/api/news-updates/${article.id}`)
    }
  })
})

describe('/sitemap.xml and /robots.txt', () => {
  it('lists every public route and every visible article with lastmod, and no hidden article', async () => {
    const hidden = await createArticle({ active: false })
    const xml = await (await fetch(`${process.env.TEST_BASE_URL}/sitemap.xml`)).text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    for (const path of STATIC_ROUTES) expect(locs, path).toContain(path)
    const visible = await allDocs<{ slug: string }>('anonymous', '/api/news-updates?depth=0')
    expect(visible.length).toBeGreaterThan(0)
    for (const a of visible) expect(locs).toContain(`/blog/${a.slug}`)
    expect(locs).not.toContain(`/blog/${hidden.slug}`)
    expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<lastmod>/g)?.length)
  })

  it('keeps crawlers out of the admin, API and draft previews and points them at the sitemap', async () => {
    const txt = await (await fetch(`${process.env.TEST_BASE_URL}/robots.txt`)).text()
    expect(txt).toMatch(/Disallow: \/admin/)
    expect(txt).toMatch(/Disallow: \/api\//)
    expect(txt).toMatch(/Disallow: \/preview/)
    expect(txt).toMatch(/Sitemap: http.*\/sitemap\.xml/)
    // Nothing a crawler ignores or that exists only under `npm test` (a Host line with a scheme, /test-error).
    expect(txt).not.toMatch(/^Host:/m)
    expect(txt).not.toMatch(/test-error/)
  })
})

describe('legacy admin addresses', () => {
  it.each([
    ['/auth', '/admin/login'],
    ['/seo-admin', '/admin'],
    ['/keyword-tracking', '/admin'],
  ])('%s redirects into the Payload admin', async (from, to) => {
    const res = await page(from)
    expect(res.status).toBe(308)
    expect(new URL(res.headers.get('location')!, 'http://x').pathname).toBe(to)
  })
})

describe('imported article HTML', () => {
  it('reaches visitors sanitised: no script, frame, handler or javascript: link, but the table and links stay', async () => {
    const { status, html } = await page('/blog/tds-rates-chart-quick-reference')
    expect(status).toBe(200)
    const body = html.slice(html.indexOf('class="article-body'))
    expect(body).toContain('<table>')
    expect(body).toContain('href="/services/compliance-services"')
    expect(body).not.toContain("document.title = 'hacked'")
    expect(body).not.toContain('<iframe')
    expect(body).not.toContain('onclick')
    expect(body).not.toContain('javascript:')
  })
})
