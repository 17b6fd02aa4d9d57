import type { CollectionAfterChangeHook, Config } from 'payload'

import { runJobNow } from '../shared/jobs'
import { extendConfig, isServingProcess } from '../shared/plugin'
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
  ({ watchCollections = [], recrawlDelayMs = 60_000, firstCrawlDelayMs = 10_000, ...options }: SeoAuditOptions = {}) =>
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
          if (!audits.totalDocs) {
            const { jobId } = await queueCrawl(payload, 'first start', firstCrawlDelayMs)
            // In the running server (not during a build or a script), start it once the delay is over rather
            // than at the queue runner's next minute, so a new install has its SEO data within seconds.
            if (isServingProcess()) {
              setTimeout(() => {
                void runJobNow(payload, jobId).catch((err: unknown) => payload.logger.error({ msg: 'First crawl failed', err }))
              }, firstCrawlDelayMs + 1000).unref()
            }
          }
        } catch (err) {
          payload.logger.warn({ msg: 'Could not queue the first crawl (is the database migrated?)', err })
        }
      },
    }
  }
