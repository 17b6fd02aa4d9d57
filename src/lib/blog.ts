/**
 * The blog's pure rules (spec 01 section 5): search, featured/latest split, related articles and suggestions.
 */
import { slugWords } from './slug'
import { holdsNeedle, matchesQuery, searchNeedle } from './highlight'

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

/**
 * The blog list's filters: the search, the category, and `saved`, only the articles this browser has bookmarked (its
 * list in localStorage, which the server never sees: the browser applies it).
 */
export type BlogFilters = { q: string; category: string; saved?: boolean }

/** The query parameter of the Saved filter (`?saved=1`). */
export const SAVED_PARAM = 'saved'

/** Reads the filters from a URL query (`?q=gst&category=GST&saved=1`); missing means no filter. */
export function filtersFromQuery(params: { get(name: string): string | null }): BlogFilters {
  const filters: BlogFilters = { q: params.get('q')?.trim() ?? '', category: params.get('category')?.trim() || ALL_CATEGORIES }
  if (params.get(SAVED_PARAM) === '1') filters.saved = true
  return filters
}

/**
 * The query string for the filters, and for how many cards the list shows (`shown`, past the first page), without the
 * defaults, so an unfiltered blog is plain /blog.
 */
export function filtersToQuery({ q, category, saved }: BlogFilters, shown = BLOG_PAGE_SIZE): string {
  const params = new URLSearchParams()
  if (q.trim()) params.set('q', q.trim())
  if (category && category !== ALL_CATEGORIES) params.set('category', category)
  if (saved) params.set(SAVED_PARAM, '1')
  if (shown > BLOG_PAGE_SIZE) params.set('show', String(shown))
  const s = params.toString()
  return s ? `?${s}` : ''
}

export const isFiltering = ({ q, category, saved }: BlogFilters): boolean =>
  q.trim() !== '' || (category !== '' && category !== ALL_CATEGORIES) || saved === true

/**
 * Case-insensitive substring match on title, excerpt or any tag, and an exact category match (or All). With `saved`,
 * only the articles whose ids are in `savedIds` (the stored bookmarks, oldest first), the one saved last first.
 */
export function filterArticles<T extends BlogItem>(items: T[], { q, category, saved }: BlogFilters, savedIds: readonly string[] = []): T[] {
  const needle = searchNeedle(q)
  const pool = saved ? savedArticles(items, savedIds) : items
  return pool.filter((a) => {
    if (category && category !== ALL_CATEGORIES && a.category !== category) return false
    if (!needle) return true
    return holdsNeedle(a.title, needle) || holdsNeedle(a.excerpt, needle) || a.tags.some((t) => holdsNeedle(t, needle))
  })
}

/** The articles of these bookmarked ids (oldest first, as stored), the one saved last first; ids of no article are left out. */
export function savedArticles<T extends BlogItem>(items: T[], savedIds: readonly string[]): T[] {
  const byId = new Map(items.map((a) => [String(a.id), a]))
  const seen = new Set<string>()
  const out: T[] = []
  for (let i = savedIds.length - 1; i >= 0; i--) {
    const id = savedIds[i]
    const article = byId.get(id)
    if (article && !seen.has(id)) out.push(article)
    seen.add(id)
  }
  return out
}

/** 'All' followed by the distinct categories in use, in order of first appearance. */
export function categoryChips(items: BlogItem[]): string[] {
  return [ALL_CATEGORIES, ...new Set(items.map((a) => a.category))]
}

/** Featured are the trending articles; the rest are Latest. */
export function splitFeatured<T extends BlogItem>(items: T[]): { featured: T[]; latest: T[] } {
  return { featured: items.filter((a) => a.trending), latest: items.filter((a) => !a.trending) }
}

/** The most cards a list shows at first, from `?show=` (the 'Show more' button sent without script): 12 when missing. */
export function shownFromQuery(params: { get(name: string): string | null }): number {
  const n = Number(params.get('show'))
  return Number.isInteger(n) && n > BLOG_PAGE_SIZE ? Math.min(n, 10_000) : BLOG_PAGE_SIZE
}

/** The label of the button that shows the next cards: as many as it will add ('Show 12 more articles'). */
export function showMoreLabel(remaining: number, pageSize = BLOG_PAGE_SIZE): string {
  const next = Math.min(remaining, pageSize)
  return `Show ${next} more ${next === 1 ? 'article' : 'articles'}`
}

/**
 * The first `limit` tags and how many more there are (shown as '+N'). With a search `query`, the tags it matches come
 * first: a card found by one of its tags shows it rather than hiding it behind '+N'.
 */
export function visibleTags(tags: string[], limit: number, query = ''): { shown: string[]; more: number } {
  const ordered = query ? [...tags.filter((t) => matchesQuery(t, query)), ...tags.filter((t) => !matchesQuery(t, query))] : tags
  return { shown: ordered.slice(0, limit), more: Math.max(0, tags.length - limit) }
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

/** Words too common to tell articles apart by. */
const COMMON_WORDS = new Set(['a', 'an', 'and', 'are', 'at', 'be', 'by', 'for', 'how', 'in', 'is', 'of', 'on', 'or', 'the', 'to', 'vs', 'what', 'when', 'why', 'with', 'you', 'your'])

/** The words of a slug, title or tag, read as slugs are made (`slugWords`), common words left out. */
export function wordsOf(text: string): string[] {
  return slugWords(text).filter((w) => w.length >= 2 && !COMMON_WORDS.has(w))
}

/** Whether two words differ by at most one letter added, dropped, changed or two neighbours swapped. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  const restA = a.slice(i)
  const restB = b.slice(i)
  return (
    restA.slice(1) === restB.slice(1) || // changed
    restA.slice(1) === restB || // dropped from b
    restA === restB.slice(1) || // added to b
    (restA.length >= 2 && restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2)) // swapped
  )
}

/** How well one word of the address matches an article's words: 3 the same, 2 one begins the other, 1 a typo. */
function wordScore(word: string, words: Set<string>): number {
  if (words.has(word)) return 3
  let best = 0
  for (const w of words) {
    if (Math.min(w.length, word.length) >= 3 && (w.startsWith(word) || word.startsWith(w))) return 2
    if (!best && Math.min(w.length, word.length) >= 4 && oneEditApart(w, word)) best = 1
  }
  return best
}

/** At most this many words of an address are compared (a made-up address may be long). */
const ADDRESS_WORDS_READ = 12

/**
 * For the 'Article Not Found' view: the articles closest to the slug the visitor asked for, by the words its slug,
 * title and tags share with it (`/blog/nri-dtaa-benefit` finds "dtaa-benefits-for-nris"), best first and trending
 * first among equals; articles sharing no word are left out.
 */
export function closestArticles<T extends BlogItem>(slug: string, items: T[], limit = SUGGESTION_LIMIT): T[] {
  const asked = [...new Set(wordsOf(slug))].slice(0, ADDRESS_WORDS_READ)
  if (!asked.length) return []
  return items
    .map((item, order) => {
      const words = new Set([...wordsOf(item.slug), ...wordsOf(item.title), ...item.tags.flatMap(wordsOf)])
      return { item, order, score: asked.reduce((sum, w) => sum + wordScore(w, words), 0) }
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || Number(b.item.trending) - Number(a.item.trending) || a.order - b.order)
    .slice(0, limit)
    .map((s) => s.item)
}

/** The closest articles to a missing slug, filled up to the limit with the usual suggestions. */
export function suggestionsFor<T extends BlogItem>(slug: string, items: T[], limit = SUGGESTION_LIMIT): { docs: T[]; closest: number } {
  const closest = closestArticles(slug, items, limit)
  const rest = suggestedArticles(
    items.filter((a) => !closest.includes(a)),
    limit - closest.length,
  )
  return { docs: [...closest, ...rest], closest: closest.length }
}

/** 'N article(s) found'. */
export const foundLabel = (n: number): string => `${n} ${n === 1 ? 'article' : 'articles'} found`

/**
 * The newest of these dates (ISO strings), or null when none is a date: when the blog last had a new article, which
 * the list page's hero states (instead of the old site's "Updated Daily", which no data backed) and the feed gives as
 * its lastBuildDate.
 */
export function newestDate(dates: readonly (string | null | undefined)[]): string | null {
  let newest: { time: number; iso: string } | null = null
  for (const iso of dates) {
    const time = iso ? Date.parse(iso) : NaN
    if (!Number.isNaN(time) && (!newest || time > newest.time)) newest = { time, iso: iso! }
  }
  return newest?.iso ?? null
}
