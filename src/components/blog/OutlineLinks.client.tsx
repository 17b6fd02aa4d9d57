'use client'

import { useEffect, useRef } from 'react'

import { ContentsButton } from '@/components/blog/ContentsButton.client'
import { OUTLINE_LABEL_ID, type OutlineEntry } from '@/lib/outline'
import { keepInSight, useReadingPlace } from '@/lib/useReadingPlace'

/**
 * "In this article" (ArticleOutline says where it shows): the box or column of links, the one of the section being
 * read marked (`aria-current="location"`, a bar and bolder words in the column beside the text), following the reader's
 * scrolling and a link followed; and the phone's Contents button, from the same measure of the reader's place. Without
 * the script, the same links unmarked and no button.
 */
export function OutlineLinks({ entries }: { entries: OutlineEntry[] }) {
  const outline = useRef<HTMLElement>(null)
  const { current, contents } = useReadingPlace(entries, outline)
  // In the column, a list taller than the screen scrolls on its own: it keeps the marked link in sight (not the page).
  const list = useRef<HTMLOListElement>(null)
  useEffect(() => keepInSight(list.current?.parentElement, list.current?.children[current]), [current])
  return (
    <>
      <nav
        ref={outline}
        aria-labelledby={OUTLINE_LABEL_ID}
        className="mt-10 print:hidden min-[82rem]:absolute min-[82rem]:inset-y-0 min-[82rem]:right-full min-[82rem]:mr-6 min-[82rem]:mt-0 min-[82rem]:w-52"
      >
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 min-[82rem]:sticky min-[82rem]:top-32 min-[82rem]:max-h-[calc(100dvh-9rem)] min-[82rem]:overflow-y-auto min-[82rem]:rounded-none min-[82rem]:border-0 min-[82rem]:bg-transparent min-[82rem]:p-0 min-[82rem]:pt-1 min-[82rem]:shadow-none">
          <h2 id={OUTLINE_LABEL_ID} className="text-base font-semibold text-ink min-[82rem]:text-sm">
            In this article
          </h2>
          <ol
            ref={list}
            className="mt-3 list-decimal space-y-2 pl-5 text-[0.9375rem] leading-6 marker:text-sm marker:text-slate-500 min-[82rem]:list-none min-[82rem]:space-y-0 min-[82rem]:border-l min-[82rem]:border-slate-200 min-[82rem]:pl-0 min-[82rem]:text-sm"
          >
            {entries.map((entry, index) => (
              <li key={entry.id} className="pl-1 min-[82rem]:pl-0">
                <a
                  href={`#${entry.id}`}
                  aria-current={index === current ? 'location' : undefined}
                  className="font-medium text-brand-700 underline-offset-2 hover:underline aria-[current=location]:font-semibold min-[82rem]:-ml-px min-[82rem]:block min-[82rem]:border-l-2 min-[82rem]:border-transparent min-[82rem]:py-1.5 min-[82rem]:pl-3 min-[82rem]:font-normal min-[82rem]:text-slate-600 min-[82rem]:transition-colors min-[82rem]:hover:border-brand-600 min-[82rem]:hover:text-brand-700 min-[82rem]:hover:no-underline min-[82rem]:aria-[current=location]:border-brand-600 min-[82rem]:aria-[current=location]:font-medium min-[82rem]:aria-[current=location]:text-brand-700"
                >
                  {entry.text}
                </a>
              </li>
            ))}
          </ol>
        </div>
      </nav>
      <ContentsButton entries={entries} current={current} shown={contents} />
    </>
  )
}
