// Next.js's page cache (ISR), told not to write "not found" pages and redirects to disk.
//
// Next.js caches every page a dynamic route renders, a 404 included, and its file-system cache writes each one to
// disk (`<distDir>/server/route-cache/...`: about 70 kB per address for this site's "Article Not Found" page). Any
// visitor could therefore fill the server's disk by asking for /blog/<random text> over and over. A redirect a page
// answers with is cached the same way (`/CAREERS?type=partner`, led to /careers?type=partner, for each way of writing
// the address in capitals). This handler is Next.js's own file-system cache with one change: a page answered with
// status 404 or a redirect is kept only in its in-memory cache, which `cacheMaxMemorySize` bounds (50 MB by default);
// every other page is cached as before.
//
// Plain JavaScript: Next.js imports this file at run time (`cacheHandler` in next.config.mjs), without compiling it.

import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const { default: FileSystemCache } = require('next/dist/server/lib/incremental-cache/file-system-cache.js')

/**
 * Whether a cache entry is a rendered page answered "not found" or with a redirect: kept in memory only.
 * @param {unknown} data
 * @returns {boolean}
 */
export function isMemoryOnlyPage(data) {
  if (!data || typeof data !== 'object') return false
  const { kind, status } = /** @type {{ kind?: unknown; status?: unknown }} */ (data)
  return (kind === 'APP_PAGE' || kind === 'PAGES') && typeof status === 'number' && (status === 404 || (status >= 300 && status < 400))
}

export default class PageCacheHandler extends FileSystemCache {
  /**
   * @param {string} key
   * @param {unknown} data
   * @param {unknown} ctx
   */
  async set(key, data, ctx) {
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
