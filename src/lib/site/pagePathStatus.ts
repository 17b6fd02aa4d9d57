import { normalizePagePath } from '@/lib/site/paths'
import { FIRM_NAV, LEGAL_PAGES, MAIN_NAV, SEGMENT_LABELS, SERVICE_LABELS, SERVICE_SLUGS, STATIC_ROUTES, type NavLink } from '@/lib/site/routes'
import { suggestPages } from '@/lib/site/suggest'

// Pure (no Next or Payload imports): the page-content form reads it in the browser.

/**
 * What the page-content form can tell an editor about the path typed: a page of the site, an article's address
 * (whether an article holds it is a question for the database), or an address no page has, with the pages it was
 * probably meant for. Page content at an address without a page is saved (an article's address may be prepared
 * before it is published) but shows nowhere, so the form says so.
 */
export type PagePathStatus =
  | { kind: 'empty' }
  | { kind: 'page'; path: string; label: string }
  | { kind: 'article'; path: string; slug: string }
  | { kind: 'unknown'; path: string; suggestions: NavLink[] }

/** The name people know each page by (the navigation's), for the page-content list. */
const LABELS = new Map<string, string>([
  ...[...MAIN_NAV, ...FIRM_NAV, ...LEGAL_PAGES].map((l): [string, string] => [l.href, l.label]),
  ...SERVICE_SLUGS.map((slug): [string, string] => [`/services/${slug}`, SERVICE_LABELS[slug]]),
  ['/sitemap', SEGMENT_LABELS.sitemap ?? 'Sitemap'],
])

export function pagePathStatus(raw: unknown): PagePathStatus {
  if (typeof raw !== 'string' || !raw.trim() || /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(raw.trim())) return { kind: 'empty' }
  const path = normalizePagePath(raw)
  if (STATIC_ROUTES.includes(path)) return { kind: 'page', path, label: LABELS.get(path) ?? path }
  const article = /^\/blog\/([^/]+)$/.exec(path)
  if (article) return { kind: 'article', path, slug: article[1]! }
  return { kind: 'unknown', path, suggestions: suggestPages(path).filter((s) => s.href !== path) }
}
