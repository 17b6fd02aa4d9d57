import { ContentsButton } from '@/components/blog/ContentsButton.client'
import { OutlineLinks } from '@/components/blog/OutlineLinks.client'
import { OUTLINE_LABEL_ID, OUTLINE_MIN_SECTIONS, type OutlineEntry } from '@/lib/outline'

/**
 * "In this article": the article's sections, each a link to its heading, so a reader sees what the article covers and
 * goes straight to the part they came for (the page's header is kept clear: html's scroll-padding-top). Above the
 * text, numbered, in a box; on a screen wide enough for a column beside the text (82 rem: a 1366 px laptop), in that
 * column, where it stays in sight while the text scrolls by (its container, the text's, is `relative`), the section
 * being read marked (OutlineLinks). Plain links without the script. Narrower, once the box has gone under the header,
 * a Contents button at the screen's foot opens the list again (ContentsButton). Shown from OUTLINE_MIN_SECTIONS
 * sections; not on paper.
 */
export function ArticleOutline({ entries }: { entries: OutlineEntry[] }) {
  if (entries.length < OUTLINE_MIN_SECTIONS) return null
  return (
    <>
      <nav
        aria-labelledby={OUTLINE_LABEL_ID}
        className="mt-10 print:hidden min-[82rem]:absolute min-[82rem]:inset-y-0 min-[82rem]:right-full min-[82rem]:mr-6 min-[82rem]:mt-0 min-[82rem]:w-52"
      >
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 min-[82rem]:sticky min-[82rem]:top-32 min-[82rem]:max-h-[calc(100dvh-9rem)] min-[82rem]:overflow-y-auto min-[82rem]:rounded-none min-[82rem]:border-0 min-[82rem]:bg-transparent min-[82rem]:p-0 min-[82rem]:pt-1 min-[82rem]:shadow-none">
          <h2 id={OUTLINE_LABEL_ID} className="text-base font-semibold text-ink min-[82rem]:text-sm">
            In this article
          </h2>
          <OutlineLinks entries={entries} />
        </div>
      </nav>
      <ContentsButton entries={entries} />
    </>
  )
}
