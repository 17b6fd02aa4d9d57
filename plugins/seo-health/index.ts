import type { Config } from 'payload'

import { JOB_STALE_MS } from '../shared/jobs'
import { extendConfig, isServingProcess } from '../shared/plugin'
import { ApiMonitoring } from './collections/ApiMonitoring'
import { MonitoringLogs } from './collections/MonitoringLogs'
import { SeoIssues } from './collections/SeoIssues'
import { latestHealthEndpoint, runHealthCheckEndpoint } from './endpoints/health'
import { healthCheckTask } from './jobs/healthCheck'
import { releaseAllStrandedJobs } from './lib/checks'
import type { SeoHealthOptions } from './types'

/**
 * System health monitoring (a check every 5 minutes on the jobs queue) and the SEO issues list. Shortly after a
 * server starts, it releases the jobs a stopped server left running, since one of them may be the health check
 * itself, which would otherwise never be scheduled again.
 */
export const seoHealthPlugin =
  (options: SeoHealthOptions = {}) =>
  (config: Config): Config => {
    const extended = extendConfig(
      config,
      { collections: [MonitoringLogs, ApiMonitoring, SeoIssues], endpoints: [runHealthCheckEndpoint, latestHealthEndpoint], tasks: [healthCheckTask] },
      options,
    )
    const previousOnInit = extended.onInit
    return {
      ...extended,
      onInit: async (payload) => {
        await previousOnInit?.(payload)
        if (options.enabled === false || process.env.SEO_SKIP_ONINIT === '1' || !isServingProcess()) return
        // Once a job the previous server was running has gone without a heartbeat for long enough.
        setTimeout(() => {
          void releaseAllStrandedJobs(payload).catch((err: unknown) =>
            payload.logger.error({ msg: 'Could not release the jobs a stopped server left running', err }),
          )
        }, JOB_STALE_MS + 30_000).unref()
      },
    }
  }
