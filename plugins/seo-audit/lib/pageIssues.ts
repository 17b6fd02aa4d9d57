import { PAGE_LIMITS } from './pageScore'
import type { PageFacts } from './parsePage'

export type PageIssue = { issue_type: string; severity: 'critical' | 'warning' | 'info'; message: string }

/** Page-level problems found by a crawl, independent of any keyword (stored as `seo-issues`). */
export function pageIssues(p: PageFacts): PageIssue[] {
  const out: PageIssue[] = []
  if (p.status_code !== 200) out.push({ issue_type: 'http-status', severity: 'critical', message: `The page answers ${p.status_code}.` })
  if (!p.title) out.push({ issue_type: 'missing-title', severity: 'critical', message: 'The page has no title.' })
  else if (p.title.length > PAGE_LIMITS.titleMax) {
    out.push({ issue_type: 'long-title', severity: 'warning', message: `The title is ${p.title.length} characters; search results cut it after about ${PAGE_LIMITS.titleMax}.` })
  }
  if (!p.meta_description) out.push({ issue_type: 'missing-description', severity: 'warning', message: 'The page has no meta description.' })
  else if (p.meta_description.length > PAGE_LIMITS.descriptionMax) {
    out.push({
      issue_type: 'long-description',
      severity: 'info',
      message: `The meta description is ${p.meta_description.length} characters; search results cut it after about ${PAGE_LIMITS.descriptionMax}.`,
    })
  }
  if (p.h1_count !== 1) out.push({ issue_type: 'h1-count', severity: 'warning', message: p.h1_count ? `The page has ${p.h1_count} H1 headings.` : 'The page has no H1 heading.' })
  if (!p.canonical) out.push({ issue_type: 'missing-canonical', severity: 'warning', message: 'The page has no canonical link.' })
  if (/noindex/i.test(p.robots)) out.push({ issue_type: 'noindex', severity: 'info', message: 'The page asks search engines not to index it.' })
  if (p.images_count > p.images_with_alt_count) {
    out.push({ issue_type: 'images-without-alt', severity: 'warning', message: `${p.images_count - p.images_with_alt_count} of ${p.images_count} images have no alt text.` })
  }
  if (p.status_code === 200 && p.word_count < PAGE_LIMITS.minWords && !/noindex/i.test(p.robots)) {
    out.push({ issue_type: 'thin-content', severity: 'info', message: `Only ${p.word_count} words of content.` })
  }
  return out
}
