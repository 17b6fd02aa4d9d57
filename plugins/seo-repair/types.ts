import type { SeoPluginOptions } from '../shared/plugin'

/** Options of the data validation and repair plugin. */
export type SeoRepairOptions = SeoPluginOptions
