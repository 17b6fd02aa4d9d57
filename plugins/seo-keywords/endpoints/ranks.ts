import type { Endpoint } from 'payload'

import { queueRun } from '../../seo-runs/lib/queue'
import { json, refuseUnlessAdminWithoutInput } from '../../shared/endpoint'
import { runJobNow } from '../../shared/jobs'
import { RANK_TASK } from '../jobs/refreshRanks'
import { resolveRankProvider } from '../lib/ranks/providers'

/**
 * POST /api/seo/ranks/refresh (admins): refreshes up to 100 keywords' positions as a job, started at once, or
 * answers with the refresh already running or queued. 409 when no provider is configured. Poll GET /api/seo-runs/:id.
 */
export const refreshRanksEndpoint: Endpoint = {
  path: '/seo/ranks/refresh',
  method: 'post',
  handler: async (req) => {
    const refused = await refuseUnlessAdminWithoutInput(req)
    if (refused) return refused
    const { provider, reason } = await resolveRankProvider(req.payload)
    if (!provider) return json({ errors: [{ message: reason }] }, 409)
    // A refresh already running or queued is followed, not doubled: each one spends the provider's quota.
    const { runId, jobId, queued } = await queueRun(req.payload, { task: RANK_TASK, kind: 'ranks', trigger: 'manual' })
    const run = await req.payload.findByID({ collection: 'seo-runs', id: runId, depth: 0, overrideAccess: true })
    if (run.status === 'queued') {
      void runJobNow(req.payload, jobId).catch((err: unknown) => req.payload.logger.error({ msg: 'Rank refresh failed', err }))
    }
    const message = queued
      ? `Rank refresh started with ${reason}`
      : run.status === 'running'
        ? 'A rank refresh is already running: follow it'
        : 'A rank refresh was already queued; it starts now'
    return json({ message, runId, poll: `/api/seo-runs/${runId}` }, 202)
  },
}
