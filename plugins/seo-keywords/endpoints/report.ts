import type { Endpoint } from 'payload'

import { redirectKey } from '../../../src/lib/site/paths'
import { readRedirectTable } from '../../../src/lib/site/redirectTable'
import type { CompetitorRanking, Keyword } from '../../../src/payload-types'
import { targetPath } from '../../seo-audit/lib/store'
import { json, refuseUnlessAdmin } from '../../shared/endpoint'
import {
  keywordIssues,
  opportunityScore,
  optimisationBand,
  positionBucket,
  quickFilters,
  tableScoreBand,
  topOpportunities,
  volumeBand,
} from '../lib/scoring'

/**
 * GET /api/seo/keywords/report (admins): every keyword with its issue flags, bands, quick filters and
 * opportunity score (from the latest competitor positions), where its target address now leads if it redirects
 * (`moved_to`), plus the top opportunities.
 */
export const keywordReportEndpoint: Endpoint = {
  path: '/seo/keywords/report',
  method: 'get',
  handler: async (req) => {
    const refused = refuseUnlessAdmin(req)
    if (refused) return refused
    const keywords = (await req.payload.find({ collection: 'keywords', limit: 10_000, depth: 0, sort: 'keyword', overrideAccess: true, pagination: false })).docs as Keyword[]
    const rankings = (await req.payload.find({ collection: 'competitor-rankings', limit: 10_000, depth: 0, sort: '-check_date', overrideAccess: true, pagination: false })).docs as CompetitorRanking[]
    // A target address that now redirects (a renamed article): where it leads, so the target can be updated.
    const redirects = await readRedirectTable(req.payload)
    const movedTo = (targetUrl: string | null | undefined) => redirects[redirectKey(targetPath(targetUrl))] ?? null
    // Latest position per keyword and competitor.
    const latest = new Map<string, Map<number, number | null>>()
    for (const r of rankings) {
      const competitor = typeof r.competitor === 'object' ? r.competitor.id : r.competitor
      const perKeyword = latest.get(r.keyword) ?? new Map<number, number | null>()
      if (!perKeyword.has(competitor)) perKeyword.set(competitor, r.position ?? null)
      latest.set(r.keyword, perKeyword)
    }
    const rows = keywords.map((k) => {
      const signals = {
        inTitle: Boolean(k.in_title),
        inDescription: Boolean(k.in_description),
        inHeadings: Boolean(k.in_headings),
        contentFrequency: k.content_frequency ?? 0,
        currentPosition: k.current_position,
        previousPosition: k.previous_position,
        optimizationScore: k.optimization_score,
        searchVolume: k.search_volume,
      }
      const competitorPositions = [...(latest.get(k.keyword)?.values() ?? [])]
      return {
        id: k.id,
        keyword: k.keyword,
        target_url: k.target_url,
        moved_to: movedTo(k.target_url),
        current_position: k.current_position ?? null,
        optimization_score: k.optimization_score ?? 0,
        search_volume: k.search_volume ?? null,
        issues: keywordIssues(signals),
        optimisation_band: optimisationBand(k.optimization_score ?? 0),
        score_band: tableScoreBand(k.optimization_score),
        position_bucket: positionBucket(k.current_position),
        volume_band: volumeBand(k.search_volume),
        quick_filters: quickFilters(signals),
        opportunity_score: opportunityScore(k.current_position, competitorPositions),
      }
    })
    return json({
      total: rows.length,
      keywords: rows,
      opportunities: topOpportunities(rows.map((r) => ({ keyword: r.keyword, score: r.opportunity_score, searchVolume: r.search_volume }))),
    })
  },
}
