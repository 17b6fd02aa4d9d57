import type { Metadata } from 'next'

import { pageSearchTitle } from '../searchResult'
import { BLOG_FEED_PATH } from './feed'
import { DEFAULT_SOCIAL_IMAGE } from './shareImage'

/** Default metadata targets Gurgaon (spec 01 section 2). */
export const SITE_LOCALE = 'en_IN'
export const LANGUAGE_ALTERNATES = ['en-IN', 'en', 'hi-IN', 'x-default'] as const
export const THEME_COLOR = '#1f2937'
export { DEFAULT_SOCIAL_IMAGE, SOCIAL_IMAGE_SIZE } from './shareImage'
/** The public origin: SERVER_URL when set, else the local server. */
export const siteOrigin = (): string =>
  (process.env.SERVER_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '')

export type PageMetaInput = {
  /** The page's path, used for the canonical URL and its page-content overrides. */
  path: string
  /** The page's own title, without the firm name (added when it fits, see `searchTitle`). */
  title: string
  description: string
  keywords?: string[]
  image?: { url: string; width: number; height: number; alt?: string } | null
  type?: 'website' | 'article'
  publishedTime?: string | null
  modifiedTime?: string | null
  authors?: string[]
  noindex?: boolean
}

export type MetaOverrides = { title: string | null; description: string | null }

/**
 * A page's metadata: an editor's `page-content` title and description win over the page's own; the title
 * carries the firm name when there is room for it; canonical and language alternates point at the page; Open Graph and Twitter cards
 * share the title, description and a 1200x630 image.
 */
export function buildMetadata(input: PageMetaInput, overrides: MetaOverrides, firmName: string): Metadata {
  const fullTitle = overrides.title ?? pageSearchTitle(input.path, input.title, firmName)
  const description = overrides.description ?? input.description
  const image = input.image ?? { ...DEFAULT_SOCIAL_IMAGE, alt: firmName }
  const images = [{ url: image.url, width: image.width, height: image.height, alt: image.alt ?? fullTitle }]
  return {
    title: { absolute: fullTitle },
    description,
    keywords: input.keywords?.length ? input.keywords : undefined,
    authors: input.authors?.map((name) => ({ name })),
    alternates: {
      canonical: input.path,
      languages: Object.fromEntries(LANGUAGE_ALTERNATES.map((lang) => [lang, input.path])),
      // Feed readers find the blog's feed from any page.
      types: { 'application/rss+xml': [{ url: BLOG_FEED_PATH, title: `${firmName}: Tax & Compliance Blog` }] },
    },
    openGraph: {
      type: input.type ?? 'website',
      locale: SITE_LOCALE,
      siteName: firmName,
      url: input.path,
      title: fullTitle,
      description,
      images,
      ...(input.type === 'article'
        ? {
            publishedTime: input.publishedTime ?? undefined,
            modifiedTime: input.modifiedTime ?? undefined,
            authors: input.authors,
          }
        : {}),
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: images.map((i) => i.url) },
    robots: input.noindex ? { index: false, follow: true } : { index: true, follow: true },
  }
}
