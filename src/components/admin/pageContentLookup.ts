import { filledText } from '@/lib/format'

import { keptAnswers } from './keptAnswers'
import { restFind } from './restFind'

/** What a page's page-content entry replaces: its id (for a link to it) and the overrides it sets. */
export type PageContentAt = { path: string; id: number | string; title: string | null; description: string | null; h1: string | null }

/** Answers kept a little while: an article form's title and description notes and its preview ask at once. */
const kept = keptAnswers<PageContentAt | null>()

/** The page-content entry of `path` over REST, as the signed-in editor reads it; null when there is none or asking failed. */
export function fetchPageContentAt(apiBase: string, path: string, fetcher: typeof fetch = fetch): Promise<PageContentAt | null> {
  return kept(`${apiBase} ${path}`, () => {
    const params: Record<string, string> = { 'where[path][equals]': path, limit: '1' }
    for (const field of ['path', 'title', 'meta_description', 'h1']) params[`select[${field}]`] = 'true'
    return restFind(apiBase, 'page-content', params, undefined, fetcher)
      .then(([doc]) => (doc ? { path, id: doc.id as number, title: filledText(doc.title), description: filledText(doc.meta_description), h1: filledText(doc.h1) } : null))
      .catch(() => null)
  })
}
