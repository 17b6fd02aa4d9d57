'use client'

import { useConfig } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

/** Whether an article holds `/blog/<slug>` and shows there: published and active, inactive, a draft only, or none. */
export type ArticleAtAddress =
  | { slug: string; state: 'live'; title: string }
  | { slug: string; state: 'hidden' | 'unpublished' | 'none' | 'failed' }

type ArticleDoc = { title?: unknown; active?: unknown }

/**
 * Asks the articles (over REST, as the signed-in editor sees them) which article holds `slug`: the published one
 * first, then drafts. `delay` lets a field being typed in ask once the typing pauses. null until the answer.
 */
export function useArticleAtAddress(slug: string | null, delay = 0): ArticleAtAddress | null {
  const {
    config: { serverURL, routes },
  } = useConfig()
  const [answer, setAnswer] = useState<ArticleAtAddress | null>(null)

  useEffect(() => {
    if (!slug) return
    const controller = new AbortController()
    const find = async (draft: boolean): Promise<ArticleDoc | undefined> => {
      const query = new URLSearchParams({ 'where[slug][equals]': slug, depth: '0', limit: '1', 'select[title]': 'true', 'select[active]': 'true' })
      if (draft) query.set('draft', 'true')
      else query.set('where[_status][equals]', 'published')
      const res = await fetch(`${serverURL}${routes.api}/news-updates?${query}`, { credentials: 'include', signal: controller.signal })
      if (!res.ok) throw new Error(`HTTP ${res.status}`)
      return ((await res.json()) as { docs?: ArticleDoc[] }).docs?.[0]
    }
    const timer = setTimeout(async () => {
      try {
        const published = await find(false)
        if (published) {
          const title = typeof published.title === 'string' ? published.title : slug
          setAnswer(published.active === false ? { slug, state: 'hidden' } : { slug, state: 'live', title })
        } else setAnswer({ slug, state: (await find(true)) ? 'unpublished' : 'none' })
      } catch {
        if (!controller.signal.aborted) setAnswer({ slug, state: 'failed' })
      }
    }, delay)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [slug, delay, serverURL, routes.api])

  // An answer about the slug asked before this one is no answer.
  return answer && answer.slug === slug ? answer : null
}
