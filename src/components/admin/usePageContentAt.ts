'use client'

import { useEffect, useState } from 'react'

import { restFind } from './restFind'
import { useApiBase } from './useApiBase'

/** What a page's page-content entry replaces: its id (for a link to it) and the overrides it sets. */
export type PageContentAt = { path: string; id: number | string; title: string | null; description: string | null; h1: string | null }

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

/**
 * The page-content entry of `path`, if it has one (over REST, as the signed-in editor reads it), for a form that should
 * say its own field is replaced on the site. null while asking, when there is none, or when asking failed.
 */
export function usePageContentAt(path: string | null): PageContentAt | null {
  const apiBase = useApiBase()
  const [answer, setAnswer] = useState<PageContentAt | null>(null)

  useEffect(() => {
    if (!path) return
    const controller = new AbortController()
    const params: Record<string, string> = { 'where[path][equals]': path, limit: '1' }
    for (const field of ['path', 'title', 'meta_description', 'h1']) params[`select[${field}]`] = 'true'
    restFind(apiBase, 'page-content', params, controller.signal)
      .then(([doc]) => setAnswer(doc ? { path, id: doc.id as number, title: text(doc.title), description: text(doc.meta_description), h1: text(doc.h1) } : null))
      .catch(() => {
        if (!controller.signal.aborted) setAnswer(null)
      })
    return () => controller.abort()
  }, [path, apiBase])

  return answer && answer.path === path ? answer : null
}
