import sharp from 'sharp'

import { coverSvg, seedHash } from '../../src/lib/coverArt'

/**
 * A 1600x900 abstract cover image (no text, so no fonts are needed) drawn locally with sharp: the blog's cover art
 * (src/lib/coverArt.ts), which a card also draws for an article without a cover image. The shapes are derived from the
 * seed string, so the same article always gets the same picture.
 */
export async function coverImage(seed: string, category: string): Promise<Buffer> {
  const svg = coverSvg(seed, category)
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
}

/**
 * The demo's hero picture: office towers at dusk with lit windows, 1600x900, drawn locally with sharp (the firm puts
 * a photograph of its office or team in its place, Site settings > Home page). The same picture on every seed.
 */
export async function heroImage(): Promise<Buffer> {
  let h = seedHash('gurgaon-skyline')
  const next = () => {
    h = Math.imul(h ^ (h >>> 15), 2246822519) >>> 0
    return h / 4294967296
  }
  const shapes: string[] = []
  // Two rows of towers: the far one paler and lower, the near one darker, taller and lit.
  for (const [row, fill, top, lit] of [
    [0, '#1e3a8a', 330, 0.2],
    [1, '#0b1533', 250, 0.6],
  ] as const) {
    let x = row ? -30 : 10
    const windows: string[] = []
    while (x < 1600) {
      const width = Math.round(90 + next() * 110)
      const y = Math.round(top + next() * 330)
      shapes.push(`<rect x="${x}" y="${y}" width="${width}" height="${900 - y}" fill="${fill}"/>`)
      if (next() > 0.6) shapes.push(`<rect x="${x + width / 2 - 2}" y="${y - 46}" width="4" height="46" fill="${fill}"/>`)
      for (let wy = y + 24; wy < 880; wy += 30) {
        for (let wx = x + 14; wx + 14 < x + width - 8; wx += 24) {
          if (next() < lit) windows.push(`<rect x="${wx}" y="${wy}" width="12" height="16" fill="#fde68a" fill-opacity="${(0.45 + next() * 0.5).toFixed(2)}"/>`)
        }
      }
      x += width + Math.round(8 + next() * 40)
    }
    // A row's lit windows go over its own towers only, before the nearer row hides part of them.
    shapes.push(...windows)
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f172a"/><stop offset="0.7" stop-color="#3b5bdb"/><stop offset="1" stop-color="#93c5fd"/></linearGradient></defs>
  <rect width="1600" height="900" fill="url(#sky)"/>${shapes.join('')}
</svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true }).toBuffer()
}
