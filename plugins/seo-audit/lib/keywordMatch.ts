/**
 * Keyword matching as the established focus-keyword analysers do it: case- and accent-insensitive, on whole
 * words, across punctuation, and ignoring the short function words English puts between the words of a search
 * phrase. "ca firm gurgaon" therefore matches "CA firm in Gurgaon", and "gst registration for startups" matches
 * "GST registration of startups", while "GSTregistration" or "firm Gurgaon CA" do not match.
 */
const cache = new Map<string, string>()

/** Words a searcher leaves out and a writer puts in; never the words a phrase is about. */
export const FUNCTION_WORDS = new Set(['a', 'an', 'the', 'in', 'of', 'for', 'at', 'on', 'to', 'by', 'with', 'from', 'and', 'or'])

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

const contentCache = new Map<string, string>()

/** The normalised words of `s` without function words. */
export function contentWords(s: string): string {
  const hit = contentCache.get(s)
  if (hit !== undefined) return hit
  const out = normalise(s)
    .split(' ')
    .filter((w) => w && !FUNCTION_WORDS.has(w))
    .join(' ')
  if (s.length > 200) {
    if (contentCache.size > 500) contentCache.clear()
    contentCache.set(s, out)
  }
  return out
}

/**
 * What to look for and where: the phrase's content words in the text's content words. A phrase made only of
 * function words ("of the" is) is looked for as it is written.
 */
function search(text: string, phrase: string): { hay: string; needle: string } | null {
  const all = normalise(phrase)
  if (!all) return null
  const needle = contentWords(phrase)
  return needle ? { hay: ` ${contentWords(text)} `, needle } : { hay: ` ${normalise(text)} `, needle: all }
}

/** How many words a phrase counts for keyword density: its content words (all of them if it has none). */
export function phraseWordCount(phrase: string): number {
  return (contentWords(phrase) || normalise(phrase)).split(' ').filter(Boolean).length
}

export function containsPhrase(text: string, phrase: string): boolean {
  const s = search(text, phrase)
  return s ? s.hay.includes(` ${s.needle} `) : false
}

/** How many times the phrase occurs in the text (whole words, non-overlapping). */
export function countPhrase(text: string, phrase: string): number {
  const s = search(text, phrase)
  if (!s) return 0
  let count = 0
  let from = 0
  for (;;) {
    const at = s.hay.indexOf(` ${s.needle} `, from)
    if (at === -1) return count
    count++
    from = at + s.needle.length + 1
  }
}
