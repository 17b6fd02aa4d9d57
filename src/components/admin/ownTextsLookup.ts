import type { OwnTexts } from '@/lib/site/ownPageTexts'

export type { OwnTexts }

/** Answers kept a little while: the form's three fields ask about the same page at once. */
const KEEP_MS = 5_000
const asked = new Map<string, { at: number; answer: Promise<OwnTexts | null> }>()

/** The own texts of `path` from GET /api/page-content/own-texts, or null (no page there, or asking failed). */
export function fetchOwnTexts(apiBase: string, path: string, fetcher: typeof fetch = fetch): Promise<OwnTexts | null> {
  const key = `${apiBase} ${path}`
  const now = Date.now()
  for (const [k, v] of asked) if (now - v.at >= KEEP_MS) asked.delete(k)
  const kept = asked.get(key)
  if (kept) return kept.answer
  const answer = fetcher(`${apiBase}/page-content/own-texts?${new URLSearchParams({ path })}`, { credentials: 'include' })
    .then(async (res) => (res.ok ? ((await res.json()) as OwnTexts) : null))
    .catch(() => null)
  asked.set(key, { at: now, answer })
  return answer
}
