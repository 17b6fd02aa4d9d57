/**
 * The firm's mark ("CA" on the brand navy), as in public/icon.svg, the site's and the admin's tab icon. The admin also
 * shows it in its sign-in logo and header (as a data: address, so the logo needs no request of its own).
 */
export const FIRM_MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#172554"/><text x="32" y="41" font-family="Arial, Helvetica, sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">CA</text></svg>'

export const FIRM_MARK_DATA_URL = `data:image/svg+xml,${encodeURIComponent(FIRM_MARK_SVG)}`

/**
 * The tab and home-screen icons of the site and the admin, all in public/: the mark as SVG first (sizes "any", which
 * browsers that draw SVG take), the .ico (16, 32 and 48 px) for browsers that draw no SVG icon, and the 180 px PNG iOS
 * puts on its home screen. `npm run icons` draws the last two from icon.svg.
 */
export const ICONS = {
  svg: { url: '/icon.svg', type: 'image/svg+xml', sizes: 'any' },
  ico: { url: '/favicon.ico', sizes: '32x32' },
  apple: { url: '/apple-touch-icon.png', sizes: '180x180' },
} as const

/** The same icons as the admin's `meta.icons` (link tags). */
export const ADMIN_ICONS = [
  { rel: 'icon', ...ICONS.svg },
  { rel: 'icon', ...ICONS.ico },
  { rel: 'apple-touch-icon', ...ICONS.apple },
]
