import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js'
import type { IncrementalCacheKind } from 'next/dist/server/response-cache/types.js'
import { afterAll, describe, expect, it, vi } from 'vitest'

import { getMemoryCache } from 'next/dist/server/lib/incremental-cache/memory-cache.external.js'
import PageCacheHandler, {
  entryStamp,
  expiredTagsJson,
  isMemoryOnlyPage,
  MAX_KEPT_TAGS,
  MAX_RENDER_MS,
  mergeExpiredTags,
  moveStampBack,
  noteRenderStart,
  readExpiredTags,
  renderStartFor,
  startsRender,
} from '@/lib/pageCacheHandler.mjs'

// A build's directory (.next) and its `server` directory, which the handler is given.
const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-'))
const distDir = path.join(buildDir, 'server')
afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }))

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

  // A query a render cached (unstable_cache) after reading it before a change, stored after the change's expiry.
  const storeStraddledData = async (cache: PageCacheHandler, tag: string, dataKey: string) => {
    expect(await cache.get(dataKey, fetchContext([tag]))).toBeNull()
    await tick()
    await cache.revalidateTag([tag])
    await tick()
    await cache.set(dataKey, { kind: 'FETCH', data: { headers: {}, body: '"old"', status: 200 }, revalidate: 300 }, { fetchCache: true, tags: [tag], revalidate: 300 })
  }

  it('does the same for data a render cached (unstable_cache)', async () => {
    const cache = handler()
    const tag = `settings-${Date.now()}`
    await storeStraddledData(cache, tag, `straddled-data-${tag}`)
    expect(await cache.get(`straddled-data-${tag}`, fetchContext([tag]))).toBeNull()
  })

  it('expires such data also once the memory cache has let it go and it is read back from disk', async () => {
    const cache = handler()
    const tag = `settings-evicted-${Date.now()}`
    await storeStraddledData(cache, tag, `evicted-data-${tag}`)
    getMemoryCache(5 * 1024 * 1024).remove(`evicted-data-${tag}`)
    expect(await cache.get(`evicted-data-${tag}`, fetchContext([tag]))).toBeNull()
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

describe('the date Next.js 16.5 writes beside an entry on disk', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-stamp-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
  const write = (name: string, json: unknown) => {
    const file = path.join(dir, name)
    fs.writeFileSync(file, JSON.stringify(json))
    return file
  }
  const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'))

  it('is found in a page’s or route’s .meta file and in a data entry’s own file', () => {
    expect(entryStamp('/c/app/blog/gst.html', { kind: 'APP_PAGE' })).toEqual({ file: '/c/app/blog/gst.meta', field: 'routeCacheLastModified' })
    expect(entryStamp('/c/pages/about.html', { kind: 'PAGES' })).toEqual({ file: '/c/pages/about.meta', field: 'routeCacheLastModified' })
    expect(entryStamp('/c/app/blog/gst/share.png.body', { kind: 'APP_ROUTE' })).toEqual({ file: '/c/app/blog/gst/share.png.meta', field: 'routeCacheLastModified' })
    expect(entryStamp('/c/fetch-cache/0a1b', { kind: 'FETCH' })).toEqual({ file: '/c/fetch-cache/0a1b', field: 'lastModified' })
    expect(entryStamp('/c/x', { kind: 'IMAGE' })).toBeNull()
    expect(entryStamp('/c/x', null)).toBeNull()
  })

  it('is moved back to the render’s start, the rest of the file kept', async () => {
    const file = write('moved.meta', { status: 200, headers: { 'x-next-cache-tags': 'jobs' }, routeCacheLastModified: 5000 })
    expect(await moveStampBack(file, 'routeCacheLastModified', 3000, 5000)).toBe(true)
    expect(read(file)).toEqual({ status: 200, headers: { 'x-next-cache-tags': 'jobs' }, routeCacheLastModified: 3000 })
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([])
  })

  it('is left alone when another render has written the file since, or it is already earlier', async () => {
    const rewritten = write('rewritten.meta', { routeCacheLastModified: 7000 })
    expect(await moveStampBack(rewritten, 'routeCacheLastModified', 3000, 5000)).toBe(false)
    expect(read(rewritten).routeCacheLastModified).toBe(7000)
    const earlier = write('earlier.json', { kind: 'FETCH', lastModified: 2000 })
    expect(await moveStampBack(earlier, 'lastModified', 3000, undefined)).toBe(false)
    expect(read(earlier).lastModified).toBe(2000)
  })

  it('is not added where the installed Next.js writes none (16.4 dates by the file), and a broken file is not touched', async () => {
    const without = write('without.meta', { status: 200, headers: {} })
    expect(await moveStampBack(without, 'routeCacheLastModified', 3000, undefined)).toBe(false)
    expect(read(without)).toEqual({ status: 200, headers: {} })
    const broken = path.join(dir, 'broken.meta')
    fs.writeFileSync(broken, '{"routeCacheLastModified": 50')
    expect(await moveStampBack(broken, 'routeCacheLastModified', 3000, undefined)).toBe(false)
    expect(fs.readFileSync(broken, 'utf8')).toBe('{"routeCacheLastModified": 50')
    expect(await moveStampBack(path.join(dir, 'missing.meta'), 'routeCacheLastModified', 3000, undefined)).toBe(false)
  })
})

// What a newly started server (another process, as after a restart or a deployment) finds in the cache, for each key.
function lookUpAfterRestart(keys: Array<{ key: string; kind: 'APP_PAGE' | 'FETCH'; tags?: string[] }>): Array<string | null> {
  const script = `
    import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js'
    const { default: PageCacheHandler } = await import(${JSON.stringify(pathToFileURL(path.resolve('src/lib/pageCacheHandler.mjs')).href)})
    const cache = new PageCacheHandler({ fs: nodeFs, serverDistDir: ${JSON.stringify(distDir)}, flushToDisk: true, maxMemoryCacheSize: 5 * 1024 * 1024, revalidatedTags: [], _requestHeaders: {} })
    const found = []
    for (const { key, kind, tags } of ${JSON.stringify(keys)}) {
      const ctx = kind === 'FETCH' ? { kind, revalidate: 300, tags, softTags: [], fetchIdx: 0, fetchUrl: 'unstable_cache' } : { kind, isRoutePPREnabled: false, isFallback: false }
      const entry = await cache.get(key, ctx)
      found.push(entry ? (entry.value.html ?? entry.value.data.body) : null)
    }
    console.log(JSON.stringify(found))
  `
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: process.cwd(), encoding: 'utf8' })
  return JSON.parse(out.trim().split('\n').at(-1)!)
}

describe('an editor’s change, after the server restarts', () => {
  const file = path.join(buildDir, 'cache', 'expired-tags.json')

  it('still expires the pages and data cached before it, which a restarted server would otherwise serve as they were', async () => {
    const cache = handler()
    const changed = `article-${Date.now()}`
    const untouched = `faqs-${Date.now()}`
    await cache.set(key(`renamed-${changed}`), taggedPage('<h1>Old title</h1>', [changed]), setContext)
    await cache.set(key(`kept-${untouched}`), taggedPage('<h1>Unchanged</h1>', [untouched]), setContext)
    const data = { kind: 'FETCH', data: { headers: {}, body: '"old list"', status: 200 }, revalidate: 300 }
    await cache.set(`list-${changed}`, data, { fetchCache: true, tags: [changed], revalidate: 300 })
    await tick()
    // The editor renames the article; then the server is restarted before anyone looks at the page again.
    await cache.revalidateTag([changed], { expire: 0 })
    expect(
      lookUpAfterRestart([
        { key: key(`renamed-${changed}`), kind: 'APP_PAGE' },
        { key: `list-${changed}`, kind: 'FETCH', tags: [changed] },
        { key: key(`kept-${untouched}`), kind: 'APP_PAGE' },
      ]),
    ).toEqual([null, null, '<h1>Unchanged</h1>'])
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).tags[changed]).toMatchObject({ expired: expect.any(Number) })
  })

  it('keeps every change of a burst, written one at a time', async () => {
    const cache = handler()
    const tags = Array.from({ length: 25 }, (_, i) => `burst-${i}-${Date.now()}`)
    await Promise.all(tags.map((tag) => cache.revalidateTag(tag, { expire: 0 })))
    const written = JSON.parse(fs.readFileSync(file, 'utf8')).tags
    for (const tag of tags) expect(written[tag]).toMatchObject({ expired: expect.any(Number) })
    expect(fs.readdirSync(path.dirname(file)).filter((f) => f.endsWith('.tmp'))).toEqual([])
  })

  it('keeps the expiries another server on the same build wrote meanwhile', async () => {
    const cache = handler()
    const theirs = `their-change-${Date.now()}`
    const ours = `our-change-${Date.now()}`
    await cache.revalidateTag(`first-${Date.now()}`, { expire: 0 })
    // Another process adds its own change to the file.
    const written = JSON.parse(fs.readFileSync(file, 'utf8'))
    written.tags[theirs] = { expired: Date.now() }
    fs.writeFileSync(file, JSON.stringify(written))
    await cache.revalidateTag(ours, { expire: 0 })
    const tags = JSON.parse(fs.readFileSync(file, 'utf8')).tags
    expect(Object.keys(tags)).toEqual(expect.arrayContaining([theirs, ours]))
  })

  it('still expires the tag when the disk refuses the file, and says so in the log', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      // A build folder whose cache folder cannot be made (a file is in its way).
      const blocked = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-blocked-'))
      fs.writeFileSync(path.join(blocked, 'cache'), 'not a folder')
      const cache = new PageCacheHandler({ fs: nodeFs, serverDistDir: path.join(blocked, 'server'), flushToDisk: true, maxMemoryCacheSize: 5 * 1024 * 1024, revalidatedTags: [], _requestHeaders: {} })
      const tag = `blocked-${Date.now()}`
      const pageKey = key(`blocked-${tag}`)
      await cache.set(pageKey, taggedPage('<h1>Old</h1>', [tag]), setContext)
      await tick()
      await expect(cache.revalidateTag([tag], { expire: 0 })).resolves.toBeUndefined()
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not write'), expect.anything())
      // The running server has expired it all the same.
      expect(await cache.get(pageKey, getContext)).toBeNull()
      fs.rmSync(blocked, { recursive: true, force: true })
    } finally {
      warn.mockRestore()
    }
  })

  it('reads back nothing from a missing or damaged file, and skips entries that are not dates', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      expect(readExpiredTags(path.join(buildDir, 'no-such-dir', 'expired-tags.json'))).toEqual([])
      expect(warn).not.toHaveBeenCalled()
      const damaged = path.join(buildDir, 'damaged.json')
      fs.writeFileSync(damaged, '{"tags": {"a": {"expired": 1')
      expect(readExpiredTags(damaged)).toEqual([])
      expect(warn).toHaveBeenCalledTimes(1)
      fs.writeFileSync(damaged, JSON.stringify({ tags: { good: { expired: 5, stale: 4 }, text: { expired: 'yesterday' }, none: null, partly: { stale: 7, expired: 'x' } } }))
      expect(readExpiredTags(damaged)).toEqual([
        ['good', { expired: 5, stale: 4 }],
        ['partly', { stale: 7 }],
      ])
    } finally {
      warn.mockRestore()
    }
  })

  it('keeps the later of two dates for a tag, and the most recently expired tags when there are too many', () => {
    const manifest = new Map<string, { stale?: number; expired?: number }>([['article', { expired: 100, stale: 50 }]])
    mergeExpiredTags(manifest, [
      ['article', { expired: 80, stale: 90 }],
      ['faqs', { expired: 10 }],
    ])
    expect(manifest.get('article')).toEqual({ expired: 100, stale: 90 })
    expect(manifest.get('faqs')).toEqual({ expired: 10 })
    const many = new Map(Array.from({ length: MAX_KEPT_TAGS + 5 }, (_, i) => [`tag-${i}`, { expired: i }] as const))
    const kept = Object.keys(JSON.parse(expiredTagsJson(many)).tags)
    expect(kept).toHaveLength(MAX_KEPT_TAGS)
    expect(kept).not.toContain('tag-4')
    expect(kept).toContain('tag-5')
    expect(kept).toContain(`tag-${MAX_KEPT_TAGS + 4}`)
  })
})

describe('two copies of the handler in one process', () => {
  it('share what they keep, as Next.js loads the file more than once in a server process', async () => {
    // A second copy of the file, with module variables of its own (as Next.js's second load of it has).
    const second = (await import(/* @vite-ignore */ `${pathToFileURL(path.resolve('src/lib/pageCacheHandler.mjs')).href}?second-copy`)) as typeof import('@/lib/pageCacheHandler.mjs')
    expect(second.renderStartFor).not.toBe(renderStartFor)
    // A render noted by one copy's lookup dates the entry the other copy stores.
    noteRenderStart('/route-cache/two-copies', 1_000)
    expect(second.renderStartFor('/route-cache/two-copies', 2_000)).toBe(1_000)
  })
})
