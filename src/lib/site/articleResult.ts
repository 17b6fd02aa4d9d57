// Pure: the article form's search result preview reads it in the browser.

import { filledText } from '../format'
import { pageSearchTitle } from '../searchResult'
import { isValidSlug, slugify } from '../slug'

/** What the article form holds now, and what the site adds to it. */
export type ArticleResultInput = {
  title: string | null
  slug: string | null
  metaDescription: string | null
  excerpt: string | null
  /** The title and description of the article's page content (at /blog/<slug>), which win on the site. */
  override: { title: string | null; description: string | null } | null
  siteName: string
  /** The site's public origin, e.g. 'https://firm.example'. */
  origin: string
}

export type ArticleResult =
  /** No title typed yet. */
  | { kind: 'no-title' }
  /** The slug typed is not one, or it is empty and the title gives none. */
  | { kind: 'no-address'; reason: 'invalid-slug' | 'title-gives-none' }
  | {
      kind: 'result'
      path: string
      url: string
      /** Whether the address is the one the title will give on save (the slug field is empty). */
      addressFromTitle: boolean
      title: string
      titleFrom: 'article' | 'page-content'
      description: string | null
      descriptionFrom: 'meta-description' | 'excerpt' | 'page-content' | null
    }

/**
 * An article as a search result would show it, by the rules its page's metadata follows (app/(frontend)/blog/[slug]):
 * at /blog/<slug> (the slug typed, or the one the title gives on save); the page content's title, else the article's
 * title with the firm name when it fits; the page content's description, else the meta description, else the excerpt.
 */
export function articleSearchResult(input: ArticleResultInput): ArticleResult {
  const title = filledText(input.title)
  if (!title) return { kind: 'no-title' }
  const typed = filledText(input.slug)
  if (typed && !isValidSlug(typed)) return { kind: 'no-address', reason: 'invalid-slug' }
  const slug = typed ?? (slugify(title) || null)
  if (!slug) return { kind: 'no-address', reason: 'title-gives-none' }
  const path = `/blog/${slug}`
  const overrideTitle = filledText(input.override?.title)
  const overrideDescription = filledText(input.override?.description)
  const meta = filledText(input.metaDescription)
  const excerpt = filledText(input.excerpt)
  return {
    kind: 'result',
    path,
    url: `${input.origin.replace(/\/+$/, '')}${path}`,
    addressFromTitle: !typed,
    title: overrideTitle ?? pageSearchTitle(path, title, input.siteName),
    titleFrom: overrideTitle ? 'page-content' : 'article',
    description: overrideDescription ?? meta ?? excerpt,
    descriptionFrom: overrideDescription ? 'page-content' : meta ? 'meta-description' : excerpt ? 'excerpt' : null,
  }
}
