'use client'

import { useConfig } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

/** What a page's page-content entry replaces: its id (for a link to it) and the overrides it sets. */
export type PageContentAt = { path: string; id: number | string; title: string | null; description: string | null; h1: string | null }

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

/**
 * The page-content entry of `path`, if it has one (over REST, as the signed-in editor reads it), for a form that should
 * say its own field is replaced on the site. null while asking, when there is none, or when asking failed.
 */
export function usePageContentAt(path: string | null): PageContentAt | null {
  const {
    config: { serverURL, routes },
  } = useConfig()
  const [answer, setAnswer] = useState<PageContentAt | null>(null)

  useEffect(() => {
    if (!path) return
    const controller = new AbortController()
    const query = new URLSearchParams({ 'where[path][equals]': path, depth: '0', limit: '1' })
    for (const field of ['path', 'title', 'meta_description', 'h1']) query.set(`select[${field}]`, 'true')
    fetch(`${serverURL}${routes.api}/page-content?${query}`, { credentials: 'include', signal: controller.signal })
      .then(async (res) => {
        const doc = res.ok ? ((await res.json()) as { docs?: Record<string, unknown>[] }).docs?.[0] : undefined
        setAnswer(doc ? { path, id: doc.id as number, title: text(doc.title), description: text(doc.meta_description), h1: text(doc.h1) } : null)
      })
      .catch(() => {
        if (!controller.signal.aborted) setAnswer(null)
      })
    return () => controller.abort()
  }, [path, serverURL, routes.api])

  return answer && answer.path === path ? answer : null
}
