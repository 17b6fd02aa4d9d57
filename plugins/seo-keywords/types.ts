import type { SeoPluginOptions } from '../shared/plugin'

/** Options of the keyword plugin (keywords, position history, geo keywords, competitors and their rankings). */
export type SeoKeywordsOptions = SeoPluginOptions
