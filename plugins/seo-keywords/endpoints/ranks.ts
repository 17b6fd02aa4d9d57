import type { Endpoint } from 'payload'

import { RunRecorder } from '../../seo-runs/lib/runs'
import { json, refuseUnlessAdminWithoutInput } from '../../shared/endpoint'
import { runJobNow } from '../../shared/jobs'
import { SEO_QUEUE } from '../../shared/plugin'
import { RANK_TASK } from '../jobs/refreshRanks'
import { resolveRankProvider } from '../lib/ranks/providers'

/**
 * POST /api/seo/ranks/refresh (admins): refreshes up to 100 keywords' positions as a job, started at once.
 * 409 when no provider is configured. Poll GET /api/seo-runs/:id.
 */
export const refreshRanksEndpoint: Endpoint = {
  path: '/seo/ranks/refresh',
  method: 'post',
  handler: async (req) => {
    const refused = await refuseUnlessAdminWithoutInput(req)
    if (refused) return refused
    const { provider, reason } = await resolveRankProvider(req.payload)
    if (!provider) return json({ errors: [{ message: reason }] }, 409)
    const run = await RunRecorder.create(req.payload, 'ranks', 'manual')
    const job = await req.payload.jobs.queue({ task: RANK_TASK, input: { runId: run.id, trigger: 'manual' }, queue: SEO_QUEUE })
    void runJobNow(req.payload, job.id).catch((err: unknown) => req.payload.logger.error({ msg: 'Rank refresh failed', err }))
    return json({ message: `Rank refresh started with ${reason}`, runId: run.id, poll: `/api/seo-runs/${run.id}` }, 202)
  },
}
