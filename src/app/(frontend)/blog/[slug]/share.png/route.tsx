import { getArticle } from '@/lib/data/articles'
import { getSiteSettings } from '@/lib/data/settings'
import { drawShareImage } from '@/lib/site/drawShareImage'
import { isValidSlug } from '@/lib/slug'

/**
 * Drawn once and cached like the site's pages (about 200 ms of the server's time a drawing): dropped when the article
 * or the settings change (the tags of getArticle and getSiteSettings), else redrawn after 5 minutes. None is drawn at
 * build; an article's is drawn on its first request. The answer for an address that is not a published article's is
 * kept in memory only (src/lib/pageCacheHandler.mjs), so made-up slugs do not fill the disk.
 */
export const revalidate = 300
export const dynamicParams = true
export const generateStaticParams = async (): Promise<{ slug: string }[]> => []

type Props = { params: Promise<{ slug: string }> }

/**
 * /blog/{slug}/share.png: a published article's title over the blog's cover art for it (the picture its card shows
 * when it has no cover image), with the firm's name, 1200 x 630. The page of an article without a cover image names it
 * as its Open Graph and Twitter image and in its structured data. 404 for any other address (a draft's too).
 */
export async function GET(_request: Request, { params }: Props) {
  const { slug } = await params
  const article = isValidSlug(slug) ? await getArticle(slug) : null
  // Asked again before each use, as the site's pages are (next.config.mjs): a draft's address answers once it is
  // published. (Next.js would send its own `s-maxage=300, stale-while-revalidate=<a year>`, meant for shared caches,
  // which Chromium applies to its own cache for RSC payloads at least: see next.config.mjs.)
  if (!article) return new Response('No such article.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-cache' } })
  const settings = await getSiteSettings()
  const image = drawShareImage({ title: article.title, category: article.category, slug: article.slug, firmName: settings.firmName })
  image.headers.set('Cache-Control', 'public, max-age=300, stale-while-revalidate=3600')
  return image
}
