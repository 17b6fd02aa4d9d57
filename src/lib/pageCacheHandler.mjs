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
// 4. An editor's change shows at once on every instance of the site on one database, not only on the one that saved it.
// Each server process writes the tags a change expires to the `page_cache_tags` table (src/lib/pageCacheTags.ts) before
// the change's request ends, and reads the rows other processes wrote every SYNC_INTERVAL_MS into Next.js's record, moved
// onto its own clock. Only in a server that serves (scripts/serve.mjs sets PAGE_CACHE_SYNC): not in a build, not in tests
// of this file. A database that cannot be reached leaves each instance's cache as Next.js's own, and says so in the log.
//
// Plain JavaScript: Next.js imports this file at run time (`cacheHandler` in next.config.mjs), without compiling it.

import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir, readFile, rename, rm, utimes, writeFile } from 'node:fs/promises'
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
 * What this file keeps for the whole process. Next.js loads this file more than once in one server process (measured:
 * two copies, each with its own module variables), while the record of expired tags and the memory cache it works on
 * are Next.js's, one per process: so is this, kept on `globalThis`.
 * @typedef {{
 *   renderStarts: Map<string, number>;
 *   loadedFiles: Set<string>;
 *   writes: Map<string, { queued: Promise<void> | null; last: Promise<void> }>;
 *   tagSync: { ready: Promise<ReturnType<typeof createTagSync> | null>; firstRead: Promise<unknown>; settled: boolean } | false | null;
 * }} ProcessState
 */
const PROCESS_STATE = Symbol.for('ca-gurgaon-site.pageCacheHandler')
/** @type {ProcessState} */
const shared = /** @type {any} */ (globalThis)[PROCESS_STATE] ??= { renderStarts: new Map(), loadedFiles: new Set(), writes: new Map(), tagSync: null }

/**
 * Per cache key, when the earliest render not yet stored may have begun: the first `get` since the last `set` that found
 * no entry, or a stale one. Shared by every handler instance (Next.js makes one per request), as the memory cache is.
 */
const renderStarts = shared.renderStarts

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
const loadedFiles = shared.loadedFiles

/**
 * Per file, the write waiting to start: a change made while a write is under way is saved by the next, which writes
 * Next.js's whole record as it is then (so writes never interleave, and a burst of changes costs two writes).
 */
const writes = shared.writes

/**
 * Replaces `file` with `text` whole: written beside it, then renamed into place, so a reader or a crash finds the old
 * file or the new one, never half of it. The file written beside it is removed when the write fails.
 * @param {string} file
 * @param {string} text
 */
async function replaceFile(file, text) {
  const temporary = `${file}.${randomUUID()}.tmp`
  try {
    await writeFile(temporary, text)
    await rename(temporary, file)
  } catch (err) {
    await rm(temporary, { force: true })
    throw err
  }
}

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
    try {
      await mkdir(path.dirname(file), { recursive: true })
      // Another server on the same build (a second instance, a build) may have written expiries of its own since.
      mergeExpiredTags(tagsManifest, await readExpiredTagsLater(file))
      await replaceFile(file, expiredTagsJson(tagsManifest))
    } catch (err) {
      console.warn(`Page cache: could not write ${file}; a change made now may show only 5 minutes after a restart.`, err)
    }
  })
  current.queued = write
  current.last = write
  return write
}

/** The table every instance writes its expiries to (src/lib/pageCacheTags.ts). */
export const PAGE_CACHE_TAGS_TABLE = 'page_cache_tags'

/** How often a serving process reads the expiries other processes wrote. */
export const SYNC_INTERVAL_MS = 2_000

/** How long the first page lookups of a process wait for the expiries made before it started (then served as they are). */
const FIRST_READ_WAIT_MS = 3_000

/**
 * @typedef {{ tag: unknown; stale: unknown; expired: unknown; written_at: unknown; origin: unknown; version: unknown }} TagRow
 * @typedef {(text: string, values?: unknown[]) => Promise<{ rows: any[] }>} Query
 */

// The rows changed since the last read, the newest MAX_KEPT_TAGS of them; all of them at the first read ($1 null). A
// row becomes visible when its write commits, which may be after a row written later, hence the 30 s read again (each
// row's version tells what was already applied). The database's own clock, so the servers' clocks do not matter here.
const READ_TAGS = `SELECT now()::text AS read_at, coalesce((SELECT json_agg(r) FROM (
  SELECT tag, stale::float8 AS stale, expired::float8 AS expired, written_at::float8 AS written_at, origin, version
  FROM ${PAGE_CACHE_TAGS_TABLE}
  WHERE $1::timestamptz IS NULL OR updated_at > $1::timestamptz - interval '30 seconds'
  ORDER BY updated_at DESC LIMIT ${MAX_KEPT_TAGS}) r), '[]'::json) AS rows`

const WRITE_TAGS = `INSERT INTO ${PAGE_CACHE_TAGS_TABLE} (tag, stale, expired, written_at, origin)
  SELECT u.tag, u.stale, u.expired, $4::numeric, $5::varchar FROM unnest($1::varchar[], $2::numeric[], $3::numeric[]) AS u(tag, stale, expired)
  ON CONFLICT (tag) DO UPDATE SET stale = excluded.stale, expired = excluded.expired, written_at = excluded.written_at,
    origin = excluded.origin, version = nextval('${PAGE_CACHE_TAGS_TABLE}_version_seq'), updated_at = now()`

/**
 * Keeps Next.js's record of expired tags (`manifest`) the same in every server process on one database: `publish`
 * writes the tags a change here expired, `read` applies those other processes wrote since the last read.
 * @param {{ query: Query; origin: string; manifest: Map<string, { stale?: number; expired?: number }>; clock?: () => number }} options
 */
export function createTagSync({ query, origin, manifest, clock = Date.now }) {
  /** Per tag, the version of its row already applied here. @type {Map<string, number>} */
  const applied = new Map()
  /** The database's time at the last read that succeeded; null before the first. @type {string | null} */
  let readAt = null
  let failing = false

  /**
   * @param {TagRow[]} rows
   * @param {number | null} now this server's time, to move each row's dates onto; null to take them as they are
   * @returns {number} how many tags another process expired
   */
  const apply = (rows, now) => {
    /** @type {Array<[string, { stale?: number; expired?: number }]>} */
    const pairs = []
    for (const row of rows) {
      const { tag, version, written_at: writtenAt } = row
      if (typeof tag !== 'string' || typeof version !== 'number' || typeof writtenAt !== 'number') continue
      const had = applied.get(tag)
      if (had !== undefined && had >= version) continue
      applied.set(tag, version)
      if (row.origin === origin) continue
      // Dated as if the change had been made here when it was read: a server whose clock is behind the writer's would
      // otherwise take an immediate expiry for one in the future. A read at most SYNC_INTERVAL_MS late costs at most
      // one extra render of a page rendered meanwhile.
      const shift = now === null ? 0 : now - writtenAt
      const expiry = tagExpiry({ stale: typeof row.stale === 'number' ? row.stale + shift : undefined, expired: typeof row.expired === 'number' ? row.expired + shift : undefined })
      if (expiry) pairs.push([tag, expiry])
    }
    mergeExpiredTags(manifest, pairs)
    return pairs.length
  }

  return {
    /**
     * Applies the rows written since the last read (at the first read, every row as it is: the expiries made before
     * this process started). Never rejects: a database that cannot be reached is said once in the log, and its return.
     * @returns {Promise<number>} how many tags another process expired
     */
    async read() {
      const first = readAt === null
      try {
        const { rows } = await query(READ_TAGS, [readAt])
        const result = rows[0]
        if (!result || typeof result.read_at !== 'string' || !Array.isArray(result.rows)) throw new Error('unexpected answer')
        const now = first ? null : clock()
        readAt = result.read_at
        if (failing) console.warn('Page cache: the changes other instances make are read again.')
        failing = false
        return apply(result.rows, now)
      } catch (err) {
        if (!failing) console.warn(`Page cache: could not read the changes other instances made from ${PAGE_CACHE_TAGS_TABLE}; they show here within 5 minutes until it can.`, err)
        failing = true
        return 0
      }
    },
    /**
     * Writes Next.js's record of `tags` for the other processes. Never rejects (said in the log).
     * @param {string[]} tags
     */
    async publish(tags) {
      /** @type {string[]} */ const names = []
      /** @type {Array<number | null>} */ const stale = []
      /** @type {Array<number | null>} */ const expired = []
      for (const tag of new Set(tags)) {
        const expiry = tagExpiry(manifest.get(tag))
        if (!expiry) continue
        names.push(tag)
        stale.push(expiry.stale ?? null)
        expired.push(expiry.expired ?? null)
      }
      if (names.length === 0) return
      try {
        await query(WRITE_TAGS, [names, stale, expired, clock(), origin])
      } catch (err) {
        console.warn(`Page cache: could not write a change to ${PAGE_CACHE_TAGS_TABLE}; other instances show it within 5 minutes.`, err)
      }
    },
  }
}

/**
 * This process's sync with the other instances (`shared.tagSync`, one per process, whichever copy of this file starts
 * it: a second would take the first's writes for another server's): started by the first handler made in a serving
 * process with a database; false where there is none to start.
 */
function startTagSync() {
  if (shared.tagSync !== null) return shared.tagSync
  const connectionString = process.env.DATABASE_URL
  if (process.env.PAGE_CACHE_SYNC !== 'database' || !connectionString || process.env.NEXT_PHASE === 'phase-production-build') return (shared.tagSync = false)
  const ready = (async () => {
    const { default: pg } = await import('pg')
    // Two connections at most, closed when idle; a database that does not answer gives up after 10 s.
    const pool = new pg.Pool({ connectionString, max: 2, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 10_000, query_timeout: 10_000, allowExitOnIdle: true })
    pool.on('error', (err) => console.warn('Page cache: a database connection of the sync between instances failed.', err))
    const sync = createTagSync({ query: (text, values) => pool.query(text, values), origin: randomUUID(), manifest: tagsManifest })
    await sync.read()
    const next = () => setTimeout(() => void sync.read().then(next), SYNC_INTERVAL_MS).unref()
    next()
    return sync
  })().catch((err) => {
    console.warn('Page cache: the sync between instances could not start; changes made on other instances show here within 5 minutes.', err)
    return null
  })
  // What the first lookups wait for: the first read, or FIRST_READ_WAIT_MS after the sync started, whichever is sooner.
  const firstRead = Promise.race([ready, new Promise((resolve) => setTimeout(resolve, FIRST_READ_WAIT_MS).unref())])
  const started = { ready, firstRead, settled: false }
  void firstRead.then(() => (started.settled = true))
  return (shared.tagSync = started)
}

/**
 * Where Next.js 16.5 and later keep the date of an entry written to disk, `file` being the entry's own file
 * (`entryFile`): a page's or route's .meta file, or the data entry's file itself. Next.js 16.4 writes no such stamp
 * (it dates the entry by the file's modification time), and `moveStampBack` then finds none to move.
 * @param {string} file
 * @param {unknown} data
 * @returns {{ file: string; field: string } | null}
 */
export function entryStamp(file, data) {
  const kind = data && typeof data === 'object' ? /** @type {{ kind?: unknown }} */ (data).kind : undefined
  if (kind === 'APP_PAGE' || kind === 'PAGES') return { file: file.replace(/\.html$/, '.meta'), field: 'routeCacheLastModified' }
  if (kind === 'APP_ROUTE') return { file: file.replace(/\.body$/, '.meta'), field: 'routeCacheLastModified' }
  if (kind === 'FETCH') return { file, field: 'lastModified' }
  return null
}

/**
 * Dates the entry whose stamp `field` is in the JSON file `file` from `startedAt`, if the stamp is later. Only the stamp
 * this store wrote (`storedAt`, when known) is moved: a file another render has written since is left as it is. The file
 * is replaced whole (`replaceFile`). Nothing is changed when the file holds no such stamp or cannot be read.
 * @param {string} file
 * @param {string} field
 * @param {number} startedAt
 * @param {number | undefined} storedAt
 * @returns {Promise<boolean>} whether the stamp was moved
 */
export async function moveStampBack(file, field, startedAt, storedAt) {
  try {
    const json = JSON.parse(await readFile(file, 'utf8'))
    const stamp = json?.[field]
    if (typeof stamp !== 'number' || stamp <= startedAt || (storedAt !== undefined && stamp !== storedAt)) return false
    json[field] = startedAt
    await replaceFile(file, JSON.stringify(json))
    return true
  } catch {
    return false
  }
}

export default class PageCacheHandler extends FileSystemCache {
  /** @param {any} ctx */
  constructor(ctx) {
    super(ctx)
    startTagSync()
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
    const list = typeof tags === 'string' ? [tags] : tags
    if (list.length === 0) return
    const sync = startTagSync()
    await Promise.all([
      typeof this.serverDistDir === 'string' ? saveExpiredTags(expiredTagsFile(this.serverDistDir)) : undefined,
      sync ? sync.ready.then((s) => s?.publish(list)) : undefined,
    ])
  }

  /**
   * @param {string} key
   * @param {any} ctx
   */
  async get(key, ctx) {
    // The first lookups wait (a little) for the expiries other instances made before this process started.
    const sync = startTagSync()
    if (sync && !sync.settled) await sync.firstRead
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
    const found = FileSystemCache.memoryCache?.get(key)
    const entry = found && found.value === data ? found : undefined
    const storedAt = entry?.lastModified
    if (entry && entry.lastModified > startedAt) entry.lastModified = startedAt
    // An entry read back from disk (after the memory cache let it go, 50 MB of pages later) is dated by its file's
    // modification time: given the render's start too, once written. Next.js 16.5 dates it by a stamp it writes beside
    // it instead (`routeCacheLastModified` in a page's or route's .meta file, `lastModified` in a data entry's file): that
    // stamp is moved back as well, wherever the installed Next.js writes one.
    const file = startedAt < now ? this.entryFile(key, data) : null
    if (!file) return stored
    return stored.then(async (result) => {
      const date = new Date(startedAt)
      await utimes(file, date, date).catch(() => undefined)
      const stamp = entryStamp(file, data)
      if (stamp) await moveStampBack(stamp.file, stamp.field, startedAt, storedAt)
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
