import { OUTLINE_MIN_SECTIONS, type OutlineEntry } from '@/lib/outline'

/**
 * "In this article": the article's sections, each a link to its heading, above the text, so a reader sees what the
 * article covers and goes straight to the part they came for (the page's header is kept clear: html's
 * scroll-padding-top). Plain links: no script. Shown from OUTLINE_MIN_SECTIONS sections; not on paper.
 */
export function ArticleOutline({ entries }: { entries: OutlineEntry[] }) {
  if (entries.length < OUTLINE_MIN_SECTIONS) return null
  return (
    <nav aria-labelledby="article-outline" className="mt-10 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 print:hidden">
      <h2 id="article-outline" className="text-base font-semibold text-ink">
        In this article
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-[0.9375rem] leading-6 marker:text-sm marker:text-slate-500">
        {entries.map((entry) => (
          <li key={entry.id} className="pl-1">
            <a href={`#${entry.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
