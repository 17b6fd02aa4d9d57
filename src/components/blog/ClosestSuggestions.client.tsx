'use client'

import { usePathname } from 'next/navigation'
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'

import type { ArticleCardData } from '@/lib/data/articles'
import { slugFromPath, SUGGESTION_SLUG_MAX } from '@/lib/missingSlug'

// Loaded only when there is something closer to show: this component sits in every article page's tree (Next.js
// sends the not-found view with each), so the cards' code stays out of their first load.
const SuggestionCards = lazy(() => import('./SuggestionCards.client'))

/**
 * The suggestions of "Article Not Found": the server renders the usual ones (`children`, shown without JavaScript
 * too); once the page is up, the articles closest to the slug the visitor asked for take their place, when any of
 * them shares a word with it (GET /api/news-updates/suggestions).
 */
export function ClosestSuggestions({ children }: { children: ReactNode }) {
  const slug = slugFromPath(usePathname() ?? '')
  // Kept with the slug they were found for, so another missing address never shows the last one's.
  const [closer, setCloser] = useState<{ slug: string; articles: ArticleCardData[] } | null>(null)
  useEffect(() => {
    if (!slug.trim() || slug.length > SUGGESTION_SLUG_MAX) return
    const controller = new AbortController()
    fetch(`/api/news-updates/suggestions?slug=${encodeURIComponent(slug)}`, { signal: controller.signal })
      .then((res) => (res.ok ? res.json() : null))
      .then((body: { docs?: ArticleCardData[]; closest?: number } | null) => {
        if (body?.closest && body.docs?.length) setCloser({ slug, articles: body.docs })
      })
      .catch(() => {}) // the usual suggestions stay
    return () => controller.abort()
  }, [slug])
  if (closer?.slug !== slug) return <>{children}</>
  return (
    <Suspense fallback={children}>
      <SuggestionCards articles={closer.articles} />
    </Suspense>
  )
}
