import { listArticles } from '@/lib/data/articles'
import { getSiteSettings } from '@/lib/data/settings'
import { blogFeedXml } from '@/lib/site/feed'
import { siteOrigin } from '@/lib/site/metadata'

// Built like the pages and expired with them when an article or the site settings change.
export const dynamic = 'force-static'
export const revalidate = 300

export async function GET(): Promise<Response> {
  const [articles, settings] = await Promise.all([listArticles(), getSiteSettings()])
  const xml = blogFeedXml({
    origin: siteOrigin(),
    firmName: settings.firmName,
    description: 'Guides on GST, income tax, audit, company registration and NRI taxation from chartered accountants in Gurgaon.',
    articles,
  })
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
