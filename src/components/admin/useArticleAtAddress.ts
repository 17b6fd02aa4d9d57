'use client'

import { articleLookup, type ArticleAtAddress } from './articleLookup'
import { useApiBase } from './useApiBase'
import { useDelayedAnswer } from './useDelayedAnswer'

export type { ArticleAtAddress } from './articleLookup'

/**
 * Which article holds `/blog/<slug>` (over REST, as the signed-in editor sees the articles): the published one first,
 * then drafts. The cells of one list page are asked together (see `articleLookup`). `delay` lets a field being typed in
 * ask once the typing pauses. null until the answer.
 */
export function useArticleAtAddress(slug: string | null, delay = 0): ArticleAtAddress | null {
  return useDelayedAnswer(slug, articleLookup(useApiBase()), delay) ?? null
}
