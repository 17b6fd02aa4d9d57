import type { SeoPluginOptions } from '../shared/plugin'

/** Options of the health plugin (monitoring logs, API monitoring, SEO issues). */
export type SeoHealthOptions = SeoPluginOptions
