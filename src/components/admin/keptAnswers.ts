/**
 * A lookup whose answers are kept `keepMs` after asking: the fields of one form that ask about the same thing at once
 * (a page's own texts, its page content) share one request. `ask` runs for a key not asked in that time.
 */
export function keptAnswers<T>(keepMs = 5_000) {
  const asked = new Map<string, { at: number; answer: Promise<T> }>()
  return (key: string, ask: () => Promise<T>): Promise<T> => {
    const now = Date.now()
    for (const [k, v] of asked) if (now - v.at >= keepMs) asked.delete(k)
    const kept = asked.get(key)
    if (kept) return kept.answer
    const answer = ask()
    asked.set(key, { at: now, answer })
    return answer
  }
}
