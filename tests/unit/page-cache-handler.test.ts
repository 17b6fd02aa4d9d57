import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js'
import type { IncrementalCacheKind } from 'next/dist/server/response-cache/types.js'
import { afterAll, describe, expect, it } from 'vitest'

import { getMemoryCache } from 'next/dist/server/lib/incremental-cache/memory-cache.external.js'
import PageCacheHandler, { isMemoryOnlyPage, MAX_RENDER_MS, noteRenderStart, renderStartFor, startsRender } from '@/lib/pageCacheHandler.mjs'

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-'))
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }))

const handler = () => new PageCacheHandler({ fs: nodeFs, serverDistDir: distDir, flushToDisk: true, maxMemoryCacheSize: 5 * 1024 * 1024, revalidatedTags: [], _requestHeaders: {} })

// The shape Next.js 16 gives a rendered App Router page, under the key its response cache uses.
const renderedPage = (status: number) => ({
  kind: 'APP_PAGE',
  html: `<h1>${status === 404 ? 'Article Not Found' : 'An article'}</h1>`,
  rscData: Buffer.from('0:{}'),
  headers: {},
  postponed: undefined,
  status,
  segmentData: undefined,
})
const key = (slug: string) => `/route-cache/APP_PAGE/0123abcd/$/blog/${slug}`
const setContext = { cacheControl: { revalidate: 300, expire: 31536000 }, isRoutePPREnabled: false, isFallback: false }
// IncrementalCacheKind.APP_PAGE (a const enum in Next.js's types, which isolated modules cannot read).
const getContext = { kind: 'APP_PAGE' as IncrementalCacheKind.APP_PAGE, isRoutePPREnabled: false, isFallback: false }

const filesOnDisk = (): string[] => (fs.existsSync(distDir) ? fs.readdirSync(distDir, { recursive: true }).map(String) : [])

describe('the page cache', () => {
  it('keeps a page answered "not found" in memory only, so made-up addresses cannot fill the disk', async () => {
    await handler().set(key('no-such-article'), renderedPage(404), setContext)
    expect(filesOnDisk().filter((f) => f.includes('no-such-article'))).toEqual([])
    // Served from memory to the next visitor of the same address.
    const cached = await handler().get(key('no-such-article'), getContext)
    expect(cached?.value).toMatchObject({ kind: 'APP_PAGE', status: 404 })
  })

  it('still writes every other page to disk, as Next.js does', async () => {
    await handler().set(key('gst-returns'), renderedPage(200), setContext)
    expect(filesOnDisk().filter((f) => f.includes('gst-returns')).sort()).toEqual(
      expect.arrayContaining([expect.stringMatching(/gst-returns\.html$/), expect.stringMatching(/gst-returns\.meta$/), expect.stringMatching(/gst-returns\.rsc$/)]),
    )
  })

  it('writes to disk again after a "not found" page was kept in memory', async () => {
    const cache = handler()
    await cache.set(key('missing-first'), renderedPage(404), setContext)
    await cache.set(key('present-after'), renderedPage(200), setContext)
    expect(filesOnDisk().some((f) => f.endsWith('present-after.html'))).toBe(true)
    expect(filesOnDisk().some((f) => f.includes('missing-first'))).toBe(false)
  })

  it('keeps a page answered with a redirect in memory only, as each way of writing an address in capitals has one', async () => {
    const redirectKey = '/route-cache/APP_PAGE/0123abcd/$/careers-filter/partner/CAREERS'
    await handler().set(redirectKey, { ...renderedPage(308), headers: { location: '/careers?type=partner' } }, setContext)
    expect(filesOnDisk().filter((f) => f.includes('CAREERS'))).toEqual([])
    const cached = await handler().get(redirectKey, getContext)
    expect(cached?.value).toMatchObject({ kind: 'APP_PAGE', status: 308, headers: { location: '/careers?type=partner' } })
  })

  it('tells a "not found" or redirect page from everything else it caches', () => {
    expect(isMemoryOnlyPage(renderedPage(404))).toBe(true)
    expect(isMemoryOnlyPage({ kind: 'PAGES', status: 404 })).toBe(true)
    expect(isMemoryOnlyPage(renderedPage(308))).toBe(true)
    expect(isMemoryOnlyPage(renderedPage(307))).toBe(true)
    expect(isMemoryOnlyPage(renderedPage(200))).toBe(false)
    // A page without a status of its own (the default 200).
    expect(isMemoryOnlyPage({ kind: 'APP_PAGE', html: '' })).toBe(false)
    // A cached route's answer (an article's share image) for an address that is no article's, and its image.
    expect(isMemoryOnlyPage({ kind: 'APP_ROUTE', status: 404, body: Buffer.from('No such article.'), headers: {} })).toBe(true)
    expect(isMemoryOnlyPage({ kind: 'APP_ROUTE', status: 200, body: Buffer.from('PNG'), headers: {} })).toBe(false)
    // A cached fetch whose own answer was a 404 or a redirect is data, not a page a visitor asked for.
    expect(isMemoryOnlyPage({ kind: 'FETCH', status: 404, data: {} })).toBe(false)
    expect(isMemoryOnlyPage({ kind: 'FETCH', status: 301, data: {} })).toBe(false)
    expect(isMemoryOnlyPage(null)).toBe(false)
    expect(isMemoryOnlyPage(undefined)).toBe(false)
  })
})

// A rendered page as Next.js stores it after a render that read data under these cache tags.
const taggedPage = (html: string, tags: string[]) => ({ ...renderedPage(200), html, headers: { 'x-next-cache-tags': tags.join(',') } })
const fetchContext = (tags: string[]) => ({ kind: 'FETCH' as IncrementalCacheKind.FETCH, revalidate: 300, tags, softTags: [], fetchIdx: 0, fetchUrl: 'unstable_cache' })
const tick = () => new Promise((resolve) => setTimeout(resolve, 15))

describe('a change made while a page was rendering', () => {
  it('expires the page that render stores, though it was stored after the change', async () => {
    const cache = handler()
    const tag = `jobs-${Date.now()}`
    const pageKey = key(`straddled-${tag}`)
    // A visitor's request finds no page and starts a render, which reads the openings as they are.
    expect(await cache.get(pageKey, getContext)).toBeNull()
    await tick()
    // An editor's change is committed and its tag expired while that render runs.
    await cache.revalidateTag([tag])
    await tick()
    // The render ends and is stored: it holds the old openings.
    await cache.set(pageKey, taggedPage('<li>Old title</li>', [tag]), setContext)
    // The next visitor gets a new render, not the old page for the next 5 minutes.
    expect(await cache.get(pageKey, getContext)).toBeNull()
  })

  it('expires it also once the memory cache has let it go and it is read back from disk', async () => {
    const cache = handler()
    const tag = `careers-${Date.now()}`
    const pageKey = key(`evicted-${tag}`)
    expect(await cache.get(pageKey, getContext)).toBeNull()
    await tick()
    await cache.revalidateTag([tag])
    await tick()
    await cache.set(pageKey, taggedPage('<li>Old opening</li>', [tag]), setContext)
    // Many pages later, the bounded memory cache drops it; the next visitor's request reads the file.
    // (Next.js's one memory cache, which the handlers share: the size applies only when it is first made.)
    getMemoryCache(5 * 1024 * 1024).remove(pageKey)
    expect(await cache.get(pageKey, getContext)).toBeNull()
  })

  it('does the same for data a render cached (unstable_cache)', async () => {
    const cache = handler()
    const tag = `settings-${Date.now()}`
    const dataKey = `straddled-data-${tag}`
    expect(await cache.get(dataKey, fetchContext([tag]))).toBeNull()
    await tick()
    await cache.revalidateTag([tag])
    await tick()
    await cache.set(dataKey, { kind: 'FETCH', data: { headers: {}, body: '"old"', status: 200 }, revalidate: 300 }, { fetchCache: true, tags: [tag], revalidate: 300 })
    expect(await cache.get(dataKey, fetchContext([tag]))).toBeNull()
  })

  it('keeps a page whose render began after the change: one render per change, not two', async () => {
    const cache = handler()
    const tag = `faqs-${Date.now()}`
    const pageKey = key(`after-${tag}`)
    await cache.revalidateTag([tag])
    await tick()
    expect(await cache.get(pageKey, getContext)).toBeNull()
    await tick()
    await cache.set(pageKey, taggedPage('<li>New answer</li>', [tag]), setContext)
    // The next visitor is served that render: the change cost one render.
    const cached = await cache.get(pageKey, getContext)
    expect(cached?.value).toMatchObject({ html: '<li>New answer</li>' })
  })

  it('dates a stored entry from its render’s start, or a render’s longest time ago when it did not see that start', () => {
    const now = 1_800_000_000_000
    expect(renderStartFor('never-asked-for', now)).toBe(now - MAX_RENDER_MS)
    // Two renders at once: the entry stored is dated from the earlier.
    noteRenderStart('asked-twice', now - 5000)
    noteRenderStart('asked-twice', now - 1000)
    expect(renderStartFor('asked-twice', now)).toBe(now - 5000)
    // A lookup longer ago than any render lasts led to no render: the render begun since is dated from its own start.
    noteRenderStart('asked-long-ago', now - 10 * MAX_RENDER_MS)
    noteRenderStart('asked-long-ago', now - 2000)
    expect(renderStartFor('asked-long-ago', now)).toBe(now - 2000)
    // An entry found fresh starts no render; missing or stale, it does.
    expect(startsRender(null, getContext, now)).toBe(true)
    expect(startsRender({ lastModified: now - 1000, value: renderedPage(200), cacheControl: { revalidate: 300 } }, getContext, now)).toBe(false)
    expect(startsRender({ lastModified: now - 301_000, value: renderedPage(200), cacheControl: { revalidate: 300 } }, getContext, now)).toBe(true)
    // A page prerendered at build, whose lifetime only Next.js's manifest holds: a render it starts is dated by the fallback.
    expect(startsRender({ lastModified: now - 1000, value: renderedPage(200) }, getContext, now)).toBe(false)
    expect(startsRender({ lastModified: now - 1000, value: { kind: 'FETCH', data: {}, revalidate: 300 } }, fetchContext([]), now)).toBe(false)
    expect(startsRender({ lastModified: now - 301_000, value: { kind: 'FETCH', data: {}, revalidate: 300 } }, fetchContext([]), now)).toBe(true)
  })
})
