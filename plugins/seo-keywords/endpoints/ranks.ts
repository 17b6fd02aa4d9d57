import type { Endpoint } from 'payload'

import { startRunNow } from '../../seo-runs/lib/queue'
import { json, refuseUnlessAdminWithoutInput } from '../../shared/endpoint'
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
    const { runId, state } = await startRunNow(req.payload, { task: RANK_TASK, kind: 'ranks' })
    const message = {
      started: `Rank refresh started with ${reason}`,
      running: 'A rank refresh is already running: follow it',
      queued: 'A rank refresh was already queued; it starts now',
    }[state]
    return json({ message, runId, poll: `/api/seo-runs/${runId}` }, 202)
  },
}
