import type { Payload } from 'payload'

import { redirectKey } from './paths'

type Reference = { relationTo: string; value: number | { id: number } } | null | undefined
type RedirectDoc = { from: string; to?: { type?: 'reference' | 'custom' | null; reference?: Reference; url?: string | null } | null }

/** Old address (in its lookup form, see redirectKey) → where it leads now. */
export type RedirectTable = Record<string, string>

/**
 * Every redirect, read from the database: a redirect to an article leads to its current address, and only while
 * visitors can read it (published and active). The site caches this (src/lib/data/redirects.ts); the SEO suite
 * reads it to follow a keyword's target page to where it moved.
 */
export async function readRedirectTable(payload: Payload): Promise<RedirectTable> {
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
  const table: RedirectTable = {}
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
}
