import { describe, expect, it } from 'vitest'

import { THEME_COLOR } from '@/lib/site/metadata'
import { buildManifest, SHORT_NAME_LENGTH, shortAppName } from '@/lib/site/manifest'

describe('the name under the icon on a home screen', () => {
  it('is the firm’s name when it fits, else "CA" for Chartered Accountants, else its first word', () => {
    expect(shortAppName('Sharma & Co')).toBe('Sharma & Co')
    expect(shortAppName('Chartered Accountants Gurgaon')).toBe('CA Gurgaon')
    expect(shortAppName('Gupta Chartered Accountant')).toBe('Gupta CA')
    expect(shortAppName('Mehta Jain Khanna and Partners LLP')).toBe('Mehta')
    expect(shortAppName('Extraordinarilylongname Advisors')).toBe('Extraordinar')
    for (const name of ['Chartered Accountants Gurgaon', 'Mehta Jain Khanna and Partners LLP', 'A'.repeat(40)]) {
      expect(shortAppName(name).length, name).toBeLessThanOrEqual(SHORT_NAME_LENGTH)
    }
  })
})

describe('the web app manifest', () => {
  it('names the firm, opens the home page in its own window, in the brand colours, with every icon', () => {
    const manifest = buildManifest({ firmName: 'Chartered Accountants Gurgaon', tagline: 'Tax, audit and compliance' })
    expect(manifest).toMatchObject({
      name: 'Chartered Accountants Gurgaon',
      short_name: 'CA Gurgaon',
      description: 'Tax, audit and compliance',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'en-IN',
      theme_color: THEME_COLOR,
    })
    expect(manifest.icons?.map((i) => [i.src, i.sizes, i.purpose])).toEqual([
      ['/icon.svg', 'any', 'any'],
      ['/icon-192.png', '192x192', 'any'],
      ['/icon-512.png', '512x512', 'any'],
      ['/icon-maskable.png', '512x512', 'maskable'],
    ])
    expect(buildManifest({ firmName: 'Firm', tagline: null })).not.toHaveProperty('description')
  })
})
