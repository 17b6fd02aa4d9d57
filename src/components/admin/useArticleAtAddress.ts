'use client'

import { useEffect, useState } from 'react'

import { articleLookup, type ArticleAtAddress } from './articleLookup'
import { useApiBase } from './useApiBase'

export type { ArticleAtAddress } from './articleLookup'

/**
 * Which article holds `/blog/<slug>` (over REST, as the signed-in editor sees the articles): the published one first,
 * then drafts. The cells of one list page are asked together (see `articleLookup`). `delay` lets a field being typed in
 * ask once the typing pauses. null until the answer.
 */
export function useArticleAtAddress(slug: string | null, delay = 0): ArticleAtAddress | null {
  const apiBase = useApiBase()
  const [answer, setAnswer] = useState<ArticleAtAddress | null>(null)

  useEffect(() => {
    if (!slug) return
    let current = true
    const timer = setTimeout(() => {
      void articleLookup(apiBase)(slug).then((found) => {
        if (current) setAnswer(found)
      })
    }, delay)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [slug, delay, apiBase])

  // An answer about the slug asked before this one is no answer.
  return answer && answer.slug === slug ? answer : null
}
