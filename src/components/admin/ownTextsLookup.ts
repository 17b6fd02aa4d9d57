import type { OwnTexts as PageTexts } from '@/lib/site/ownPageTexts'

import { keptAnswers } from './keptAnswers'

/** The endpoint's answer: the page's own texts, its public address and the site's name. */
export type OwnTexts = PageTexts & { url: string; siteName: string }

/** Answers kept a little while: the form's three fields ask about the same page at once. */
const kept = keptAnswers<OwnTexts | null>()

/** The own texts of `path` from GET /api/page-content/own-texts, or null (no page there, or asking failed). */
export function fetchOwnTexts(apiBase: string, path: string, fetcher: typeof fetch = fetch): Promise<OwnTexts | null> {
  return kept(`${apiBase} ${path}`, () =>
    fetcher(`${apiBase}/page-content/own-texts?${new URLSearchParams({ path })}`, { credentials: 'include' })
      .then(async (res) => (res.ok ? ((await res.json()) as OwnTexts) : null))
      .catch(() => null),
  )
}
