/**
 * URL keyword scoring and page URL analysis (spec 03 section 5).
 */
export const URL_WORD_POINTS = { possible: 20, segmentStart: 20, token: 15, insideToken: 10, perSegmentBonus: 5 } as const

const words = (keyword: string) =>
  keyword
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2)

const pathOf = (url: string) => {
  try {
    return new URL(url, 'http://site.local').pathname.toLowerCase()
  } catch {
    return url.toLowerCase()
  }
}

/**
 * How well a URL carries a keyword, 0-100: each keyword word (longer than 2 characters) can earn 20 points:
 * 20 when a path segment starts with it, else 15 when it is a whole token of the URL, else 10 when it sits
 * inside a longer token; each path segment containing it adds 5. The percentage is capped at 100.
 */
export function urlKeywordScore(keyword: string, url: string): number {
  const ws = words(keyword)
  if (!ws.length) return 0
  const path = pathOf(url)
  const segments = path.split('/').filter(Boolean)
  const tokens = path.split(/[^a-z0-9]+/).filter(Boolean)
  let earned = 0
  for (const w of ws) {
    if (segments.some((s) => s.startsWith(w))) earned += URL_WORD_POINTS.segmentStart
    else if (tokens.includes(w)) earned += URL_WORD_POINTS.token
    else if (tokens.some((t) => t.includes(w))) earned += URL_WORD_POINTS.insideToken
    earned += segments.filter((s) => s.includes(w)).length * URL_WORD_POINTS.perSegmentBonus
  }
  return Math.max(0, Math.min(100, Math.round((earned / (ws.length * URL_WORD_POINTS.possible)) * 100)))
}

/** Keyword groups and their weights for page URL analysis. */
export const URL_KEYWORD_GROUPS = {
  primary: { weight: 3, words: ['ca', 'chartered-accountant'] },
  location: { weight: 2, words: ['gurgaon', 'gurugram', 'delhi-ncr'] },
  service: { weight: 2, words: ['tax', 'gst', 'audit', 'accounting', 'compliance', 'registration', 'itr', 'nri'] },
  business: { weight: 1, words: ['services', 'consultant', 'firm', 'company', 'business'] },
} as const
export type UrlKeywordGroup = keyof typeof URL_KEYWORD_GROUPS

export const SUGGESTION_EXTRAS = ['ca', 'gurgaon', 'services', 'tax', 'gst', 'accounting'] as const
export const URL_MAX_LENGTH = 60

export type UrlRating = 'Excellent' | 'Good' | 'Fair' | 'Poor'

/** Excellent 80% or more, Good 60-79, Fair 40-59, Poor below 40. */
export function urlRating(score: number): UrlRating {
  if (score >= 80) return 'Excellent'
  if (score >= 60) return 'Good'
  if (score >= 40) return 'Fair'
  return 'Poor'
}

export type PageUrlAnalysis = {
  url: string
  page_title: string
  current_score: number
  keyword_presence: Record<UrlKeywordGroup, string[]>
  missing_keywords: UrlKeywordGroup[]
  recommendations: string[]
  seo_friendly_rating: UrlRating
  suggested_url: string | null
}

const hasWord = (path: string, word: string) => {
  const tokens = path.split(/[^a-z0-9]+/).filter(Boolean)
  const parts = word.split('-')
  if (parts.length === 1) return tokens.includes(word)
  return path.includes(word)
}

/**
 * Analyses a page URL: matched group weight over total weight as a percentage, the rating, recommendations
 * for length (> 60), underscores and characters outside a-z 0-9 - /, and for Fair and Poor pages a suggested
 * URL from up to 6 title words (> 2 characters) plus up to 2 of ca, gurgaon, services, tax, gst, accounting;
 * service pages go under /services/.
 */
export function analysePageUrl(url: string, title: string, type: 'page' | 'service' | 'article' = 'page'): PageUrlAnalysis {
  const path = pathOf(url)
  let total = 0
  let matched = 0
  const presence = {} as Record<UrlKeywordGroup, string[]>
  const missing: UrlKeywordGroup[] = []
  for (const [group, { weight, words: list }] of Object.entries(URL_KEYWORD_GROUPS) as [UrlKeywordGroup, (typeof URL_KEYWORD_GROUPS)[UrlKeywordGroup]][]) {
    const found = list.filter((w) => hasWord(path, w))
    presence[group] = found
    total += weight * list.length
    matched += weight * found.length
    if (!found.length) missing.push(group)
  }
  const score = total ? Math.round((matched / total) * 100) : 0
  const rating = urlRating(score)
  const raw = url.replace(/^https?:\/\/[^/]+/i, '')
  const recommendations: string[] = []
  if (raw.length > URL_MAX_LENGTH) recommendations.push(`Shorten the URL to ${URL_MAX_LENGTH} characters or fewer (it has ${raw.length}).`)
  if (raw.includes('_')) recommendations.push('Use hyphens instead of underscores between words.')
  if (/[^a-z0-9\-/]/.test(raw)) recommendations.push('Use only lowercase letters, digits, hyphens and slashes.')
  for (const group of missing) {
    recommendations.push(`Add a ${group} keyword such as “${URL_KEYWORD_GROUPS[group].words[0]}”.`)
  }

  let suggested: string | null = null
  if (rating === 'Poor' || rating === 'Fair') {
    const titleWords = title
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2)
    const unique = [...new Set(titleWords)].slice(0, 6)
    const extras = SUGGESTION_EXTRAS.filter((e) => !unique.includes(e)).slice(0, 2)
    const slug = [...unique, ...extras].join('-')
    suggested = type === 'service' ? `/services/${slug}` : `/${slug}`
  }

  return {
    url,
    page_title: title,
    current_score: score,
    keyword_presence: presence,
    missing_keywords: missing,
    recommendations,
    seo_friendly_rating: rating,
    suggested_url: suggested,
  }
}
