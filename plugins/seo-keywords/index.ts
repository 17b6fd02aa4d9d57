import type { Config } from 'payload'

import { extendConfig } from '../shared/plugin'
import { CompetitorRankings } from './collections/CompetitorRankings'
import { Competitors } from './collections/Competitors'
import { GeoKeywords } from './collections/GeoKeywords'
import { KeywordPositions } from './collections/KeywordPositions'
import { Keywords } from './collections/Keywords'
import { gscCallbackEndpoint, gscConnectEndpoint } from './endpoints/gscOAuth'
import { refreshRanksEndpoint } from './endpoints/ranks'
import { keywordReportEndpoint } from './endpoints/report'
import { urlAnalysisEndpoint, urlKeywordScoresEndpoint } from './endpoints/url'
import { SeoSettings } from './globals/SeoSettings'
import { rankRefreshTask } from './jobs/refreshRanks'
import type { SeoKeywordsOptions } from './types'

/** Keyword tracking and scoring, geographic keywords and competitors. */
export const seoKeywordsPlugin =
  (options: SeoKeywordsOptions = {}) =>
  (config: Config): Config =>
    extendConfig(
      config,
      {
        collections: [Keywords, KeywordPositions, GeoKeywords, Competitors, CompetitorRankings],
        endpoints: [urlAnalysisEndpoint, urlKeywordScoresEndpoint, refreshRanksEndpoint, keywordReportEndpoint, gscConnectEndpoint, gscCallbackEndpoint],
        tasks: [rankRefreshTask],
        globals: [SeoSettings],
      },
      options,
    )
