'use client'

import { useEffect, useId, useRef } from 'react'

import { closeDisclosure, whenFocusLeaves } from '@/lib/focus'
import { type OutlineEntry } from '@/lib/outline'
import { useDisclosureDismiss } from '@/lib/useDisclosureDismiss'
import { keepInSight } from '@/lib/useReadingPlace'

/**
 * A reader deep in a long article on a phone or tablet (below the width where "In this article" is a column beside the
 * text) has the list far above: this button, at the screen's foot once the list has gone under the header and until
 * the article's end is in sight, opens the same sections over the page, the one being read marked, to go to another.
 * A native disclosure like the Share popover (Escape, a click elsewhere or the focus leaving closes it). Where the
 * reader is (`current`, whether it is `shown`) comes from OutlineLinks' measure; without the script it is not shown.
 */
export function ContentsButton({ entries, current, shown }: { entries: OutlineEntry[]; current: number; shown: boolean }) {
  const details = useRef<HTMLDetailsElement>(null)
  const trigger = useRef<HTMLElement>(null)
  const list = useRef<HTMLOListElement>(null)
  const panelId = useId()
  const close = () => closeDisclosure(details.current)

  // Put away (the reader scrolled back up to the list, or on to the article's end), it is closed too.
  useEffect(() => {
    if (!shown) closeDisclosure(details.current)
  }, [shown])

  useDisclosureDismiss(details, trigger)

  // Opened, the section being read is in sight in the list (which scrolls when long) and the keyboard starts on it.
  const onToggle = (event: React.SyntheticEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.open) return
    const link = list.current?.children[Math.max(current, 0)]?.querySelector('a')
    keepInSight(list.current?.parentElement, link)
    link?.focus({ preventScroll: true })
  }

  // A navigation of its own (its links are the page's way around, not its text: search engines and the SEO crawl leave
  // navigation out of a page's content), shown only while offered.
  return (
    <nav hidden={!shown} aria-label="Contents" className="fixed bottom-4 left-4 z-30 print:hidden min-[82rem]:hidden">
      <details ref={details} onToggle={onToggle} onBlur={whenFocusLeaves(close)} className="[&>summary::-webkit-details-marker]:hidden">
        <summary
          ref={trigger}
          aria-controls={panelId}
          className="inline-flex h-12 cursor-pointer list-none items-center gap-2 rounded-full border border-slate-200 bg-white px-4 text-sm font-semibold text-brand-700 shadow-lg hover:bg-slate-50"
        >
          <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
            <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />
          </svg>
          Contents
        </summary>
        <div
          id={panelId}
          className="absolute bottom-full left-0 mb-2 max-h-[min(26rem,calc(100dvh-10rem))] w-[min(20rem,calc(100vw-2rem))] overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white p-4 shadow-xl"
        >
          <p className="text-sm font-semibold text-ink">In this article</p>
          <ol ref={list} className="mt-2 border-l border-slate-200 text-sm">
            {entries.map((entry, index) => (
              <li key={entry.id}>
                <a
                  href={`#${entry.id}`}
                  aria-current={index === current ? 'location' : undefined}
                  // The page goes to the section; the list closes once it has.
                  onClick={() => setTimeout(close)}
                  className="-ml-px block border-l-2 border-transparent py-2 pl-3 leading-5 text-slate-600 hover:border-brand-600 hover:text-brand-700 aria-[current=location]:border-brand-600 aria-[current=location]:font-semibold aria-[current=location]:text-brand-700"
                >
                  {entry.text}
                </a>
              </li>
            ))}
          </ol>
        </div>
      </details>
    </nav>
  )
}
