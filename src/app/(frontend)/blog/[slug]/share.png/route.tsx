import { ImageResponse } from 'next/og'

import { OgFirmMark } from '@/components/og/FirmMark'
import { coverSvg } from '@/lib/coverArt'
import { getArticle } from '@/lib/data/articles'
import { getSiteSettings } from '@/lib/data/settings'
import { SOCIAL_IMAGE_SIZE } from '@/lib/site/metadata'
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

/** The longest title drawn whole; a longer one ends in an ellipsis (a share preview shows the page's title below it). */
const TITLE_MAX = 100

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
  const cover = `data:image/svg+xml;base64,${Buffer.from(coverSvg(article.slug, article.category, SOCIAL_IMAGE_SIZE)).toString('base64')}`
  const title = article.title.length > TITLE_MAX ? `${article.title.slice(0, TITLE_MAX - 1).trimEnd()}…` : article.title
  const image = new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', position: 'relative', color: 'white' }}>
        <img src={cover} width={SOCIAL_IMAGE_SIZE.width} height={SOCIAL_IMAGE_SIZE.height} alt="" style={{ position: 'absolute', left: 0, top: 0 }} />
        <div
          style={{
            position: 'absolute',
            left: 0,
            top: 0,
            width: SOCIAL_IMAGE_SIZE.width,
            height: SOCIAL_IMAGE_SIZE.height,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
            padding: '64px 72px',
            background: 'linear-gradient(90deg, rgba(15, 23, 42, 0.88) 0%, rgba(15, 23, 42, 0.7) 55%, rgba(15, 23, 42, 0) 85%)',
          }}
        >
          <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
            <OgFirmMark size={64} />
            <div style={{ fontSize: 28 }}>{settings.firmName}</div>
          </div>
          {/* Left of the chart, which starts at about 735 px. */}
          <div style={{ display: 'flex', flexDirection: 'column', maxWidth: 640 }}>
            <div style={{ fontSize: 26, color: '#d9eaff' }}>{article.category}</div>
            <div style={{ marginTop: 16, fontSize: 54, lineHeight: 1.15 }}>{title}</div>
          </div>
          <div style={{ fontSize: 24, color: '#d9eaff' }}>Tax & Compliance Blog</div>
        </div>
      </div>
    ),
    { ...SOCIAL_IMAGE_SIZE },
  )
  image.headers.set('Cache-Control', 'public, max-age=300, stale-while-revalidate=3600')
  return image
}
