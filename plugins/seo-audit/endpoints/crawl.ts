import type { Endpoint } from 'payload'

import { json, refuseUnlessAdminWithoutInput } from '../../shared/endpoint'
import { runJobNow } from '../../shared/jobs'
import { queueCrawl } from '../jobs/crawl'

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
    const { runId, jobId, queued } = await queueCrawl(req.payload, 'manual')
    const run = await req.payload.findByID({ collection: 'seo-runs', id: runId, depth: 0, overrideAccess: true })
    // Start now rather than at the next tick of the queue runner (unless that crawl is already running).
    if (run.status === 'queued') {
      void runJobNow(req.payload, jobId).catch((err: unknown) => req.payload.logger.error({ msg: 'Crawl run failed', err }))
    }
    const message = queued ? 'Crawl started' : run.status === 'running' ? 'A crawl is already running: follow it' : 'A crawl was already queued; it starts now'
    return json({ message, runId, poll: `/api/seo-runs/${runId}` }, 202)
  },
}
