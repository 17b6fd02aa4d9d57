import type { SeoPluginOptions } from '../shared/plugin'

/** Options of the page-audit plugin (crawler and on-page scorer). */
export type SeoAuditOptions = SeoPluginOptions
