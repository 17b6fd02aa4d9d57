import type { SeoPluginOptions } from '../shared/plugin'

/** Options of the optimiser plugin (queue, optimisations and their log). */
export type SeoOptimiserOptions = SeoPluginOptions
