import type { Payload, TaskConfig } from 'payload'

import { env } from '../../../src/lib/env'
import type { Keyword } from '../../../src/payload-types'
import { RunRecorder } from '../../seo-runs/lib/runs'
import { SEO_QUEUE } from '../../shared/plugin'
import { RANK } from '../lib/constants'
import { resolveRankProvider } from '../lib/ranks/providers'
import { refreshInChunks } from '../lib/ranks/refresh'

export const RANK_TASK = 'seo-rank-refresh'
/** Daily at 04:00, after the crawl. */
export const RANK_SCHEDULE = '0 4 * * *'

/** A refresh with no rank provider to ask: the run records the reason. */
export class NoRankProviderError extends Error {}

/**
 * Refreshes at most 100 keywords (least recently checked first): records one history row per keyword (the
 * position, or the error), moves current to previous position, and stores competitor positions when the
 * provider sees them.
 */
export async function runRankRefresh(payload: Payload, run: RunRecorder) {
  const { provider, reason } = await resolveRankProvider(payload)
  if (!provider) {
    await run.fail(reason)
    throw new NoRankProviderError(reason)
  }
  const { docs } = await payload.find({
    collection: 'keywords',
    sort: 'last_checked_at',
    limit: RANK.maxPerRun,
    depth: 0,
    overrideAccess: true,
  })
  const keywords = docs as Keyword[]
  const competitors = (await payload.find({ collection: 'competitors', where: { is_active: { equals: true } }, limit: 50, depth: 0, overrideAccess: true })).docs
  await run.start(keywords.length, `Checking ${keywords.length} keywords with ${reason}`)

  const outcomes = await refreshInChunks(
    provider,
    [...new Set(keywords.map((k) => k.keyword))],
    { competitorDomains: competitors.map((c) => c.domain), onChunk: (done, total) => run.progress(done, total, `Checked ${done} of ${total} keywords`) },
  )
  const byKeyword = new Map(outcomes.map((o) => [o.keyword, o]))
  const checkedAt = new Date().toISOString()
  let ranked = 0
  let failed = 0
  for (const k of keywords) {
    const outcome = byKeyword.get(k.keyword)
    if (!outcome) continue
    if (outcome.ok) {
      const { position, clicks, impressions } = outcome.lookup
      if (position !== null) ranked++
      await payload.create({
        collection: 'keyword-positions',
        data: { keyword: k.id, position: position === null ? null : Math.min(100, Math.max(1, position)), clicks, impressions, source: provider.name, checked_at: checkedAt },
        overrideAccess: true,
      })
      await payload.update({
        collection: 'keywords',
        id: k.id,
        data: {
          previous_position: k.current_position ?? null,
          current_position: position === null ? null : Math.min(100, Math.max(1, Math.round(position))),
          clicks: clicks ?? null,
          impressions: impressions ?? null,
          position_source: provider.name,
          last_checked_at: checkedAt,
          last_check_error: null,
        },
        overrideAccess: true,
      })
    } else {
      failed++
      await payload.create({
        collection: 'keyword-positions',
        data: { keyword: k.id, position: null, source: provider.name, checked_at: checkedAt, error: outcome.error },
        overrideAccess: true,
      })
      await payload.update({ collection: 'keywords', id: k.id, data: { last_checked_at: checkedAt, last_check_error: outcome.error }, overrideAccess: true })
    }
  }
  let competitorRows = 0
  for (const o of outcomes) {
    if (!o.ok || !o.lookup.competitors) continue
    for (const c of competitors) {
      if (!(c.domain in o.lookup.competitors)) continue
      await payload.create({
        collection: 'competitor-rankings',
        data: { keyword: o.keyword, competitor: c.id, position: o.lookup.competitors[c.domain], check_date: checkedAt, source: provider.name },
        overrideAccess: true,
      })
      competitorRows++
    }
  }
  const result = { provider: provider.name, checked: keywords.length, ranked, failed, competitorRows }
  await run.complete(`Checked ${keywords.length} keywords: ${ranked} ranked, ${failed} failed`, result)
  return result
}

export const rankRefreshTask: TaskConfig<'seo-rank-refresh'> = {
  slug: RANK_TASK,
  label: 'Refresh keyword rankings',
  inputSchema: [
    { name: 'runId', type: 'number' },
    { name: 'trigger', type: 'text' },
  ],
  outputSchema: [{ name: 'runId', type: 'number' }],
  retries: 0,
  // Turned off on purpose (RANK_PROVIDER=none): no daily run to record as failed.
  schedule: env.RANK_PROVIDER === 'none' ? [] : [{ cron: RANK_SCHEDULE, queue: SEO_QUEUE }],
  handler: async ({ input, job, req }) => {
    const run = input.runId ? new RunRecorder(req.payload, input.runId) : await RunRecorder.create(req.payload, 'ranks', input.trigger ?? 'schedule')
    if (!(await run.claim('Starting', job.id))) {
      req.payload.logger.info({ msg: `Rank refresh run ${run.id} is already being run by another worker` })
      return { output: { runId: run.id } }
    }
    try {
      await runRankRefresh(req.payload, run)
    } catch (err) {
      if (!(err instanceof NoRankProviderError)) throw err
      // The daily refresh of an installation with no provider: the failed run says why, where the admin looks. The
      // job itself did what it could, so it is not logged as a job error with its whole record (some sixty lines a
      // day), only as one line.
      req.payload.logger.warn({ msg: `Rank refresh run ${run.id} checked nothing: ${err.message}` })
    }
    return { output: { runId: run.id } }
  },
}
