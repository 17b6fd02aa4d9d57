import { unstable_cache } from 'next/cache'
import { permanentRedirect } from 'next/navigation'

import { SITE_REVALIDATE_SECONDS, TAGS } from '../cache-tags'
import { redirectKey } from '../site/paths'
import { getPayloadClient } from './payload'

type Reference = { relationTo: string; value: number | { id: number } } | null | undefined
type RedirectDoc = { from: string; to?: { type?: 'reference' | 'custom' | null; reference?: Reference; url?: string | null } | null }

/**
 * Every redirect, old address → where it leads now, in one cache entry (a firm has tens or hundreds, and each
 * unknown address a robot tries is then a lookup in memory, not a query or a cache entry of its own). A redirect to an
 * article leads to its current address, and only while visitors can read it (published and active).
 */
export const getRedirectTable = unstable_cache(
  async (): Promise<Record<string, string>> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'redirects', pagination: false, depth: 0, overrideAccess: true })
    const redirects = docs as unknown as RedirectDoc[]
    const ids = redirects
      .map((r) => (r.to?.type === 'reference' ? r.to.reference : null))
      .filter((ref): ref is NonNullable<Reference> => ref?.relationTo === 'news-updates')
      .map((ref) => (typeof ref.value === 'object' ? ref.value.id : ref.value))
    const slugs = new Map<number, string>()
    if (ids.length) {
      const { docs: articles } = await payload.find({
        collection: 'news-updates',
        overrideAccess: false,
        where: { id: { in: ids } },
        pagination: false,
        depth: 0,
        select: { slug: true },
      })
      for (const a of articles) if (a.slug) slugs.set(a.id, a.slug)
    }
    const table: Record<string, string> = {}
    for (const r of redirects) {
      let target: string | undefined
      if (r.to?.type === 'custom' && r.to.url) target = r.to.url.trim()
      else if (r.to?.type === 'reference' && r.to.reference?.relationTo === 'news-updates') {
        const value = r.to.reference.value
        const slug = slugs.get(typeof value === 'object' ? value.id : value)
        if (slug) target = `/blog/${slug}`
      }
      const from = redirectKey(r.from)
      if (target && redirectKey(target) !== from) table[from] = target
    }
    return table
  },
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
