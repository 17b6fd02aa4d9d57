'use client'

import { useEffect, useRef } from 'react'

import { type OutlineEntry } from '@/lib/outline'
import { keepInSight, useCurrentSection } from '@/lib/useCurrentSection'

/**
 * The links of "In this article", the one of the section being read marked (`aria-current="location"`, a bar and
 * bolder words in the column beside the text): it follows the reader's scrolling, and a link followed. Without the
 * script, the same links unmarked. Its parent is the box that scrolls the list when it is taller than the screen.
 */
export function OutlineLinks({ entries }: { entries: OutlineEntry[] }) {
  const current = useCurrentSection(entries)
  // In the column, a list taller than the screen scrolls on its own: it keeps the marked link in sight (not the page).
  const list = useRef<HTMLOListElement>(null)
  useEffect(() => keepInSight(list.current?.parentElement, list.current?.children[current]), [current])
  return (
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
  )
}
