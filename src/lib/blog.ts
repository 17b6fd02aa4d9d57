/**
 * The blog's pure rules (spec 01 section 5): search, featured/latest split, related articles and suggestions.
 */
export type BlogItem = {
  id: number | string
  slug: string
  title: string
  excerpt: string
  category: string
  tags: string[]
  trending: boolean
}

export const ALL_CATEGORIES = 'All'
export const RELATED_LIMIT = 3
export const SUGGESTION_LIMIT = 3
export const FEATURED_TAGS_SHOWN = 3
export const LATEST_TAGS_SHOWN = 4
/** Cards the Latest list and the search results show at first, and how many more each 'Show more' adds. */
export const BLOG_PAGE_SIZE = 12

export type BlogFilters = { q: string; category: string }

/** Reads the filters from a URL query (`?q=gst&category=GST`); missing means no filter. */
export function filtersFromQuery(params: { get(name: string): string | null }): BlogFilters {
  return { q: params.get('q')?.trim() ?? '', category: params.get('category')?.trim() || ALL_CATEGORIES }
}

/** The query string for the filters, without the defaults, so an unfiltered blog is plain /blog. */
export function filtersToQuery({ q, category }: BlogFilters): string {
  const params = new URLSearchParams()
  if (q.trim()) params.set('q', q.trim())
  if (category && category !== ALL_CATEGORIES) params.set('category', category)
  const s = params.toString()
  return s ? `?${s}` : ''
}

export const isFiltering = ({ q, category }: BlogFilters): boolean =>
  q.trim() !== '' || (category !== '' && category !== ALL_CATEGORIES)

/** Case-insensitive substring match on title, excerpt or any tag, and an exact category match (or All). */
export function filterArticles<T extends BlogItem>(items: T[], { q, category }: BlogFilters): T[] {
  const needle = q.trim().toLowerCase()
  return items.filter((a) => {
    if (category && category !== ALL_CATEGORIES && a.category !== category) return false
    if (!needle) return true
    return (
      a.title.toLowerCase().includes(needle) ||
      a.excerpt.toLowerCase().includes(needle) ||
      a.tags.some((t) => t.toLowerCase().includes(needle))
    )
  })
}

/** 'All' followed by the distinct categories in use, in order of first appearance. */
export function categoryChips(items: BlogItem[]): string[] {
  return [ALL_CATEGORIES, ...new Set(items.map((a) => a.category))]
}

/** Featured are the trending articles; the rest are Latest. */
export function splitFeatured<T extends BlogItem>(items: T[]): { featured: T[]; latest: T[] } {
  return { featured: items.filter((a) => a.trending), latest: items.filter((a) => !a.trending) }
}

/** The label of the button that shows the next cards: as many as it will add ('Show 12 more articles'). */
export function showMoreLabel(remaining: number, pageSize = BLOG_PAGE_SIZE): string {
  const next = Math.min(remaining, pageSize)
  return `Show ${next} more ${next === 1 ? 'article' : 'articles'}`
}

/** The first `limit` tags and how many more there are (shown as '+N'). */
export function visibleTags(tags: string[], limit: number): { shown: string[]; more: number } {
  return { shown: tags.slice(0, limit), more: Math.max(0, tags.length - limit) }
}

/** Up to 3 other articles that share the category or at least one tag, in list order. */
export function relatedArticles<T extends BlogItem>(current: BlogItem, items: T[], limit = RELATED_LIMIT): T[] {
  const tags = new Set(current.tags.map((t) => t.toLowerCase()))
  return items
    .filter(
      (a) =>
        a.slug !== current.slug &&
        (a.category === current.category || a.tags.some((t) => tags.has(t.toLowerCase()))),
    )
    .slice(0, limit)
}

/** For the 'Article Not Found' view: trending articles first, then the newest, 3 in all. */
export function suggestedArticles<T extends BlogItem>(items: T[], limit = SUGGESTION_LIMIT): T[] {
  return [...items.filter((a) => a.trending), ...items.filter((a) => !a.trending)].slice(0, limit)
}

/** 'N article(s) found'. */
export const foundLabel = (n: number): string => `${n} ${n === 1 ? 'article' : 'articles'} found`
