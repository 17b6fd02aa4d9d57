import type { Config } from 'payload'

import { extendConfig } from '../shared/plugin'
import { OptimisationLog } from './collections/OptimisationLog'
import { OptimisationQueue } from './collections/OptimisationQueue'
import { Optimisations } from './collections/Optimisations'
import type { SeoOptimiserOptions } from './types'

/** The optimisation queue, the optimisations applied to pages, and their log. */
export const seoOptimiserPlugin =
  (options: SeoOptimiserOptions = {}) =>
  (config: Config): Config =>
    extendConfig(config, { collections: [OptimisationQueue, Optimisations, OptimisationLog] }, options)
