import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { api, decodeHtml, page, unique } from '../helpers/api'

// The build the site under test serves (npm test sets it; the dev site's is .next).
const distDir = path.resolve(process.env.TEST_DIST_DIR || '.next')

const filesNamed = (dir: string, text: string): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => f.includes(text)) : []
const fileCount = (dir: string): number => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).length : 0)

describe('addresses that do not exist', () => {
  it('are answered Article Not Found without storing anything on disk, so they cannot fill it', async () => {
    expect(fs.existsSync(path.join(distDir, 'server')), `the site's build folder ${distDir}`).toBe(true)
    const dataCache = path.join(distDir, 'cache', 'fetch-cache')
    const slugs = [unique('no-such-article'), unique('no-such-article'), unique('no-such-article')]
    // The first unknown address loads what every one of them shares (the article list, the redirect table).
    expect((await page(`/blog/${slugs[0]}`)).status).toBe(404)
    const dataEntries = fileCount(dataCache)
    for (const slug of slugs) {
      // Asked twice: the second visit is served as the first was.
      for (let visit = 0; visit < 2; visit++) {
        const res = await page(`/blog/${slug}`)
        expect(res.status).toBe(404)
        expect(res.html).toContain('Article Not Found')
      }
    }
    // Nor does an article's share image asked for at a made-up address (its 404 is kept in memory only).
    for (const slug of slugs) expect((await page(`/blog/${slug}/share.png`)).status).toBe(404)
    for (const slug of slugs) expect(filesNamed(path.join(distDir, 'server'), slug)).toEqual([])
    // No data-cache entry per unknown slug either (the article lookup is cached per slug it is asked for).
    expect(fileCount(dataCache)).toBe(dataEntries)
  })

  it('still shows a real article, cached as before', async () => {
    const { body } = await api('anonymous', 'GET', '/api/news-updates?limit=1&sort=-published_date')
    const { slug, title } = body.docs[0] as { slug: string; title: string }
    await page(`/blog/${slug}`)
    const res = await page(`/blog/${slug}`)
    expect(res.status).toBe(200)
    expect(decodeHtml(res.html)).toContain(title)
    expect(res.headers.get('x-nextjs-cache')).toMatch(/^(HIT|STALE)$/)
  })
})

describe("Next.js's image optimiser", () => {
  it('is off: no page uses it, and it resized any uploaded image on request and kept each size on disk', async () => {
    const { body } = await api('anonymous', 'GET', '/api/media?limit=1&depth=0')
    const url = new URL(body.docs[0].url as string, 'http://site.local').pathname
    expect((await page(url)).status).toBe(200)
    const imagesDir = path.join(distDir, 'cache', 'images')
    const before = fileCount(imagesDir)
    const res = await page(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`)
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).not.toMatch(/^image\//)
    expect(fileCount(imagesDir)).toBe(before)
  })
})

describe("visitors' browsers", () => {
  it('ask again for a page, and for the RSC payload a link fetches, before each use: no stale-while-revalidate for their own cache', async () => {
    const base = process.env.TEST_BASE_URL
    for (const headers of [{ Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }, { RSC: '1' }] as Record<string, string>[]) {
      for (const path of ['/', '/faq', '/blog/gst-registration-who-must-register']) {
        const res = await fetch(`${base}${path}`, { headers })
        expect(res.status, path).toBe(200)
        expect(res.headers.get('cache-control'), `${path} ${JSON.stringify(headers)}`).toBe('private, no-cache')
      }
    }
    // The admin keeps its no-store, an icon its day, even when asked for as a page.
    const admin = await fetch(`${base}/admin/login`, { headers: { Accept: 'text/html' } })
    expect(admin.headers.get('cache-control')).toContain('no-store')
    const icon = await fetch(`${base}/favicon.ico`, { headers: { Accept: 'text/html' } })
    expect(icon.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800')
  })
})
