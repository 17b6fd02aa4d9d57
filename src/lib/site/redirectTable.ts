import type { Payload } from 'payload'

import { redirectKey } from './paths'

/** A redirect's target as stored by Payload's redirects plugin (the reference as an ID, or populated). */
export type RedirectTarget = {
  type?: 'reference' | 'custom' | null
  reference?: { relationTo?: string; value?: number | string | { id: number | string } } | null
  url?: string | null
} | null
type RedirectDoc = { from: string; to?: RedirectTarget }

/** The ID of the article a redirect target follows, or undefined (an address, or another collection). */
export function articleIdOf(to: RedirectTarget | undefined): number | string | undefined {
  if (to?.type !== 'reference' || to.reference?.relationTo !== 'news-updates') return undefined
  const value = to.reference.value
  return typeof value === 'object' && value !== null ? value.id : value
}

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
  const ids = redirects.map((r) => articleIdOf(r.to)).filter((id) => id !== undefined)
  const slugs = new Map<number | string, string>()
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
    else {
      const id = articleIdOf(r.to)
      const slug = id === undefined ? undefined : slugs.get(id)
      if (slug) target = `/blog/${slug}`
    }
    const from = redirectKey(r.from)
    if (target && redirectKey(target) !== from) table[from] = target
  }
  return table
}
