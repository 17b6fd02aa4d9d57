'use client'

import { useEffect, useState } from 'react'

import { onScrollFrame } from '@/lib/onScrollFrame'
import { currentSection, readingLine, type OutlineEntry } from '@/lib/outline'

/**
 * The index of the article's section being read (`currentSection`: the last whose heading has passed the reading line
 * below the sticky header), followed as the reader scrolls; -1 above the first section and before the script runs.
 */
export function useCurrentSection(entries: OutlineEntry[]): number {
  const [current, setCurrent] = useState(-1)
  useEffect(() => {
    const headings = entries.map((entry) => document.getElementById(entry.id))
    return onScrollFrame(() => {
      const line = readingLine(window.innerHeight, parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0)
      setCurrent(currentSection(headings.map((heading) => heading?.getBoundingClientRect().top ?? Infinity), line))
    })
  }, [entries])
  return current
}

/**
 * Scrolls `box` (a list that scrolls on its own) as little as it takes to show `item` whole; the page stays where it
 * is (Element.scrollIntoView would move it too).
 */
export function keepInSight(box: Element | null | undefined, item: Element | null | undefined): void {
  if (!box || !item || box.scrollHeight <= box.clientHeight) return
  const [inList, seen] = [item.getBoundingClientRect(), box.getBoundingClientRect()]
  if (inList.top < seen.top) box.scrollTop -= seen.top - inList.top
  else if (inList.bottom > seen.bottom) box.scrollTop += inList.bottom - seen.bottom
}
