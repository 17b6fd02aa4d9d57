import type { Config } from 'payload'

import { extendConfig } from '../shared/plugin'
import { ApiMonitoring } from './collections/ApiMonitoring'
import { MonitoringLogs } from './collections/MonitoringLogs'
import { SeoIssues } from './collections/SeoIssues'
import type { SeoHealthOptions } from './types'

/** System health monitoring and the SEO issues list. */
export const seoHealthPlugin =
  (options: SeoHealthOptions = {}) =>
  (config: Config): Config =>
    extendConfig(config, { collections: [MonitoringLogs, ApiMonitoring, SeoIssues] }, options)
