import type { Config } from 'payload'

import { extendConfig } from '../shared/plugin'
import { ApiMonitoring } from './collections/ApiMonitoring'
import { MonitoringLogs } from './collections/MonitoringLogs'
import { SeoIssues } from './collections/SeoIssues'
import { latestHealthEndpoint, runHealthCheckEndpoint } from './endpoints/health'
import { healthCheckTask } from './jobs/healthCheck'
import type { SeoHealthOptions } from './types'

/** System health monitoring (a check every 5 minutes on the jobs queue) and the SEO issues list. */
export const seoHealthPlugin =
  (options: SeoHealthOptions = {}) =>
  (config: Config): Config =>
    extendConfig(
      config,
      { collections: [MonitoringLogs, ApiMonitoring, SeoIssues], endpoints: [runHealthCheckEndpoint, latestHealthEndpoint], tasks: [healthCheckTask] },
      options,
    )
