import { unstable_cache } from 'next/cache'

import type { Media, NewsUpdate } from '@/payload-types'

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
  publishedDate: string | null
  readTime: number | null
  trending: boolean
  metaDescription: string | null
  image: ArticleImage | null
  ogImage: string | null
  updatedAt: string
}

export type Article = ArticleSummary & { content: NewsUpdate['content']; contentHtml: string | null }

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
  return {
    id: doc.id,
    title: doc.title,
    slug: doc.slug ?? String(doc.id),
    excerpt: doc.excerpt ?? '',
    category: doc.category,
    tags: doc.tags ?? [],
    author: doc.author?.trim() || DEFAULT_AUTHOR,
    publishedDate: doc.published_date ?? null,
    readTime: doc.read_time ?? null,
    trending: Boolean(doc.trending),
    metaDescription: doc.meta_description ?? null,
    image: pickImage(doc, size),
    ogImage: media?.sizes?.og?.url ?? null,
    updatedAt: doc.updatedAt,
  }
}

/** Active, published articles, newest first, as an anonymous visitor may see them. */
export const listArticles = unstable_cache(
  async (): Promise<ArticleSummary[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'news-updates',
      overrideAccess: false,
      sort: '-published_date',
      limit: 500,
      depth: 1,
      select: { content: false, content_html: false },
    })
    return docs.map((d) => toSummary(d as NewsUpdate))
  },
  ['articles:list'],
  { tags: [TAGS.articles], revalidate: SITE_REVALIDATE_SECONDS },
)

export const getArticle = (slug: string): Promise<Article | null> =>
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
      return doc
        ? { ...toSummary(doc, 'hero'), content: doc.content, contentHtml: doc.content_html ?? null }
        : null
    },
    ['articles:one', slug],
    { tags: [TAGS.articles, TAGS.article(slug)], revalidate: SITE_REVALIDATE_SECONDS },
  )()
