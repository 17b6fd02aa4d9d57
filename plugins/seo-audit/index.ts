import type { CollectionAfterChangeHook, Config } from 'payload'

import { extendConfig } from '../shared/plugin'
import { PageAudits } from './collections/PageAudits'
import { runCrawlEndpoint } from './endpoints/crawl'
import { pageScoreEndpoint } from './endpoints/pageScore'
import { recalculateScoresEndpoint } from './endpoints/scores'
import { crawlTask, queueCrawl } from './jobs/crawl'
import type { SeoAuditOptions } from './types'

/**
 * Page audits written by the crawler, the on-page scorer, and the crawl job: daily, after content changes in
 * the watched collections, and once shortly after the first start.
 */
export const seoAuditPlugin =
  ({ watchCollections = [], recrawlDelayMs = 60_000, firstCrawlDelayMs = 20_000, ...options }: SeoAuditOptions = {}) =>
  (config: Config): Config => {
    const enabled = options.enabled !== false
    const recrawl: CollectionAfterChangeHook = async ({ doc, req, context }) => {
      if (context.disableRevalidate || context.skipRecrawl) return doc
      try {
        await queueCrawl(req.payload, 'content change', recrawlDelayMs)
      } catch (err) {
        req.payload.logger.error({ msg: 'Could not queue a crawl after a content change', err })
      }
      return doc
    }
    const extended = extendConfig(
      {
        ...config,
        collections: (config.collections ?? []).map((c) =>
          enabled && watchCollections.includes(c.slug)
            ? { ...c, hooks: { ...c.hooks, afterChange: [...(c.hooks?.afterChange ?? []), recrawl] } }
            : c,
        ),
      },
      { collections: [PageAudits], endpoints: [runCrawlEndpoint, recalculateScoresEndpoint, pageScoreEndpoint], tasks: [crawlTask] },
      options,
    )
    const previousOnInit = config.onInit
    return {
      ...extended,
      onInit: async (payload) => {
        await previousOnInit?.(payload)
        if (!enabled || process.env.SEO_SKIP_ONINIT === '1') return
        try {
          const audits = await payload.count({ collection: 'page-audits', overrideAccess: true })
          if (!audits.totalDocs) await queueCrawl(payload, 'first start', firstCrawlDelayMs)
        } catch (err) {
          payload.logger.warn({ msg: 'Could not queue the first crawl (is the database migrated?)', err })
        }
      },
    }
  }
