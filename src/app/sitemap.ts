import type { MetadataRoute } from 'next'

import { listArticles } from '@/lib/data/articles'
import { pageContentDates } from '@/lib/data/pageContent'
import { siteOrigin } from '@/lib/site/metadata'
import { buildSitemap } from '@/lib/site/sitemap'

export const revalidate = 300

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [articles, dates] = await Promise.all([listArticles(), pageContentDates()])
  return buildSitemap(siteOrigin(), articles, dates)
}
