import type { Config } from 'payload'

import { extendConfig } from '../shared/plugin'
import { PageAudits } from './collections/PageAudits'
import type { SeoAuditOptions } from './types'

/** Page audits written by the crawler, and the on-page scorer. */
export const seoAuditPlugin =
  (options: SeoAuditOptions = {}) =>
  (config: Config): Config =>
    extendConfig(config, { collections: [PageAudits] }, options)
