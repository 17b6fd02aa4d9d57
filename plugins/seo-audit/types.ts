import type { SeoPluginOptions } from '../shared/plugin'

/** Options of the page-audit plugin (crawler and on-page scorer). */
export type SeoAuditOptions = SeoPluginOptions & {
  /** Collections whose changes queue a fresh crawl (after `recrawlDelayMs`, so caches settle first). */
  watchCollections?: string[]
  /** Default 60 s. */
  recrawlDelayMs?: number
  /** Delay of the first crawl on a database with no audits yet. Default 10 s. */
  firstCrawlDelayMs?: number
}
