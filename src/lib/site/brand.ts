/**
 * The firm's mark ("CA" on the brand navy), as in src/app/(frontend)/icon.svg, the public site's favicon. The admin
 * uses it as its tab icon and in its sign-in logo and header (a data: address: Next.js serves the site's icon under a
 * hashed name).
 */
export const FIRM_MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#172554"/><text x="32" y="41" font-family="Arial, Helvetica, sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">CA</text></svg>'

export const FIRM_MARK_DATA_URL = `data:image/svg+xml,${encodeURIComponent(FIRM_MARK_SVG)}`
