import sharp from 'sharp'

/** Colours per category, so seeded cover images are varied but on-brand. */
const PALETTES: Record<string, [string, string, string]> = {
  GST: ['#0f766e', '#14b8a6', '#ccfbf1'],
  'Income Tax': ['#1e3a8a', '#3b82f6', '#dbeafe'],
  'Audit and Assurance': ['#4c1d95', '#8b5cf6', '#ede9fe'],
  'Company Registration': ['#9a3412', '#f97316', '#ffedd5'],
  'NRI Taxation': ['#155e75', '#06b6d4', '#cffafe'],
  Compliance: ['#1f2937', '#6b7280', '#f3f4f6'],
}

function hash(text: string): number {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  return h >>> 0
}

/**
 * A 1600x900 abstract cover image (no text, so no fonts are needed) drawn locally with sharp. The shapes are
 * derived from the seed string, so the same article always gets the same picture.
 */
export async function coverImage(seed: string, category: string): Promise<Buffer> {
  const [dark, mid, light] = PALETTES[category] ?? PALETTES.Compliance
  let h = hash(seed)
  const next = () => {
    h = Math.imul(h ^ (h >>> 15), 2246822519) >>> 0
    return h / 4294967296
  }
  const circles = Array.from({ length: 7 }, () => {
    const cx = Math.round(next() * 1600)
    const cy = Math.round(next() * 900)
    const r = Math.round(80 + next() * 320)
    const opacity = (0.12 + next() * 0.3).toFixed(2)
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${next() > 0.5 ? light : mid}" fill-opacity="${opacity}"/>`
  }).join('')
  const bars = Array.from({ length: 6 }, (_, i) => {
    const height = Math.round(120 + next() * 380)
    return `<rect x="${980 + i * 90}" y="${760 - height}" width="56" height="${height}" rx="8" fill="${light}" fill-opacity="0.85"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
  <rect width="1600" height="900" fill="url(#g)"/>${circles}
  <rect x="940" y="760" width="580" height="6" fill="${light}"/>${bars}
</svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
}
