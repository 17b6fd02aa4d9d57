'use client'

import { useEffect, useRef, useState } from 'react'

import { onScrollFrame } from '@/lib/onScrollFrame'
import { currentSection, readingLine, type OutlineEntry } from '@/lib/outline'

/**
 * The links of "In this article", the one of the section being read marked (`aria-current="location"`, a bar and
 * bolder words in the column beside the text): it follows the reader's scrolling, and a link followed. Without the
 * script, the same links unmarked. Its parent is the box that scrolls the list when it is taller than the screen.
 */
export function OutlineLinks({ entries }: { entries: OutlineEntry[] }) {
  const [current, setCurrent] = useState(-1)
  useEffect(() => {
    const headings = entries.map((entry) => document.getElementById(entry.id))
    return onScrollFrame(() => {
      const line = readingLine(window.innerHeight, parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0)
      setCurrent(currentSection(headings.map((heading) => heading?.getBoundingClientRect().top ?? Infinity), line))
    })
  }, [entries])
  // In the column, a list taller than the screen scrolls on its own: it keeps the marked link in sight (not the page).
  const list = useRef<HTMLOListElement>(null)
  useEffect(() => {
    const box = list.current?.parentElement
    const link = list.current?.children[current]
    if (!box || !link || box.scrollHeight <= box.clientHeight) return
    const [inList, seen] = [link.getBoundingClientRect(), box.getBoundingClientRect()]
    if (inList.top < seen.top) box.scrollTop -= seen.top - inList.top
    else if (inList.bottom > seen.bottom) box.scrollTop += inList.bottom - seen.bottom
  }, [current])
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
