import type { MetadataRoute } from 'next'

import type { SiteSetting } from '@/payload-types'

import { ICONS } from './brand'
import { THEME_COLOR } from './metadata'

/** The manifest's address (src/app/(frontend)/manifest.webmanifest/route.ts), linked from the site's pages. */
export const MANIFEST_PATH = '/manifest.webmanifest'

/** Home screens show about 12 characters under an icon before they cut the name off. */
export const SHORT_NAME_LENGTH = 12

/**
 * The name under the icon on a phone's home screen: the firm's name when it fits, else with "Chartered Accountants"
 * written as the profession writes it, "CA" ("CA Gurgaon"), else its first word.
 */
export function shortAppName(firmName: string): string {
  const name = firmName.trim()
  if (name.length <= SHORT_NAME_LENGTH) return name
  const abbreviated = name.replace(/\bChartered\s+Accountants?\b/i, 'CA').replace(/\s+/g, ' ')
  if (abbreviated.length <= SHORT_NAME_LENGTH) return abbreviated
  return abbreviated.split(' ')[0]!.slice(0, SHORT_NAME_LENGTH)
}

/**
 * The web app manifest (/manifest.webmanifest): what a phone or desktop browser shows when someone adds the site to
 * the home screen or installs it (the firm's name, the mark, the brand colours), from the site settings. The icons
 * are drawn by `npm run icons`.
 */
export function buildManifest(settings: Pick<SiteSetting, 'firmName' | 'tagline'>): MetadataRoute.Manifest {
  return {
    id: '/',
    name: settings.firmName,
    short_name: shortAppName(settings.firmName),
    ...(settings.tagline ? { description: settings.tagline } : {}),
    lang: 'en-IN',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    // The page background (Tailwind's slate-50), so the splash screen matches the first page drawn.
    background_color: '#f8fafc',
    categories: ['business', 'finance'],
    icons: [
      { src: ICONS.svg.url, sizes: ICONS.svg.sizes, type: ICONS.svg.type, purpose: 'any' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}
