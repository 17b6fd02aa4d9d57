// Next.js's page and data cache (ISR, unstable_cache), with three changes to its own file-system cache.
//
// 1. "Not found" pages and redirects (and a cached route's 404 or redirect) are not written to disk. Next.js caches
// every page a dynamic route renders, a 404 included, and its file-system cache writes each one to disk
// (`<distDir>/server/route-cache/...`: about 70 kB per address for this site's "Article Not Found" page). Any visitor
// could therefore fill the server's disk by asking for /blog/<random text> over and over. A redirect a page answers
// with is cached the same way (`/CAREERS?type=partner`, led to /careers?type=partner, for each way of writing the
// address in capitals). A page answered with status 404 or a redirect is kept only in the in-memory cache, which
// `cacheMaxMemorySize` bounds (50 MB by default); every other page is cached as before.
//
// 2. An entry is dated from when its render began, not from when it was stored. Next.js dates an entry `Date.now()`
// as it stores it, and an editor's change (revalidateTag) expires only the entries dated before the change. A page or
// a query whose render began before the change was committed, and so read the old content, but ended after the tags
// were expired, was therefore stored as fresh: the old page stayed for its whole revalidate time (5 minutes), whatever
// the editor did meanwhile. Under load (the SEO crawl renders every page, four at a time) a render lasts seconds and
// this happened to editors' changes (measured: the end-to-end tests that change content and look at the page failed
// on a slow host). Here a render that may have straddled a change is stored dated before it, so the change expires it
// and the next visitor gets a fresh render. (Next.js's newer 'use cache' dates its entries this way; this site uses
// unstable_cache and route segment revalidation.)
//
// 3. An editor's change outlives a restart of the server. Next.js keeps when each cache tag was expired in memory
// only, while the pages and data it cached stay on disk: after a restart (a deployment, a crash, `npm start` again) a
// page or query cached before a change was served as it was, for up to its 5 minutes, as if the change had never been
// made (measured: an article renamed, the server restarted, the old title on the article and on /blog). Here each
// expiry is also written to `.next/cache/expired-tags.json`, beside Next.js's data cache (which outlives builds too),
// and read back when the server (or a build) starts.
//
// Plain JavaScript: Next.js imports this file at run time (`cacheHandler` in next.config.mjs), without compiling it.

import { readFileSync } from 'node:fs'
import { mkdir, readFile, rename, utimes, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
const { default: FileSystemCache } = require('next/dist/server/lib/incremental-cache/file-system-cache.js')
// Next.js's record of when each tag was expired (or marked stale), which its cache consults on every read.
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js')

/**
 * Whether a cache entry is a rendered page, or a route's cached answer (the articles' share images), answered "not
 * found" or with a redirect: kept in memory only.
 * @param {unknown} data
 * @returns {boolean}
 */
export function isMemoryOnlyPage(data) {
  if (!data || typeof data !== 'object') return false
  const { kind, status } = /** @type {{ kind?: unknown; status?: unknown }} */ (data)
  return (kind === 'APP_PAGE' || kind === 'PAGES' || kind === 'APP_ROUTE') && typeof status === 'number' && (status === 404 || (status >= 300 && status < 400))
}

/** The longest a render is taken to last (Next.js gives up on a page's static generation after 60 s too). */
export const MAX_RENDER_MS = 60_000

/**
 * Whether the entry a `get` found (or not) makes the caller render anew: none, or one past its revalidate time. A page
 * Next.js prerendered at build has no lifetime here (Next.js reads it from its build manifest): not counted, as most
 * lookups of it are served as they are; a render it starts when its time is up is dated by the fallback below.
 * @param {any} entry
 * @param {any} ctx
 * @param {number} now
 * @returns {boolean}
 */
export function startsRender(entry, ctx, now) {
  if (!entry || !entry.value || typeof entry.lastModified !== 'number') return true
  const revalidate = entry.value.kind === 'FETCH' ? ctx?.revalidate || entry.value.revalidate : entry.cacheControl?.revalidate
  if (typeof revalidate !== 'number') return false
  return now - entry.lastModified >= revalidate * 1000
}

/**
 * Per cache key, when the earliest render not yet stored may have begun: the first `get` since the last `set` that found
 * no entry, or a stale one. Shared by every handler instance (Next.js makes one per request), as the memory cache is.
 * @type {Map<string, number>}
 */
const renderStarts = new Map()

/**
 * Notes that a render of `key` may begin now, unless one noted earlier may still be running: a note older than any
 * render lasts is a lookup that led to none (a render that failed, a stale entry whose render another request did),
 * and is replaced.
 * @param {string} key
 * @param {number} now
 */
export function noteRenderStart(key, now) {
  const noted = renderStarts.get(key)
  if (noted !== undefined && now - noted <= MAX_RENDER_MS) return
  if (renderStarts.size >= 10_000) {
    // Renders that never stored anything (an error): forget those older than any render lasts.
    for (const [k, at] of renderStarts) if (now - at > MAX_RENDER_MS) renderStarts.delete(k)
  }
  renderStarts.set(key, now)
}

/**
 * The date to give an entry stored now: when its render began if known, and never later than MAX_RENDER_MS ago
 * otherwise (a render not begun by a `get` seen here, or one whose start another store took), so that a change made
 * during the render still expires it. Dating an entry too early costs at most one extra render, never a stale page.
 * @param {string} key
 * @param {number} now
 * @returns {number}
 */
export function renderStartFor(key, now) {
  const started = renderStarts.get(key)
  renderStarts.delete(key)
  const earliest = now - MAX_RENDER_MS
  return started === undefined || started < earliest ? earliest : started
}

/** The most tags whose expiry is kept across restarts (the most recently expired); a few per article and page. */
export const MAX_KEPT_TAGS = 10_000

/**
 * The file the tags' expiry dates are kept in, for a build's `server` directory.
 * @param {string} serverDistDir
 * @returns {string}
 */
export function expiredTagsFile(serverDistDir) {
  return path.join(serverDistDir, '..', 'cache', 'expired-tags.json')
}

/**
 * A tag's expiry as Next.js records it, or null when `value` is not one.
 * @param {unknown} value
 * @returns {{ stale?: number; expired?: number } | null}
 */
function tagExpiry(value) {
  if (!value || typeof value !== 'object') return null
  /** @type {{ stale?: number; expired?: number }} */
  const expiry = {}
  for (const field of /** @type {const} */ (['stale', 'expired'])) {
    const at = /** @type {Record<string, unknown>} */ (value)[field]
    if (typeof at === 'number' && Number.isFinite(at)) expiry[field] = at
  }
  return expiry.stale === undefined && expiry.expired === undefined ? null : expiry
}

/**
 * The tags' expiry dates written to `file`, as [tag, expiry] pairs; none when there is no file yet, or when it cannot be
 * read as one (then said in the server's log: the cache works as Next.js's own until the next change rewrites it).
 * Read at once: when the first handler of a process is made (a constructor cannot wait).
 * @param {string} file
 * @returns {Array<[string, { stale?: number; expired?: number }]>}
 */
export function readExpiredTags(file) {
  let text
  try {
    text = readFileSync(file, 'utf8')
  } catch (err) {
    return unreadable(file, err)
  }
  return parseExpiredTags(file, text)
}

/**
 * readExpiredTags without holding up the server while the file is read: before each write.
 * @param {string} file
 * @returns {Promise<Array<[string, { stale?: number; expired?: number }]>>}
 */
async function readExpiredTagsLater(file) {
  let text
  try {
    text = await readFile(file, 'utf8')
  } catch (err) {
    return unreadable(file, err)
  }
  return parseExpiredTags(file, text)
}

/**
 * Nothing, for a file that could not be read: said in the log unless there is none yet.
 * @param {string} file
 * @param {unknown} err
 * @returns {[]}
 */
function unreadable(file, err) {
  if (/** @type {{ code?: unknown }} */ (err)?.code !== 'ENOENT') console.warn(`Page cache: could not read ${file}; changes made before the restart may show only after 5 minutes.`, err)
  return []
}

/**
 * @param {string} file
 * @param {string} text
 * @returns {Array<[string, { stale?: number; expired?: number }]>}
 */
function parseExpiredTags(file, text) {
  try {
    const tags = JSON.parse(text)?.tags
    if (!tags || typeof tags !== 'object' || Array.isArray(tags)) throw new Error('no "tags" object')
    /** @type {Array<[string, { stale?: number; expired?: number }]>} */
    const pairs = []
    for (const [tag, value] of Object.entries(tags)) {
      const expiry = tagExpiry(value)
      if (expiry) pairs.push([tag, expiry])
    }
    return pairs
  } catch (err) {
    console.warn(`Page cache: ${file} is not a list of expired tags (${err instanceof Error ? err.message : err}); ignored.`)
    return []
  }
}

/**
 * Adds expiry dates read back to Next.js's record, keeping the later date of each tag's two.
 * @param {Map<string, { stale?: number; expired?: number }>} manifest
 * @param {Array<[string, { stale?: number; expired?: number }]>} pairs
 */
export function mergeExpiredTags(manifest, pairs) {
  for (const [tag, expiry] of pairs) {
    const known = manifest.get(tag) ?? {}
    /** @type {{ stale?: number; expired?: number }} */
    const merged = { ...known }
    for (const field of /** @type {const} */ (['stale', 'expired'])) {
      const at = expiry[field]
      const had = known[field]
      if (at !== undefined && (had === undefined || at > had)) merged[field] = at
    }
    manifest.set(tag, merged)
  }
}

/**
 * The file's contents for Next.js's record: its most recently expired MAX_KEPT_TAGS tags.
 * @param {Map<string, { stale?: number; expired?: number }>} manifest
 * @returns {string}
 */
export function expiredTagsJson(manifest) {
  const latest = (/** @type {{ stale?: number; expired?: number }} */ e) => Math.max(e.stale ?? 0, e.expired ?? 0)
  /** @type {Array<[string, { stale?: number; expired?: number }]>} */
  let entries = []
  for (const [tag, value] of manifest) {
    const expiry = tagExpiry(value)
    if (expiry) entries.push([tag, expiry])
  }
  if (entries.length > MAX_KEPT_TAGS) entries = entries.sort((a, b) => latest(b[1]) - latest(a[1])).slice(0, MAX_KEPT_TAGS)
  return JSON.stringify({ tags: Object.fromEntries(entries) })
}

/** The files read back in this process: once each, when the first handler for a build is made. */
const loadedFiles = new Set()

/**
 * Per file, the write waiting to start: a change made while a write is under way is saved by the next, which writes
 * Next.js's whole record as it is then (so writes never interleave, and a burst of changes costs two writes).
 * @type {Map<string, { queued: Promise<void> | null; last: Promise<void> }>}
 */
const writes = new Map()

/**
 * Writes Next.js's record of expired tags to `file` (whole, then renamed into place, so a crash leaves the old file or
 * the new one). Resolves once a write begun after this call has ended; never rejects: a disk that refuses leaves the
 * cache working as Next.js's own, and says so in the log.
 * @param {string} file
 * @returns {Promise<void>}
 */
export function saveExpiredTags(file) {
  let state = writes.get(file)
  if (!state) writes.set(file, (state = { queued: null, last: Promise.resolve() }))
  if (state.queued) return state.queued
  const current = state
  const write = current.last.then(async () => {
    current.queued = null
    const temporary = `${file}.${process.pid}.tmp`
    try {
      await mkdir(path.dirname(file), { recursive: true })
      // Another server on the same build (a second instance, a build) may have written expiries of its own since.
      mergeExpiredTags(tagsManifest, await readExpiredTagsLater(file))
      await writeFile(temporary, expiredTagsJson(tagsManifest))
      await rename(temporary, file)
    } catch (err) {
      console.warn(`Page cache: could not write ${file}; a change made now may show only 5 minutes after a restart.`, err)
    }
  })
  current.queued = write
  current.last = write
  return write
}

export default class PageCacheHandler extends FileSystemCache {
  /** @param {any} ctx */
  constructor(ctx) {
    super(ctx)
    if (typeof this.serverDistDir === 'string') {
      const file = expiredTagsFile(this.serverDistDir)
      if (!loadedFiles.has(file)) {
        loadedFiles.add(file)
        mergeExpiredTags(tagsManifest, readExpiredTags(file))
      }
    }
  }

  /**
   * Next.js's own, and the expiry written to disk before the change's request ends.
   * @param {string | string[]} tags
   * @param {unknown} [durations]
   */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    if (typeof this.serverDistDir === 'string' && (typeof tags === 'string' || tags.length > 0)) await saveExpiredTags(expiredTagsFile(this.serverDistDir))
  }

  /**
   * @param {string} key
   * @param {any} ctx
   */
  async get(key, ctx) {
    const entry = await super.get(key, ctx)
    const now = Date.now()
    if (startsRender(entry, ctx, now)) noteRenderStart(key, now)
    return entry
  }

  /**
   * @param {string} key
   * @param {unknown} data
   * @param {unknown} ctx
   */
  set(key, data, ctx) {
    const now = Date.now()
    const startedAt = renderStartFor(key, now)
    const stored = this.storeEntry(key, data, ctx)
    // The parent puts the entry in its memory cache, dated now, before its first await (then writes it to disk):
    // dated here from its render's start.
    const entry = FileSystemCache.memoryCache?.get(key)
    if (entry && entry.value === data && entry.lastModified > startedAt) entry.lastModified = startedAt
    // An entry read back from disk (after the memory cache let it go, 50 MB of pages later) is dated by its file's
    // modification time: given the render's start too, once written.
    const file = startedAt < now ? this.entryFile(key, data) : null
    if (!file) return stored
    return stored.then(async (result) => {
      const date = new Date(startedAt)
      await utimes(file, date, date).catch(() => undefined)
      return result
    })
  }

  /**
   * The file an entry is read back from, and dated by, when the memory cache no longer holds it (Next.js's layout of
   * it); null for an entry kept in memory only.
   * @param {string} key
   * @param {unknown} data
   * @returns {string | null}
   */
  entryFile(key, data) {
    if (!this.flushToDisk || !data || typeof data !== 'object' || isMemoryOnlyPage(data)) return null
    const kind = /** @type {{ kind?: unknown }} */ (data).kind
    try {
      if (kind === 'APP_PAGE' || kind === 'PAGES') return this.getFilePath(`${key}.html`, kind)
      if (kind === 'APP_ROUTE') return this.getFilePath(`${key}.body`, kind)
      if (kind === 'FETCH') return this.getFilePath(key, kind)
    } catch {
      // A key Next.js's layout refuses (it does the same when it writes the entry): nothing to date.
    }
    return null
  }

  /**
   * Next.js's `set`, except that a "not found" or redirect page is kept in memory only.
   * @param {string} key
   * @param {unknown} data
   * @param {unknown} ctx
   */
  async storeEntry(key, data, ctx) {
    if (!isMemoryOnlyPage(data)) return super.set(key, data, ctx)
    // The parent keeps the entry in memory, then writes it to disk only when flushToDisk is on. It reads the flag before
    // its first await, so the flag is off for that read alone and back on before anything else runs.
    const flushToDisk = this.flushToDisk
    this.flushToDisk = false
    try {
      return super.set(key, data, ctx)
    } finally {
      this.flushToDisk = flushToDisk
    }
  }
}
