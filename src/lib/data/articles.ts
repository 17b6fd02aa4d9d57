import { unstable_cache } from 'next/cache'

import type { Media, NewsUpdate, User } from '@/payload-types'

import { SITE_REVALIDATE_SECONDS, TAGS } from '../cache-tags'
import { DEFAULT_AUTHOR } from '../categories'
import { getPayloadClient } from './payload'

/** An image with the sizes Payload generated, for a plain responsive <img> (no client-side image code). */
export type ArticleImage = { url: string; alt: string; width: number; height: number; srcSet: string | null }

export type ArticleSummary = {
  id: number
  title: string
  slug: string
  excerpt: string
  category: string
  tags: string[]
  author: string
  /** The author an editor gave, or null: the page then shows DEFAULT_AUTHOR. */
  namedAuthor: string | null
  publishedDate: string | null
  readTime: number | null
  trending: boolean
  metaDescription: string | null
  image: ArticleImage | null
  ogImage: string | null
  updatedAt: string
}

/**
 * What an article card shows and the blog's search reads: the summary without what only the article's own page
 * head needs. The blog list sends these to the browser, one per article, so they are kept small.
 */
export type ArticleCardData = Omit<ArticleSummary, 'metaDescription' | 'ogImage' | 'updatedAt' | 'namedAuthor'>

export function toCardData(article: ArticleSummary): ArticleCardData {
  const { metaDescription: _description, ogImage: _og, updatedAt: _updated, namedAuthor: _named, ...card } = article
  return card
}

export type Article = ArticleSummary & { content: NewsUpdate['content']; contentHtml: string | null }

/** An article as its latest draft, for a staff preview: with what keeps visitors from seeing it. */
export type ArticleDraft = Article & { published: boolean; hasUnpublishedChanges: boolean; active: boolean }

const WIDTHS = ['thumbnail', 'card', 'hero'] as const

function pickImage(doc: NewsUpdate, size: 'card' | 'hero'): ArticleImage | null {
  const media = doc.image && typeof doc.image === 'object' ? (doc.image as Media) : null
  if (media?.url) {
    const candidates = WIDTHS.map((name) => media.sizes?.[name]).filter(
      (s): s is { url: string; width: number; height: number } => Boolean(s?.url && s.width && s.height),
    )
    const srcSet = candidates.length ? candidates.map((c) => `${c.url} ${c.width}w`).join(', ') : null
    const sized = media.sizes?.[size]
    if (sized?.url && sized.width && sized.height) {
      return { url: sized.url, alt: media.alt, width: sized.width, height: sized.height, srcSet }
    }
    return { url: media.url, alt: media.alt, width: media.width ?? 1600, height: media.height ?? 900, srcSet }
  }
  if (doc.image_url) return { url: doc.image_url, alt: doc.title, width: 1600, height: 900, srcSet: null }
  return null
}

function toSummary(doc: NewsUpdate, size: 'card' | 'hero' = 'card'): ArticleSummary {
  const media = doc.image && typeof doc.image === 'object' ? (doc.image as Media) : null
  const namedAuthor = doc.author?.trim() || null
  return {
    id: doc.id,
    title: doc.title,
    slug: doc.slug ?? '',
    excerpt: doc.excerpt ?? '',
    category: doc.category,
    tags: doc.tags ?? [],
    author: namedAuthor ?? DEFAULT_AUTHOR,
    namedAuthor,
    publishedDate: doc.published_date ?? null,
    readTime: doc.read_time ?? null,
    trending: Boolean(doc.trending),
    metaDescription: doc.meta_description ?? null,
    image: pickImage(doc, size),
    ogImage: media?.sizes?.og?.url ?? null,
    updatedAt: doc.updatedAt,
  }
}

const toArticle = (doc: NewsUpdate): Article => ({ ...toSummary(doc, 'hero'), content: doc.content, contentHtml: doc.content_html ?? null })

/**
 * How many of the newest articles `next build` renders ahead of time. Older ones render on their first visit and
 * are cached like the rest, so the build's length does not grow with the blog.
 */
export const PRERENDERED_ARTICLES = 100

/**
 * Every active, published article, newest first, as an anonymous visitor may see them (no cap: the sitemap, the
 * blog's search and the related articles need them all). Summaries only, without the content.
 */
export const listArticles = unstable_cache(
  async (): Promise<ArticleSummary[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'news-updates',
      overrideAccess: false,
      sort: '-published_date',
      pagination: false,
      depth: 1,
      select: { content: false, content_html: false },
    })
    // An article published before a slug was required for one (its title gave none) has no address to show it at.
    return docs.filter((d) => d.slug).map((d) => toSummary(d as NewsUpdate))
  },
  ['articles:list'],
  { tags: [TAGS.articles], revalidate: SITE_REVALIDATE_SECONDS },
)

/**
 * The published article with this slug, or null. Only a slug the article list holds is looked up: the data cache keeps
 * an entry (a file on disk) per slug it is asked for, so looking up every address a visitor makes up would let anyone
 * fill the disk. Both are read as an anonymous visitor and dropped together when an article changes.
 */
export async function getArticle(slug: string): Promise<Article | null> {
  const listed = (await listArticles()).some((a) => a.slug === slug)
  return listed ? getListedArticle(slug) : null
}

const getListedArticle = (slug: string): Promise<Article | null> =>
  unstable_cache(
    async (): Promise<Article | null> => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'news-updates',
        overrideAccess: false,
        where: { slug: { equals: slug } },
        limit: 1,
        depth: 1,
      })
      const doc = docs[0] as NewsUpdate | undefined
      return doc ? toArticle(doc) : null
    },
    ['articles:one', slug],
    { tags: [TAGS.articles, TAGS.article(slug)], revalidate: SITE_REVALIDATE_SECONDS },
  )()

/**
 * The latest draft of the article whose draft has this slug, as the signed-in `user` may read it; never cached.
 * Whether a published version exists (and differs) is read too, so the preview can say what visitors see.
 */
export async function getArticleDraft(slug: string, user: User): Promise<ArticleDraft | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'news-updates',
    draft: true,
    overrideAccess: false,
    user,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
  })
  const draft = docs[0] as NewsUpdate | undefined
  if (!draft) return null
  const published = await payload.find({
    collection: 'news-updates',
    overrideAccess: false,
    user,
    where: { and: [{ id: { equals: draft.id } }, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 0,
    select: { updatedAt: true },
  })
  const live = published.docs[0]
  return {
    ...toArticle(draft),
    published: Boolean(live),
    hasUnpublishedChanges: draft._status === 'draft',
    active: draft.active !== false,
  }
}
