/**
 * The blog's drawn cover art: an abstract picture (no text) in the article's category's colours, derived from a seed
 * (the article's slug), so the same article always gets the same one. The seed draws the demo articles' cover images
 * with it (scripts/seed/images.ts, through sharp), and an article card whose article has no cover image shows it in
 * its place (CoverArt), so a card without a picture is as tall as its neighbours and looks like them.
 */

/** Colours per category (dark, mid, light), so covers are varied but on-brand. */
export const COVER_PALETTES: Record<string, readonly [string, string, string]> = {
  GST: ['#0f766e', '#14b8a6', '#ccfbf1'],
  'Income Tax': ['#1e3a8a', '#3b82f6', '#dbeafe'],
  'Audit and Assurance': ['#4c1d95', '#8b5cf6', '#ede9fe'],
  'Company Registration': ['#9a3412', '#f97316', '#ffedd5'],
  'NRI Taxation': ['#155e75', '#06b6d4', '#cffafe'],
  Compliance: ['#1f2937', '#6b7280', '#f3f4f6'],
}

/** The picture's size: 16:9, as the cover images are. */
export const COVER_WIDTH = 1600
export const COVER_HEIGHT = 900

export type CoverShapes = {
  palette: readonly [string, string, string]
  circles: { cx: number; cy: number; r: number; opacity: string; fill: string }[]
  bars: { x: number; y: number; height: number }[]
}

/** A 32-bit hash of `text` (FNV-1a): the start of a seeded sequence of numbers. */
export function seedHash(text: string): number {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  return h >>> 0
}

/** The shapes of `seed`'s cover: seven soft circles over a gradient, and six bars of a chart on a base line. */
export function coverShapes(seed: string, category: string): CoverShapes {
  const palette = COVER_PALETTES[category] ?? COVER_PALETTES.Compliance!
  const [, mid, light] = palette
  let h = seedHash(seed)
  const next = () => {
    h = Math.imul(h ^ (h >>> 15), 2246822519) >>> 0
    return h / 4294967296
  }
  const circles = Array.from({ length: 7 }, () => {
    const cx = Math.round(next() * COVER_WIDTH)
    const cy = Math.round(next() * COVER_HEIGHT)
    const r = Math.round(80 + next() * 320)
    const opacity = (0.12 + next() * 0.3).toFixed(2)
    return { cx, cy, r, opacity, fill: next() > 0.5 ? light : mid }
  })
  const bars = Array.from({ length: 6 }, (_, i) => {
    const height = Math.round(120 + next() * 380)
    return { x: 980 + i * 90, y: 760 - height, height }
  })
  return { palette, circles, bars }
}

/**
 * The cover as an SVG document, for sharp to draw as an image file, or a share image to stand on. At another size than
 * 16:9 (a 1200 x 630 share image) it is cut from the left, keeping the chart on the right whole.
 */
export function coverSvg(seed: string, category: string, size: { width: number; height: number } = { width: COVER_WIDTH, height: COVER_HEIGHT }): string {
  const { palette, circles, bars } = coverShapes(seed, category)
  const [dark, mid, light] = palette
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" preserveAspectRatio="xMaxYMid slice">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
  <rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#g)"/>${circles.map((c) => `<circle cx="${c.cx}" cy="${c.cy}" r="${c.r}" fill="${c.fill}" fill-opacity="${c.opacity}"/>`).join('')}
  <rect x="940" y="760" width="580" height="6" fill="${light}"/>${bars.map((b) => `<rect x="${b.x}" y="${b.y}" width="56" height="${b.height}" rx="8" fill="${light}" fill-opacity="0.85"/>`).join('')}
</svg>`
}
