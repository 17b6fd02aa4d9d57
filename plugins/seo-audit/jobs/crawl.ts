import type { Payload, TaskConfig } from 'payload'

import { internalBaseUrl } from '../../../src/lib/internalSite'
import { queueRun } from '../../seo-runs/lib/queue'
import { RunRecorder } from '../../seo-runs/lib/runs'
import { withAdvisoryLock } from '../../shared/lock'
import { SEO_QUEUE } from '../../shared/plugin'
import { crawlSite } from '../lib/crawl'
import { saveAudits, scoreKeywords, syncPageIssues } from '../lib/store'

export const CRAWL_TASK = 'seo-crawl'
/** Daily at 03:00 (server time), besides the runs after content changes and the first start. */
export const CRAWL_SCHEDULE = '0 3 * * *'

export const crawlBaseUrl = internalBaseUrl

/** Crawls every page of the sitemap, stores the audits, and rescores every keyword; progress goes to `seo-runs`. */
export async function runCrawl(payload: Payload, run: RunRecorder) {
  await run.start(null, 'Reading /sitemap.xml')
  const started = performance.now()
  try {
    const crawl = await crawlSite({
      baseUrl: crawlBaseUrl(),
      onProgress: (done, total) => run.progress(done, total, `Crawled ${done} of ${total} pages`),
    })
    const audits = await saveAudits(payload, crawl.pages, crawl.failures)
    const issues = await syncPageIssues(
      payload,
      crawl.pages,
      crawl.failures.map((f) => f.url),
    )
    const scores = await scoreKeywords(payload, (done, total) => run.progress(done, total, `Scored ${done} of ${total} keywords`))
    const result = {
      pages: crawl.pages.length,
      failedPages: crawl.failures,
      removedAudits: audits.removed,
      crawlMs: crawl.durationMs,
      keywords: scores,
      issues,
      totalMs: Math.round(performance.now() - started),
    }
    await run.complete(`Crawled ${crawl.pages.length} pages${crawl.failures.length ? ` (${crawl.failures.length} failed)` : ''} and scored ${scores.total - scores.withoutAudit} keywords`, result)
    return result
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err)
    await run.fail(message)
    throw err
  }
}

export const crawlTask: TaskConfig<'seo-crawl'> = {
  slug: CRAWL_TASK,
  label: 'Crawl the site and score keywords',
  inputSchema: [
    { name: 'runId', type: 'number' },
    { name: 'trigger', type: 'text' },
  ],
  outputSchema: [
    { name: 'runId', type: 'number' },
    { name: 'pages', type: 'number' },
    { name: 'totalMs', type: 'number' },
  ],
  retries: 0,
  schedule: [{ cron: CRAWL_SCHEDULE, queue: SEO_QUEUE }],
  handler: async ({ input, job, req }) => {
    const run = input.runId ? new RunRecorder(req.payload, input.runId) : await RunRecorder.create(req.payload, 'crawl', input.trigger ?? 'schedule')
    // One worker per run, and one crawl at a time: two crawls would write the same audits in turn.
    if (!(await run.claim('Waiting for the crawl before this one to finish', job.id))) {
      req.payload.logger.info({ msg: `Crawl run ${run.id} is already being run by another worker` })
      return { output: { runId: run.id, pages: 0, totalMs: 0 } }
    }
    const result = await withAdvisoryLock(req.payload, CRAWL_TASK, () => runCrawl(req.payload, run))
    return { output: { runId: run.id, pages: result.pages, totalMs: result.totalMs } }
  },
}

/**
 * Queues a crawl unless one is already waiting (two crawls would write the same audits), optionally after a
 * delay so content changes settle first. Returns the run that records it. A manual request also follows a crawl
 * that is running; a content change during a crawl queues the next one, which waits for the running one (the
 * running crawl may have read the page before the change).
 */
export function queueCrawl(payload: Payload, trigger: string, delayMs = 0): Promise<{ runId: number; jobId: number | string; queued: boolean }> {
  return queueRun(payload, { task: CRAWL_TASK, kind: 'crawl', trigger, delayMs })
}
