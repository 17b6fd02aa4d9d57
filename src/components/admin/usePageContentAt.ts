'use client'

import { useCallback } from 'react'

import { fetchPageContentAt, type PageContentAt } from './pageContentLookup'
import { useApiBase } from './useApiBase'
import { useDelayedAnswer } from './useDelayedAnswer'

export type { PageContentAt }

/**
 * The page-content entry of `path`, if it has one, for a form that should say its own field is replaced on the site.
 * Asks once a slug being typed pauses; null while asking, when there is none, or when asking failed.
 */
export function usePageContentAt(path: string | null, delay = 300): PageContentAt | null {
  const apiBase = useApiBase()
  const ask = useCallback((p: string) => fetchPageContentAt(apiBase, p), [apiBase])
  return useDelayedAnswer(path, ask, delay) ?? null
}
