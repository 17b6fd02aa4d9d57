import { highlightRuns } from '@/lib/highlight'

/** `text` with each occurrence of the search `query` marked (a search's results: where each card matched). */
export function Highlighted({ text, query }: { text: string; query?: string }) {
  if (!query) return text
  return highlightRuns(text, query).map((run, i) =>
    run.match ? (
      <mark key={i} className="rounded-sm bg-amber-100 px-px text-inherit [box-decoration-break:clone]">
        {run.text}
      </mark>
    ) : (
      run.text
    ),
  )
}
