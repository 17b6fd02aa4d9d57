/**
 * The canonical form of a site path: leading slash, no trailing slash (except '/'), no query or fragment,
 * lower case. Page content is keyed by it, so '/About/' and '/about' are the same page.
 */
export function normalizePagePath(input: string): string {
  const bare = (input.trim().split(/[?#]/)[0] ?? '').toLowerCase()
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`
  const collapsed = withSlash.replace(/\/{2,}/g, '/')
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : '/'
}

/** True for a path on this site ('/services/audit', '/#contact'), false for full URLs and other schemes. */
export const isSitePath = (value: string): boolean => /^\/(?!\/)/.test(value.trim())

/**
 * The form an address is looked up by: percent-escapes decoded (Next.js hands routes the escaped form, editors type
 * '/पुराना-पेज'), then the site's canonical path form. An escape that does not decode is kept as written.
 */
export function redirectKey(path: string): string {
  let decoded = path
  try {
    decoded = decodeURIComponent(path)
  } catch {
    // A broken escape such as '%E0%A4': look it up as written.
  }
  return normalizePagePath(decoded)
}

/**
 * The request header src/proxy.ts sets to the address a visitor asked for (a page's GET: its path and query, as sent),
 * so the 404 page (src/app/global-not-found.tsx) can follow a redirect for it and suggest the pages it was probably
 * meant for: Next.js tells a not-found page nothing of the address. The site's layout reads it in preview only, for the
 * preview banner's way back (src/lib/site/preview.ts).
 */
export const REQUESTED_PATH_HEADER = 'x-requested-path'
