#!/usr/bin/env node
// `npm run icons`: draws, from the site's icon public/icon.svg, public/favicon.ico (16, 32 and 48 px),
// public/apple-touch-icon.png (180 px) and the web app manifest's icons (icon-192.png, icon-512.png and the
// square icon-maskable.png). Pages link the SVG; these are for what cannot use it: Safari's tabs and bookmarks, iOS's
// home screen (which asks for /apple-touch-icon.png), feed readers and crawlers that ask for /favicon.ico, and
// Android's home screen and app list. Run it after changing icon.svg and commit the files.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SOURCE = path.join(ROOT, 'public/icon.svg')
export const FAVICON_SIZES = [16, 32, 48]
export const APPLE_TOUCH_SIZE = 180
export const APP_ICON_SIZES = [192, 512]
export const MASKABLE_SIZE = 512

/**
 * An .ico file holding PNG images (readable by every browser since Internet Explorer 7's successors): a 6-byte
 * header, a 16-byte entry per image (its size, 32 bits a pixel, length and offset), then the images.
 * @param {{ size: number, png: Buffer }[]} images
 */
export function icoFromPngs(images) {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2) // 1: an icon (2 would be a cursor)
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(({ size, png }) => {
    if (!Number.isInteger(size) || size < 1 || size > 256) throw new Error(`An icon is 1 to 256 px wide, not ${size}.`)
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size === 256 ? 0 : size, 0)
    entry.writeUInt8(size === 256 ? 0 : size, 1)
    entry.writeUInt8(0, 2) // no palette
    entry.writeUInt8(0, 3)
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits a pixel
    entry.writeUInt32LE(png.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += png.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)])
}

async function render(svg, size) {
  const { default: sharp } = await import('sharp')
  // Drawn at the target size (not scaled down from a large bitmap), so the letters stay sharp at 16 px.
  return sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer()
}

async function main() {
  const svg = fs.readFileSync(SOURCE, 'utf8')
  const out = path.join(ROOT, 'public')
  fs.mkdirSync(out, { recursive: true })
  const images = await Promise.all(FAVICON_SIZES.map(async (size) => ({ size, png: await render(svg, size) })))
  fs.writeFileSync(path.join(out, 'favicon.ico'), icoFromPngs(images))
  // iOS rounds the corners itself and shows black where the image is transparent: a square without the SVG's rounding.
  // Android's launchers cut a maskable icon to their own shape (a circle of 80% at the least): the same square, whose
  // letters stay inside that circle.
  const square = svg.replace(/\srx="[^"]*"/, '')
  fs.writeFileSync(path.join(out, 'apple-touch-icon.png'), await render(square, APPLE_TOUCH_SIZE))
  for (const size of APP_ICON_SIZES) fs.writeFileSync(path.join(out, `icon-${size}.png`), await render(svg, size))
  fs.writeFileSync(path.join(out, 'icon-maskable.png'), await render(square, MASKABLE_SIZE))
  console.log(
    `Wrote public/favicon.ico (${FAVICON_SIZES.join(', ')} px), apple-touch-icon.png (${APPLE_TOUCH_SIZE} px), ` +
      `${APP_ICON_SIZES.map((s) => `icon-${s}.png`).join(', ')} and icon-maskable.png (${MASKABLE_SIZE} px).`,
  )
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main()
