import type { Endpoint } from 'payload'
import { z } from 'zod'

import { strictObject } from '../../../src/lib/validation/strictObject'

import { siteOrigin } from '../../../src/lib/site/metadata'
import { adminInput, json } from '../../shared/endpoint'
import { scorePage } from '../lib/pageScore'
import { auditFacts, targetPath } from '../lib/store'

const bodySchema = strictObject(
  {
    url: z.string({ error: 'url is required' }).trim().min(1, 'url is required').max(2000),
    keyword: z.string({ error: 'keyword is required' }).trim().min(2, 'keyword must be at least 2 characters').max(200),
  },
  'Send a JSON object with url and keyword',
)

/**
 * POST /api/seo/page-score (admins) { url, keyword }: the comprehensive page score of a crawled page for a
 * focus keyword, with every check, its reason and the category scores.
 */
export const pageScoreEndpoint: Endpoint = {
  path: '/seo/page-score',
  method: 'post',
  handler: async (req) => {
    const parsed = await adminInput(req, bodySchema)
    if (!parsed.ok) return parsed.response
    const path = targetPath(parsed.data.url)
    const { docs } = await req.payload.find({ collection: 'page-audits', where: { page_url: { equals: path } }, limit: 1, depth: 0, overrideAccess: true })
    const audit = docs[0]
    if (!audit) return json({ errors: [{ message: `No audit of ${path} yet: run a crawl first (POST /api/seo/crawl).` }] }, 404)
    if (audit.crawl_error) return json({ errors: [{ message: `The last crawl could not read ${path}: ${audit.crawl_error}` }] }, 409)
    const { score, categories, checks, keyword: signals } = scorePage(auditFacts(audit), parsed.data.keyword, siteOrigin())
    return json({ url: path, focus_keyword: parsed.data.keyword, crawled_at: audit.last_crawled_at, score, categories, checks, signals })
  },
}
