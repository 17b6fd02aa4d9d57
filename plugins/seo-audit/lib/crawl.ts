import { parsePage, sitemapUrls, type PageFacts } from './parsePage'

export type CrawlFailure = { url: string; error: string }
export type CrawlResult = { pages: PageFacts[]; failures: CrawlFailure[]; durationMs: number }

export type CrawlOptions = {
  /** Where the site answers, e.g. http://127.0.0.1:3000; sitemap URLs are fetched at this origin. */
  baseUrl: string
  concurrency?: number
  timeoutMs?: number
  fetchImpl?: typeof fetch
  onProgress?: (done: number, total: number) => Promise<void> | void
}

/**
 * Fetches every page listed in the site's /sitemap.xml over HTTP and parses it. A page that cannot be fetched
 * is a failure with its reason; the crawl goes on.
 */
export async function crawlSite({ baseUrl, concurrency = 4, timeoutMs = 15_000, fetchImpl = fetch, onProgress }: CrawlOptions): Promise<CrawlResult> {
  const started = performance.now()
  const base = baseUrl.replace(/\/+$/, '')
  let xml: string
  try {
    const res = await fetchImpl(`${base}/sitemap.xml`, { signal: AbortSignal.timeout(timeoutMs) })
    if (!res.ok) throw new Error(`HTTP ${res.status}`)
    xml = await res.text()
  } catch (err) {
    throw new Error(`Could not read ${base}/sitemap.xml: ${err instanceof Error ? err.message : String(err)}`)
  }
  const paths = [...new Set(sitemapUrls(xml).map((loc) => new URL(loc, base).pathname || '/'))]
  const pages: PageFacts[] = []
  const failures: CrawlFailure[] = []
  let next = 0
  let done = 0

  const worker = async () => {
    for (;;) {
      const i = next++
      if (i >= paths.length) return
      const url = `${base}${paths[i]}`
      try {
        const res = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), headers: { 'User-Agent': 'CA-Site-SEO-Crawler/1.0' } })
        const html = await res.text()
        pages.push(parsePage(html, url, res.status))
      } catch (err) {
        failures.push({ url: paths[i]!, error: err instanceof Error ? err.message : String(err) })
      }
      done++
      await onProgress?.(done, paths.length)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(1, paths.length)) }, worker))
  pages.sort((a, b) => a.page_url.localeCompare(b.page_url))
  return { pages, failures, durationMs: Math.round(performance.now() - started) }
}
