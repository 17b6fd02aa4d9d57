import { describe, expect, it } from 'vitest'

import { MAX_NAME_BYTES, uploadFileName } from '../../collections/Media/fileName'

describe('uploadFileName', () => {
  it('keeps a readable name as it is', () => {
    expect(uploadFileName('gst-returns-2026.jpg', 'jpeg')).toBe('gst-returns-2026.jpg')
    expect(uploadFileName('Office photo.JPEG', 'jpeg')).toBe('Office photo.jpeg')
    expect(uploadFileName('कर-रिटर्न ₹.png', 'png')).toBe('कर-रिटर्न ₹.png')
  })

  it('gives the extension of what the file is', () => {
    expect(uploadFileName('scan.exe', 'png')).toBe('scan.png')
    expect(uploadFileName('noext', 'webp')).toBe('noext.webp')
    expect(uploadFileName('photo.png', 'jpeg')).toBe('photo.jpg')
    expect(uploadFileName('.png', 'png')).toBe('image.png')
  })

  it('drops control characters and folder parts', () => {
    expect(uploadFileName('a\u0000b\u0007.png', 'png')).toBe('ab.png')
    expect(uploadFileName('../../etc/passwd.png', 'png')).toBe('passwd.png')
    expect(uploadFileName('C:\\Users\\me\\logo.png', 'png')).toBe('logo.png')
  })

  it('keeps a long name under the file-system limit with room for the sizes, cutting whole characters', () => {
    const latin = uploadFileName(`${'a'.repeat(300)}.png`, 'png')
    expect(latin).toBe(`${'a'.repeat(MAX_NAME_BYTES)}.png`)
    const devanagari = uploadFileName(`${'क'.repeat(200)}.jpg`, 'jpeg')
    expect(Buffer.byteLength(devanagari)).toBeLessThanOrEqual(MAX_NAME_BYTES + 4)
    expect(devanagari).toMatch(/^क+\.jpg$/)
    expect(Buffer.byteLength(`${devanagari.replace(/\.jpg$/, '')}-1600x900-1.jpg`)).toBeLessThan(255)
  })
})
