import { redirectKey } from '@/lib/site/paths'
import { FIRM_NAV, LEGAL_PAGES, MAIN_NAV, SEGMENT_LABELS, SERVICE_LABELS, SERVICE_SLUGS, type NavLink, type ServiceSlug } from '@/lib/site/routes'

/**
 * The 404 page's "Were you looking for…": the site's pages whose names match the words of a mistyped or old address
 * (/contact-us, /services/gst, /privacy, /jobs, /contcat). Words people use for a page that are not in its name are
 * listed with it.
 */
const MORE_WORDS: Record<string, string[]> = {
  '/': ['index', 'main', 'start'],
  '/services': ['service', 'offerings', 'practice'],
  '/about': ['firm', 'team', 'story', 'partners', 'profile'],
  '/careers': ['career', 'jobs', 'job', 'vacancies', 'vacancy', 'hiring', 'join', 'articleship', 'internship', 'resume'],
  '/faq': ['faqs', 'questions', 'help'],
  '/contact': ['enquiry', 'inquiry', 'reach', 'call', 'appointment', 'consultation', 'book', 'location', 'address'],
  '/blog': ['news', 'articles', 'article', 'updates', 'insights', 'posts'],
  '/sitemap': ['map'],
  '/privacy-policy': ['cookies'],
  '/terms-and-conditions': ['tos', 'terms'],
  '/cancellation-refunds': ['refund', 'cancel'],
  '/shipping-policy': ['delivery'],
}
const SERVICE_WORDS: Record<ServiceSlug, string[]> = {
  'income-tax-filing': ['itr', 'return', 'returns'],
  'gst-services': ['gstr', 'registration', 'goods'],
  audit: ['statutory', 'internal'],
  'compliance-services': ['roc', 'tds', 'annual'],
  'accounting-services': ['bookkeeping', 'accounts', 'payroll'],
  'business-consulting': ['advisory', 'startup'],
  'international-tax': ['nri', 'dtaa', 'foreign', 'transfer', 'pricing'],
  licenses: ['license', 'licence', 'licences', 'fssai', 'msme', 'udyam', 'iec'],
  'tax-planning': ['saving', 'savings', 'investment'],
}

// Words of an address that say nothing about which page: file endings, 'us' of 'contact-us', 'www'.
const IGNORED = new Set(['html', 'htm', 'php', 'asp', 'aspx', 'us', 'the', 'and', 'of', 'our', 'page', 'www', 'en', 'in'])

const words = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w && !IGNORED.has(w))

const PAGES: (NavLink & { words: Set<string> })[] = [
  ...MAIN_NAV.slice(0, 2),
  ...SERVICE_SLUGS.map((slug) => ({ href: `/services/${slug}`, label: SERVICE_LABELS[slug] })),
  ...FIRM_NAV,
  ...MAIN_NAV.slice(2),
  { href: '/sitemap', label: SEGMENT_LABELS.sitemap! },
  ...LEGAL_PAGES,
].map((page) => {
  const slug = page.href.split('/').pop()!
  const extra = MORE_WORDS[page.href] ?? SERVICE_WORDS[slug as ServiceSlug] ?? []
  return { ...page, words: new Set([...words(page.label), ...words(slug), ...extra, ...(page.href === '/' ? ['home'] : [])]) }
})

/** One letter wrong, missing, extra or two swapped ('contcat', 'carrers'), for words of five letters or more. */
function nearlyEqual(a: string, b: string): boolean {
  if (Math.min(a.length, b.length) < 5 || Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && a[i] === b[i]) i += 1
  if (a.length === b.length) {
    const swapped = a[i] === b[i + 1] && a[i + 1] === b[i]
    return a.slice(i + 1) === b.slice(i + 1) || (swapped && a.slice(i + 2) === b.slice(i + 2))
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a]
  return long.slice(i + 1) === short.slice(i)
}

function score(token: string, pageWords: Set<string>): number {
  if (pageWords.has(token)) return 3
  let best = 0
  for (const w of pageWords) {
    if (token.length >= 3 && w.length >= 3 && (w.startsWith(token) || token.startsWith(w))) best = Math.max(best, 2)
    else if (nearlyEqual(token, w)) best = Math.max(best, 1)
  }
  return best
}

/** Up to `limit` pages for an address that found none, best first; none when no word of it matches. */
export function suggestPages(path: string, limit = 3): NavLink[] {
  const tokens = [...new Set(words(redirectKey(path)))].slice(0, 12)
  if (!tokens.length) return []
  // A word many pages share ('policy', 'services', 'tax') counts for less than one only a single page has ('refund').
  const scores = tokens.map((t) => PAGES.map((page) => score(t, page.words)))
  const weights = scores.map((row) => 1 / Math.max(1, row.filter(Boolean).length))
  return PAGES.map((page, order) => ({ page, order, total: scores.reduce((sum, row, t) => sum + row[order]! * weights[t]!, 0) }))
    .filter((s) => s.total > 0)
    .sort((a, b) => b.total - a.total || a.order - b.order)
    .slice(0, limit)
    .map(({ page }) => ({ href: page.href, label: page.label }))
}
