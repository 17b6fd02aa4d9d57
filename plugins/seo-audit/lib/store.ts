import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { isSitePath, normalizePagePath, redirectKey } from '../../../src/lib/site/paths'
import { readRedirectTable } from '../../../src/lib/site/redirectTable'
import type { Keyword, PageAudit } from '../../../src/payload-types'
import { keywordScore } from '../../seo-keywords/lib/scoring'
import { pageIssues } from './pageIssues'
import { keywordSignals } from './pageScore'
import type { PageFacts } from './parsePage'

const SYSTEM = { overrideAccess: true, context: { disableRevalidate: true } } as const

/**
 * The path a keyword's target URL points at ('/' for the home page), in the site's canonical form (lower case, no
 * trailing slash), the form audits are kept under: '/Services/GST-Services' was looked up as written and found no audit.
 */
export function targetPath(targetUrl: string | null | undefined): string {
  if (!targetUrl) return '/'
  try {
    return normalizePagePath(new URL(targetUrl, 'http://site.local').pathname)
  } catch {
    return '/'
  }
}

const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])

/** A stored audit back as the crawler's page facts (for scoring). */
export function auditFacts(audit: PageAudit): PageFacts {
  return {
    page_url: audit.page_url,
    status_code: audit.status_code ?? 0,
    title: audit.title ?? '',
    meta_description: audit.meta_description ?? '',
    h1_tag: audit.h1_tag ?? '',
    h1_count: audit.h1_count ?? 0,
    headings: list(audit.headings),
    body_text: audit.body_text ?? '',
    word_count: audit.word_count ?? 0,
    internal_links_count: audit.internal_links_count ?? 0,
    external_links_count: audit.external_links_count ?? 0,
    images_count: audit.images_count ?? 0,
    images_with_alt_count: audit.images_with_alt_count ?? 0,
    image_alts: list(audit.image_alts),
    canonical: audit.canonical ?? '',
    has_viewport: Boolean(audit.has_viewport),
    lang: audit.lang ?? '',
    robots: audit.robots ?? '',
    structured_data_types: list(audit.structured_data_types),
  }
}

/**
 * Writes one `page-audits` row per crawled page (updating the existing one) and records pages that failed. The audits
 * of pages no longer in the sitemap (an article renamed, hidden or deleted) are removed: they describe nothing on the
 * site any more. Returns how many were removed.
 */
export async function saveAudits(payload: Payload, pages: PageFacts[], failures: { url: string; error: string }[]): Promise<{ removed: number }> {
  const now = new Date().toISOString()
  const { docs } = await payload.find({ collection: 'page-audits', limit: 10_000, depth: 0, select: { page_url: true }, ...SYSTEM })
  const existing = new Map(docs.map((d) => [d.page_url, d.id]))
  const rows: Omit<PageAudit, 'id' | 'createdAt' | 'updatedAt'>[] = [
    ...pages.map((p) => ({ ...p, last_crawled_at: now, crawl_error: null })),
    ...failures.map((f) => ({ page_url: targetPath(f.url), crawl_error: f.error.slice(0, 1000), last_crawled_at: now })),
  ]
  for (const data of rows) {
    const id = existing.get(data.page_url)
    if (id) {
      await payload.update({ collection: 'page-audits', id, data, depth: 0, ...SYSTEM })
      continue
    }
    try {
      await payload.create({ collection: 'page-audits', data, depth: 0, ...SYSTEM })
    } catch (err) {
      // Written meanwhile by another crawl: update that row instead.
      const { docs } = await payload.find({ collection: 'page-audits', where: { page_url: { equals: data.page_url } }, limit: 1, depth: 0, ...SYSTEM })
      if (!docs[0]) throw err
      await payload.update({ collection: 'page-audits', id: docs[0].id, data, depth: 0, ...SYSTEM })
    }
  }
  const onSite = new Set(rows.map((r) => r.page_url))
  const gone = docs.filter((d) => !onSite.has(d.page_url)).map((d) => d.id)
  if (gone.length) await payload.delete({ collection: 'page-audits', where: { id: { in: gone } }, depth: 0, ...SYSTEM })
  return { removed: gone.length }
}

/**
 * Keeps `seo-issues` in step with the latest crawl: new problems are recorded; problems no longer found on a crawled
 * page, and those of pages no longer in the sitemap, are marked resolved. A page that failed to load (`failedUrls`)
 * keeps its issues until it is crawled again. Returns the number of open issues.
 */
export async function syncPageIssues(
  payload: Payload,
  pages: PageFacts[],
  failedUrls: string[] = [],
): Promise<{ open: number; opened: number; resolved: number }> {
  const now = new Date().toISOString()
  const failed = new Set(failedUrls.map(targetPath))
  const { docs: open } = await payload.find({ collection: 'seo-issues', where: { resolved: { equals: false } }, limit: 10_000, depth: 0, ...SYSTEM })
  const openKeys = new Map(open.map((i) => [`${i.page_url}|${i.issue_type}`, i]))
  const found = new Set<string>()
  let opened = 0
  for (const page of pages) {
    for (const issue of pageIssues(page)) {
      const key = `${page.page_url}|${issue.issue_type}`
      found.add(key)
      const existing = openKeys.get(key)
      if (existing) {
        if (existing.message !== issue.message) await payload.update({ collection: 'seo-issues', id: existing.id, data: { message: issue.message }, ...SYSTEM })
      } else {
        await payload.create({ collection: 'seo-issues', data: { page_url: page.page_url, ...issue, resolved: false, detected_at: now }, ...SYSTEM })
        opened++
      }
    }
  }
  let resolved = 0
  for (const [key, issue] of openKeys) {
    if (!found.has(key) && !failed.has(issue.page_url) && !issue.keyword) {
      await payload.update({ collection: 'seo-issues', id: issue.id, data: { resolved: true }, ...SYSTEM })
      resolved++
    }
  }
  return { open: openKeys.size + opened - resolved, opened, resolved }
}

/** `viaRedirect`: keywords whose target address redirects (an article renamed, say), scored on the page it leads to. */
export type ScoreSummary = { total: number; updated: number; unchanged: number; withoutAudit: number; viaRedirect: number }

type ScoreChange = { id: number; inTitle: boolean; inDescription: boolean; inHeadings: boolean; contentFrequency: number; score: number }

/** Writes computed scores in batches of 1000 rows per UPDATE: these are system-computed fields, no hooks. */
async function writeScores(payload: Payload, changes: ScoreChange[], scoredAt: string) {
  for (let i = 0; i < changes.length; i += 1000) {
    const rows = changes
      .slice(i, i + 1000)
      .map((c) => sql`(${c.id}::int, ${c.inTitle}::boolean, ${c.inDescription}::boolean, ${c.inHeadings}::boolean, ${c.contentFrequency}::numeric, ${c.score}::numeric)`)
    await payload.db.drizzle.execute(sql`
      UPDATE keywords AS k SET
        in_title = v.in_title, in_description = v.in_description, in_headings = v.in_headings,
        content_frequency = v.content_frequency, optimization_score = v.optimization_score,
        scored_at = ${scoredAt}::timestamptz, updated_at = now()
      FROM (VALUES ${sql.join(rows, sql`, `)}) AS v(id, in_title, in_description, in_headings, content_frequency, optimization_score)
      WHERE k.id = v.id`)
  }
}

/**
 * Recomputes every keyword's placement flags, content frequency and optimisation score from the page audit of
 * its target URL. Keywords whose page has no audit keep their values and are counted.
 */
export async function scoreKeywords(payload: Payload, onProgress?: (done: number, total: number) => Promise<void>): Promise<ScoreSummary> {
  const audits = await payload.find({ collection: 'page-audits', limit: 10_000, depth: 0, ...SYSTEM })
  const byPath = new Map(audits.docs.filter((a) => !a.crawl_error).map((a) => [a.page_url, auditFacts(a)]))
  const summary: ScoreSummary = { total: 0, updated: 0, unchanged: 0, withoutAudit: 0, viaRedirect: 0 }
  // A target whose page moved (a renamed article, a redirect an editor added) is scored on the page it now leads to.
  const redirects = await readRedirectTable(payload)
  const auditFor = (targetUrl: string | null | undefined) => {
    const path = targetPath(targetUrl)
    const direct = byPath.get(path)
    if (direct) return direct
    const moved = redirects[redirectKey(path)]
    const audit = moved && isSitePath(moved) ? byPath.get(targetPath(moved)) : undefined
    if (audit) summary.viaRedirect++
    return audit
  }
  const scoredAt = new Date().toISOString()
  const changes: ScoreChange[] = []
  let page = 1
  for (;;) {
    const batch = await payload.find({
      collection: 'keywords',
      limit: 2000,
      page,
      depth: 0,
      sort: 'id',
      select: { keyword: true, target_url: true, target_frequency: true, in_title: true, in_description: true, in_headings: true, content_frequency: true, optimization_score: true },
      ...SYSTEM,
    })
    summary.total = batch.totalDocs
    for (const k of batch.docs as Keyword[]) {
      const audit = auditFor(k.target_url)
      if (!audit) {
        summary.withoutAudit++
        continue
      }
      const s = keywordSignals(audit, k.keyword)
      const score = keywordScore({ ...s, targetFrequency: k.target_frequency })
      const same =
        k.in_title === s.inTitle && k.in_description === s.inDescription && k.in_headings === s.inHeadings && k.content_frequency === s.contentFrequency && k.optimization_score === score
      if (same) summary.unchanged++
      else changes.push({ id: k.id, inTitle: s.inTitle, inDescription: s.inDescription, inHeadings: s.inHeadings, contentFrequency: s.contentFrequency, score })
    }
    await onProgress?.(Math.min(batch.totalDocs, page * 2000), batch.totalDocs)
    if (!batch.hasNextPage) break
    page++
  }
  await writeScores(payload, changes, scoredAt)
  summary.updated = changes.length
  return summary
}
