import { ImageResponse } from 'next/og'

import { OgFirmMark } from '@/components/og/FirmMark'
import { coverSvg } from '@/lib/coverArt'

import { shareImageTitle, SOCIAL_IMAGE_SIZE } from './shareImage'

/**
 * An article's share image, 1200 x 630: its title (cut at SHARE_TITLE_MAX) over the blog's cover art for it (the
 * picture its card shows when it has no cover image, shapes picked by its slug), with its category and the firm's name.
 * /blog/{slug}/share.png draws a published article's; the article form's share preview a draft's (staff only).
 */
export function drawShareImage({ title, category, slug, firmName }: { title: string; category: string; slug: string; firmName: string }): ImageResponse {
  const cover = `data:image/svg+xml;base64,${Buffer.from(coverSvg(slug, category, SOCIAL_IMAGE_SIZE)).toString('base64')}`
  return new ImageResponse(
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
            <div style={{ fontSize: 28 }}>{firmName}</div>
          </div>
          {/* Left of the chart, which starts at about 735 px. */}
          <div style={{ display: 'flex', flexDirection: 'column', maxWidth: 640 }}>
            <div style={{ fontSize: 26, color: '#d9eaff' }}>{category}</div>
            <div style={{ marginTop: 16, fontSize: 54, lineHeight: 1.15 }}>{shareImageTitle(title)}</div>
          </div>
          <div style={{ fontSize: 24, color: '#d9eaff' }}>Tax & Compliance Blog</div>
        </div>
      </div>
    ),
    { ...SOCIAL_IMAGE_SIZE },
  )
}
