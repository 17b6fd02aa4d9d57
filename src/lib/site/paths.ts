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
