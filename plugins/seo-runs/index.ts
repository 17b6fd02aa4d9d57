import type { Config } from 'payload'

import { extendConfig, type SeoPluginOptions } from '../shared/plugin'
import { SeoRuns } from './collections/SeoRuns'

/** Progress records of the SEO suite's long operations (GET /api/seo-runs/:id to poll). */
export const seoRunsPlugin =
  (options: SeoPluginOptions = {}) =>
  (config: Config): Config =>
    extendConfig(config, { collections: [SeoRuns] }, options)
