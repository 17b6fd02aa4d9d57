import type { Endpoint } from 'payload'

import { json, refuseUnlessAdmin, refuseUnlessAdminWithoutInput } from '../../shared/endpoint'
import { HEALTH_CHECK_TYPE, runHealthCheck } from '../lib/run'

/** POST /api/seo/health-check (admins): runs every check now and answers with the report. */
export const runHealthCheckEndpoint: Endpoint = {
  path: '/seo/health-check',
  method: 'post',
  handler: async (req) => {
    const refused = await refuseUnlessAdminWithoutInput(req)
    if (refused) return refused
    try {
      return json(await runHealthCheck(req.payload))
    } catch (err) {
      req.payload.logger.error({ msg: 'Health check failed', err })
      return json({ errors: [{ message: `Failed to run health check: ${err instanceof Error ? err.message : String(err)}` }] }, 500)
    }
  },
}

/** GET /api/seo/health (admins): the latest stored health report. */
export const latestHealthEndpoint: Endpoint = {
  path: '/seo/health',
  method: 'get',
  handler: async (req) => {
    const refused = refuseUnlessAdmin(req)
    if (refused) return refused
    const { docs } = await req.payload.find({
      collection: 'monitoring-logs',
      where: { check_type: { equals: HEALTH_CHECK_TYPE } },
      sort: '-createdAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    return docs[0] ? json(docs[0]) : json({ errors: [{ message: 'No health check has run yet.' }] }, 404)
  },
}
