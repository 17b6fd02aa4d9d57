'use client'

import { usePathname } from 'next/navigation'
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'

import type { ArticleCardData } from '@/lib/data/articles'
import { slugFromPath, SUGGESTION_SLUG_MAX } from '@/lib/missingSlug'

// Loaded only when there is something closer to show: this component sits in every article page's tree (Next.js
// sends the not-found view with each), so the cards' code stays out of their first load.
const SuggestionCards = lazy(() => import('./SuggestionCards.client'))

/** What the status line says when closer suggestions have taken the usual ones' place. */
const announcement = (closest: number, slug: string) =>
  closest === 1
    ? `Suggestions updated: the article closest to “${slug}” comes first.`
    : `Suggestions updated: the ${closest} articles closest to “${slug}” come first.`

/**
 * The suggestions of "Article Not Found": the server renders the usual ones (`children`, shown without JavaScript
 * too); once the page is up, the articles closest to the slug the visitor asked for take their place, when any of
 * them shares a word with it (GET /api/news-updates/suggestions).
 */
export function ClosestSuggestions({ children }: { children: ReactNode }) {
  const slug = slugFromPath(usePathname() ?? '')
  // Kept with the slug they were found for, so another missing address never shows the last one's.
  const [closer, setCloser] = useState<{ slug: string; articles: ArticleCardData[]; closest: number } | null>(null)
  useEffect(() => {
    if (!slug.trim() || slug.length > SUGGESTION_SLUG_MAX) return
    const controller = new AbortController()
    fetch(`/api/news-updates/suggestions?slug=${encodeURIComponent(slug)}`, { signal: controller.signal })
      .then((res) => (res.ok ? res.json() : null))
      .then((body: { docs?: ArticleCardData[]; closest?: number } | null) => {
        if (body?.closest && body.docs?.length) setCloser({ slug, articles: body.docs, closest: body.closest })
      })
      .catch(() => {}) // the usual suggestions stay
    return () => controller.abort()
  }, [slug])
  const shown = closer?.slug === slug ? closer : null
  return (
    <>
      {/* Present from the first render, so screen readers announce the change when the closer cards arrive. */}
      <p role="status" className="sr-only">
        {shown ? announcement(shown.closest, slug) : ''}
      </p>
      {shown ? (
        <Suspense fallback={children}>
          <SuggestionCards articles={shown.articles} />
        </Suspense>
      ) : (
        children
      )}
    </>
  )
}
