import type { Media } from '@/payload-types'

import type { ArticleImage } from './data/articles'

/** How wide the text of an article is at most (max-w-3xl less its padding), in CSS pixels. */
const TEXT_WIDTH = 720
/** The `sizes` of an image in an article's text: the text's width, on a phone the screen less its margins. */
export const TEXT_IMAGE_SIZES = `(min-width: 768px) ${TEXT_WIDTH}px, calc(100vw - 2rem)`

/**
 * An image in an article's text, whole (never one of the sizes cut to a frame): the `text` sizes Payload made, and the
 * upload itself when it is no wider than the widest of them (a smaller upload has no text size). An image without
 * them (one whose sizes could not be made) is the upload itself.
 */
export function wholeImage(media: Pick<Media, 'url' | 'alt' | 'width' | 'height' | 'sizes'>, alt?: string): ArticleImage | null {
  if (!media.url) return null
  const scaled = [media.sizes?.text, media.sizes?.textWide].filter(
    (s): s is { url: string; width: number; height: number } => Boolean(s?.url && s.width && s.height),
  )
  const original = media.width && media.height ? { url: media.url, width: media.width, height: media.height } : null
  const candidates = [...scaled]
  if (original && (!scaled.length || original.width <= 2 * 768) && !scaled.some((s) => s.width === original.width)) {
    candidates.push(original)
  }
  candidates.sort((a, b) => a.width - b.width)
  const shown = candidates[0] ?? original
  return {
    url: shown?.url ?? media.url,
    alt: alt || media.alt,
    width: shown?.width ?? 0,
    height: shown?.height ?? 0,
    srcSet: candidates.length > 1 ? candidates.map((c) => `${c.url} ${c.width}w`).join(', ') : null,
  }
}

/** A picture behind a heading band: its address and focal point (percent), which the band keeps in view. */
export type BackdropImage = { url: string; focalX: number; focalY: number }

/**
 * A picture behind a page's heading band (Site settings: the home page's hero, the contact page's band): the whole
 * picture, not a size cut to a frame, since the band crops it again to its own shape: the `textWide` size Payload
 * made (1536 px wide) or, for an upload narrower than that, the upload itself. With its focal point (percent, 50 when
 * not set), which the page keeps in view. Nothing for an empty setting, or an image that is not populated or has no file.
 */
export function backdropImage(
  media: Pick<Media, 'url' | 'sizes' | 'focalX' | 'focalY'> | number | null | undefined,
): BackdropImage | null {
  if (!media || typeof media !== 'object') return null
  const focus = (value: number | null | undefined) => (typeof value === 'number' && value >= 0 && value <= 100 ? value : 50)
  const focal = { focalX: focus(media.focalX), focalY: focus(media.focalY) }
  const wide = media.sizes?.textWide
  if (wide?.url) return { url: wide.url, ...focal }
  if (!media.url) return null
  return { url: media.url, ...focal }
}
