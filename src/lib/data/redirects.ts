import { unstable_cache } from 'next/cache'
import { permanentRedirect } from 'next/navigation'

import { SITE_REVALIDATE_SECONDS, TAGS } from '../cache-tags'
import { redirectKey } from '../site/paths'
import { readRedirectTable, type RedirectTable } from '../site/redirectTable'
import { STATIC_ROUTES } from '../site/routes'
import { isValidSlug } from '../slug'
import { getPayloadClient } from './payload'

/**
 * Every redirect, old address → where it leads now, in one cache entry (a firm has tens or hundreds, and each
 * unknown address a robot tries is then a lookup in memory, not a query or a cache entry of its own).
 */
export const getRedirectTable = unstable_cache(
  async (): Promise<RedirectTable> => readRedirectTable(await getPayloadClient()),
  ['redirects:table'],
  { tags: [TAGS.redirects, TAGS.articles], revalidate: SITE_REVALIDATE_SECONDS },
)

/** Where an old address leads now, or null. */
export async function findRedirect(path: string): Promise<string | null> {
  const table = await getRedirectTable()
  return table[redirectKey(path)] ?? null
}

/**
 * For pages about to answer 404: follows a redirect for this address (308, permanent) when there is one. Otherwise
 * an address typed or linked in other letter case ('/About', '/Services/GST-Services', '/Blog?q=gst',
 * '/Blog/GST-Guide') leads to the same address in lower case, the form of every address on the site, when a page
 * answers there; `search` (the query, with its '?') goes along.
 */
export async function redirectIfMoved(path: string, search = ''): Promise<void> {
  const target = await findRedirect(path)
  if (target) permanentRedirect(target)
  const lower = path.toLowerCase()
  if (lower !== path && answersAt(lower)) permanentRedirect(`${lower}${search}`)
}

/**
 * Whether a page answers at a lower-case path: a static route, or an article's address, which shows the article or,
 * when visitors may not read one there, the blog's "Article Not Found" with its suggestions (the site's generic 404
 * has none).
 */
function answersAt(path: string): boolean {
  if (STATIC_ROUTES.includes(path)) return true
  const slug = path.match(/^\/blog\/([^/]+)$/)?.[1]
  return slug !== undefined && isValidSlug(slug)
}
