'use client'

import { useEffect, useState, type RefObject } from 'react'

import { onScrollFrame } from '@/lib/onScrollFrame'
import { contentsButtonShown, currentSection, readingLine, type OutlineEntry } from '@/lib/outline'

export type ReadingPlace = {
  /** The section being read (`currentSection`); -1 above the first, and before the script runs. */
  current: number
  /** Whether the phone's Contents button is offered (`contentsButtonShown`). */
  contents: boolean
}

/**
 * Where the reader of an article is, followed as they scroll (one measure a frame for both of "In this article"'s
 * lists): the section being read, and whether the list above the text (`outline`, inside the box of the article's
 * text) has gone under the sticky header while the text's end is still below the screen's foot.
 */
export function useReadingPlace(entries: OutlineEntry[], outline: RefObject<HTMLElement | null>): ReadingPlace {
  const [place, setPlace] = useState<ReadingPlace>({ current: -1, contents: false })
  useEffect(() => {
    const headings = entries.map((entry) => document.getElementById(entry.id))
    return onScrollFrame(() => {
      const headerLine = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
      const current = currentSection(headings.map((heading) => heading?.getBoundingClientRect().top ?? Infinity), readingLine(window.innerHeight, headerLine))
      const list = outline.current
      const text = list?.parentElement
      const contents = !!list && !!text && contentsButtonShown(list.getBoundingClientRect().bottom, text.getBoundingClientRect().bottom, window.innerHeight, headerLine)
      setPlace((was) => (was.current === current && was.contents === contents ? was : { current, contents }))
    })
  }, [entries, outline])
  return place
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
