import type { MetadataRoute } from 'next'

import { STATIC_ROUTES } from './routes'

/** When the site's own (code) content last changed; page-content edits and articles are dated by the CMS. */
export const CONTENT_UPDATED = '2026-11-21T00:00:00.000Z'

const PRIORITY: Record<string, number> = { '/': 1, '/services': 0.9, '/contact': 0.9, '/blog': 0.8 }

const latest = (...dates: (string | undefined | null)[]): string =>
  dates.filter((d): d is string => Boolean(d)).sort().at(-1) ?? CONTENT_UPDATED

/** Every public route and every visible article, with the date it last changed. */
export function buildSitemap(
  origin: string,
  articles: { slug: string; updatedAt: string }[],
  pageDates: Map<string, string>,
): MetadataRoute.Sitemap {
  const newestArticle = articles.map((a) => a.updatedAt).sort().at(-1)
  const pages: MetadataRoute.Sitemap = STATIC_ROUTES.map((path) => ({
    url: `${origin}${path === '/' ? '' : path}` || origin,
    lastModified: latest(CONTENT_UPDATED, pageDates.get(path), path === '/blog' || path === '/' ? newestArticle : null),
    changeFrequency: path === '/blog' ? 'daily' : path.startsWith('/services') || path === '/' ? 'weekly' : 'monthly',
    priority: PRIORITY[path] ?? (path.startsWith('/services/') ? 0.8 : 0.5),
  }))
  const posts: MetadataRoute.Sitemap = articles.map((a) => ({
    url: `${origin}/blog/${a.slug}`,
    lastModified: latest(a.updatedAt, pageDates.get(`/blog/${a.slug}`)),
    changeFrequency: 'monthly',
    priority: 0.7,
  }))
  return [...pages, ...posts]
}
