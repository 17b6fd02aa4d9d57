import type { Endpoint } from 'payload'

import { startRunNow } from '../../seo-runs/lib/queue'
import { json, refuseUnlessAdminWithoutInput } from '../../shared/endpoint'
import { CRAWL_TASK } from '../jobs/crawl'

/**
 * POST /api/seo/crawl (admins): queues a crawl-and-score run and starts it at once. Answers 202 with the run;
 * poll GET /api/seo-runs/:id for status, progress and result.
 */
export const runCrawlEndpoint: Endpoint = {
  path: '/seo/crawl',
  method: 'post',
  handler: async (req) => {
    const refused = await refuseUnlessAdminWithoutInput(req)
    if (refused) return refused
    const { runId, state } = await startRunNow(req.payload, { task: CRAWL_TASK, kind: 'crawl' })
    const message = { started: 'Crawl started', running: 'A crawl is already running: follow it', queued: 'A crawl was already queued; it starts now' }[state]
    return json({ message, runId, poll: `/api/seo-runs/${runId}` }, 202)
  },
}
