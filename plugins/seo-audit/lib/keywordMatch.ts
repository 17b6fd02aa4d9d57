/** Case- and accent-insensitive phrase matching on word boundaries. */
const cache = new Map<string, string>()

export function normalise(s: string): string {
  const hit = cache.get(s)
  if (hit !== undefined) return hit
  const out = s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
  // Page texts are normalised once per scoring run, not once per keyword.
  if (s.length > 200) {
    if (cache.size > 500) cache.clear()
    cache.set(s, out)
  }
  return out
}

export function containsPhrase(text: string, phrase: string): boolean {
  const p = normalise(phrase)
  if (!p) return false
  return ` ${normalise(text)} `.includes(` ${p} `)
}

/** How many times the phrase occurs in the text (whole words, non-overlapping). */
export function countPhrase(text: string, phrase: string): number {
  const p = normalise(phrase)
  if (!p) return 0
  const hay = ` ${normalise(text)} `
  let count = 0
  let from = 0
  for (;;) {
    const at = hay.indexOf(` ${p} `, from)
    if (at === -1) return count
    count++
    from = at + p.length + 1
  }
}
