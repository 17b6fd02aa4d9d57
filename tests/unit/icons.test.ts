import { readFileSync } from 'node:fs'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { APP_ICON_SIZES, APPLE_TOUCH_SIZE, FAVICON_SIZES, icoFromPngs, MASKABLE_SIZE } from '../../scripts/icons.mjs'

const NAVY = [0x17, 0x25, 0x54]

/** The images of an .ico file, read by its directory: width and height (0 meaning 256) and the bytes. */
function readIco(file: Buffer): { width: number; height: number; bytes: Buffer }[] {
  expect(file.readUInt16LE(0)).toBe(0)
  expect(file.readUInt16LE(2)).toBe(1)
  return Array.from({ length: file.readUInt16LE(4) }, (_, i) => {
    const at = 6 + 16 * i
    const length = file.readUInt32LE(at + 8)
    const offset = file.readUInt32LE(at + 12)
    return { width: file.readUInt8(at) || 256, height: file.readUInt8(at + 1) || 256, bytes: file.subarray(offset, offset + length) }
  })
}

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { info, at: (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)) }
}

describe('the icons for browsers that draw no SVG', () => {
  it('favicon.ico holds the mark at 16, 32 and 48 px: navy, with the rounded corners left clear', async () => {
    const images = readIco(readFileSync('public/favicon.ico'))
    expect(images.map((i) => [i.width, i.height])).toEqual(FAVICON_SIZES.map((s) => [s, s]))
    for (const { width, bytes } of images) {
      const { info, at } = await pixels(bytes)
      expect([info.format, info.width, info.height]).toEqual(['raw', width, width])
      expect(at(Math.floor(width / 2), 1).slice(0, 3), `${width} px`).toEqual(NAVY)
      expect(at(0, 0)[3], `${width} px corner`).toBe(0)
    }
  })

  it('the home-screen icon is a 180 px square without transparent corners, which iOS would show black', async () => {
    const { info, at } = await pixels(readFileSync('public/apple-touch-icon.png'))
    expect([info.width, info.height]).toEqual([APPLE_TOUCH_SIZE, APPLE_TOUCH_SIZE])
    expect(at(0, 0)).toEqual([...NAVY, 255])
    expect(at(APPLE_TOUCH_SIZE - 1, APPLE_TOUCH_SIZE - 1)).toEqual([...NAVY, 255])
    // The letters "CA": white somewhere across the middle row.
    const middleRow = Array.from({ length: APPLE_TOUCH_SIZE }, (_, x) => at(x, APPLE_TOUCH_SIZE / 2))
    expect(middleRow.some(([r, g, b]) => r > 240 && g > 240 && b > 240)).toBe(true)
  })

  it('the app icons are the rounded mark at 192 and 512 px, and the maskable one a full square Android may cut', async () => {
    for (const size of APP_ICON_SIZES) {
      const { info, at } = await pixels(readFileSync(`public/icon-${size}.png`))
      expect([info.width, info.height]).toEqual([size, size])
      expect(at(0, 0)[3], `${size} px corner`).toBe(0)
      expect(at(size / 2, 2), `${size} px top edge`).toEqual([...NAVY, 255])
    }
    const { info, at } = await pixels(readFileSync('public/icon-maskable.png'))
    expect([info.width, info.height]).toEqual([MASKABLE_SIZE, MASKABLE_SIZE])
    expect(at(0, 0)).toEqual([...NAVY, 255])
    // Launchers keep at least the circle of 40% radius: the letters lie within it, so only navy lies outside it.
    const outside: number[][] = []
    for (let y = 0; y < MASKABLE_SIZE; y += 4) {
      for (let x = 0; x < MASKABLE_SIZE; x += 4) {
        if (Math.hypot(x - MASKABLE_SIZE / 2, y - MASKABLE_SIZE / 2) > 0.4 * MASKABLE_SIZE) outside.push(at(x, y))
      }
    }
    expect(outside.every((p) => p.join() === [...NAVY, 255].join())).toBe(true)
  })

  it('an .ico is written with one directory entry per image, pointing at its bytes', async () => {
    const a = await sharp({ create: { width: 16, height: 16, channels: 4, background: '#ff0000' } }).png().toBuffer()
    const b = await sharp({ create: { width: 256, height: 256, channels: 4, background: '#00ff00' } }).png().toBuffer()
    const images = readIco(icoFromPngs([{ size: 16, png: a }, { size: 256, png: b }]))
    expect(images.map((i) => i.width)).toEqual([16, 256])
    expect(images[0]!.bytes.equals(a)).toBe(true)
    expect(images[1]!.bytes.equals(b)).toBe(true)
    expect(() => icoFromPngs([{ size: 300, png: a }])).toThrow('An icon is 1 to 256 px wide, not 300.')
  })
})
