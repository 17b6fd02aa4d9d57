import type { Endpoint } from 'payload'
import { z } from 'zod'

import { siteOrigin } from '../../../src/lib/site/metadata'
import { adminInput, json } from '../../shared/endpoint'
import { scorePage } from '../lib/pageScore'
import type { PageFacts } from '../lib/parsePage'
import { targetPath } from '../lib/store'

const bodySchema = z
  .object(
    {
      url: z.string({ error: 'url is required' }).trim().min(1, 'url is required').max(2000),
      keyword: z.string({ error: 'keyword is required' }).trim().min(2, 'keyword must be at least 2 characters').max(200),
    },
    { error: 'Send a JSON object with url and keyword' },
  )
  .strict()

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
    const facts: PageFacts = {
      page_url: audit.page_url,
      status_code: audit.status_code ?? 0,
      title: audit.title ?? '',
      meta_description: audit.meta_description ?? '',
      h1_tag: audit.h1_tag ?? '',
      h1_count: audit.h1_count ?? 0,
      headings: Array.isArray(audit.headings) ? (audit.headings as string[]) : [],
      body_text: audit.body_text ?? '',
      word_count: audit.word_count ?? 0,
      internal_links_count: audit.internal_links_count ?? 0,
      external_links_count: audit.external_links_count ?? 0,
      images_count: audit.images_count ?? 0,
      images_with_alt_count: audit.images_with_alt_count ?? 0,
      image_alts: Array.isArray(audit.image_alts) ? (audit.image_alts as string[]) : [],
      canonical: audit.canonical ?? '',
      has_viewport: Boolean(audit.has_viewport),
      lang: audit.lang ?? '',
      robots: audit.robots ?? '',
      structured_data_types: Array.isArray(audit.structured_data_types) ? (audit.structured_data_types as string[]) : [],
    }
    const { score, categories, checks, keyword: signals } = scorePage(facts, parsed.data.keyword, siteOrigin())
    return json({ url: path, focus_keyword: parsed.data.keyword, crawled_at: audit.last_crawled_at, score, categories, checks, signals })
  },
}
