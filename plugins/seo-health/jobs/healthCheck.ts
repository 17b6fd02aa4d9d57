import type { TaskConfig } from 'payload'

import { SEO_QUEUE } from '../../shared/plugin'
import { runHealthCheck } from '../lib/run'
import { HEALTH_CHECK_CRON } from '../lib/status'

/** The health check, enqueued every 5 minutes by Payload's scheduler and run by the 'seo' queue runner. */
export const healthCheckTask: TaskConfig<'seo-health-check'> = {
  slug: 'seo-health-check',
  label: 'Check system health',
  outputSchema: [
    { name: 'status', type: 'text' },
    { name: 'logId', type: 'number' },
  ],
  retries: 0,
  schedule: [{ cron: HEALTH_CHECK_CRON, queue: SEO_QUEUE }],
  handler: async ({ req }) => {
    const report = await runHealthCheck(req.payload)
    if (report.status !== 'healthy') req.payload.logger.warn({ msg: `Health check: ${report.status}`, summary: report.summary })
    return { output: { status: report.status, logId: report.logId } }
  },
}
