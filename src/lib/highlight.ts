/** The blog search's words as it looks for them: the query trimmed, in lower case. */
export const searchNeedle = (query: string): string => query.trim().toLowerCase()

/** Whether `text` holds the `needle` (from searchNeedle), in any letter case; never for an empty needle. */
export const holdsNeedle = (text: string, needle: string): boolean => needle !== '' && text.toLowerCase().includes(needle)

/** A run of a text: `match` where it is the search's words. */
export type Run = { text: string; match: boolean }

/**
 * `text` cut into runs, each occurrence of `query` marked as the blog's search matches it (filterArticles: the trimmed
 * query, any letter case). One run, unmarked, for an empty query, no occurrence, or a text whose lower case is not as
 * long as it (a few letters, such as "İ", grow: the places found would not be the text's).
 */
export function highlightRuns(text: string, query: string): Run[] {
  const needle = searchNeedle(query)
  const lower = text.toLowerCase()
  if (!needle || lower.length !== text.length) return [{ text, match: false }]
  const runs: Run[] = []
  let from = 0
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + needle.length)) {
    if (at > from) runs.push({ text: text.slice(from, at), match: false })
    runs.push({ text: text.slice(at, at + needle.length), match: true })
    from = at + needle.length
  }
  if (from < text.length || runs.length === 0) runs.push({ text: text.slice(from), match: false })
  return runs
}

/** Whether `text` holds `query` as the blog's search matches it. */
export const matchesQuery = (text: string, query: string): boolean => holdsNeedle(text, searchNeedle(query))
