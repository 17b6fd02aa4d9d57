import type { Endpoint } from 'payload'
import { z } from 'zod'

import { strictObject } from '../../../src/lib/validation/strictObject'

import { adminInput, json, refuseUnlessAdminWithoutInput } from '../../shared/endpoint'
import { analysePageUrl, urlKeywordScore, urlRating, type UrlRating } from '../lib/urlAnalysis'

const pageSchema = z.object({
  url: z.string({ error: 'Each page needs a url' }).trim().min(1, 'Each page needs a url').max(2000),
  title: z.string().trim().max(500).default(''),
  type: z.enum(['page', 'service', 'article']).optional(),
})
const bodySchema = strictObject({ pages: z.array(pageSchema).min(1).max(500).optional() }, 'Send a JSON object')

const typeOf = (url: string) => (url.startsWith('/services/') ? 'service' : url.startsWith('/blog/') ? 'article' : 'page')

/**
 * POST /api/seo/url-analysis (admins): page URL analysis (spec 03 section 5) of the given pages, or of every
 * crawled page (titles from the page audits) when none are given, with the rating counts and overall score.
 */
export const urlAnalysisEndpoint: Endpoint = {
  path: '/seo/url-analysis',
  method: 'post',
  handler: async (req) => {
    const parsed = await adminInput(req, bodySchema)
    if (!parsed.ok) return parsed.response
    let pages = parsed.data.pages
    if (!pages) {
      const audits = await req.payload.find({ collection: 'page-audits', limit: 1000, depth: 0, select: { page_url: true, title: true }, overrideAccess: true })
      if (!audits.docs.length) return json({ errors: [{ message: 'No page audits yet: run a crawl first (POST /api/seo/crawl) or send pages.' }] }, 409)
      pages = audits.docs.map((a) => ({ url: a.page_url, title: a.title ?? '' }))
    }
    const results = pages.map((p) => analysePageUrl(p.url, p.title, p.type ?? typeOf(p.url)))
    const counts: Record<UrlRating, number> = { Excellent: 0, Good: 0, Fair: 0, Poor: 0 }
    for (const r of results) counts[r.seo_friendly_rating]++
    const overall = results.length ? Math.round(results.reduce((a, r) => a + r.current_score, 0) / results.length) : 0
    return json({ summary: { pages: results.length, ...counts, overall_score: overall, overall_rating: urlRating(overall) }, results })
  },
}

/**
 * POST /api/seo/url-keyword-scores (admins): how well each tracked keyword's target URL carries the keyword.
 */
export const urlKeywordScoresEndpoint: Endpoint = {
  path: '/seo/url-keyword-scores',
  method: 'post',
  handler: async (req) => {
    const refused = await refuseUnlessAdminWithoutInput(req)
    if (refused) return refused
    const keywords = await req.payload.find({ collection: 'keywords', limit: 10_000, depth: 0, select: { keyword: true, target_url: true }, overrideAccess: true })
    const results = keywords.docs.map((k) => ({ id: k.id, keyword: k.keyword, target_url: k.target_url, url_score: urlKeywordScore(k.keyword, k.target_url) }))
    return json({ total_keywords: results.length, results })
  },
}
