import { unstable_cache } from 'next/cache'
import { permanentRedirect } from 'next/navigation'

import { SITE_REVALIDATE_SECONDS, TAGS } from '../cache-tags'
import { redirectKey } from '../site/paths'
import { readRedirectTable, type RedirectTable } from '../site/redirectTable'
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

/** For pages about to answer 404: follows a redirect for this address (308, permanent) when there is one. */
export async function redirectIfMoved(path: string): Promise<void> {
  const target = await findRedirect(path)
  if (target) permanentRedirect(target)
}
