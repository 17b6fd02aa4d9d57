import { type RefObject, useLayoutEffect } from 'react'

import { entryValue, keepInEntry } from '@/lib/entryState'

/** The ids kept open for `list` in a history entry's state; anything else found there is none. */
export function rememberedOpen(state: unknown, list: string): string[] {
  const lists = entryValue(state, 'open')
  if (!lists || typeof lists !== 'object') return []
  const ids = (lists as Record<string, unknown>)[list]
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []
}

/** What to keep for the entry's open disclosures once `list` has `ids` open (the other lists of the page unchanged). */
export function openListsWith(state: unknown, list: string, ids: string[]): Record<string, string[]> {
  const lists = entryValue(state, 'open')
  const next: Record<string, string[]> = lists && typeof lists === 'object' ? { ...(lists as Record<string, string[]>) } : {}
  if (ids.length) next[list] = ids
  else delete next[list]
  return next
}

/**
 * Which answers (FAQ) or job details a visitor had open on a page comes back with the page: Back or Forward to it, or a
 * reload. The App Router draws a page it returns to afresh, every disclosure closed, so the visitor who had read three
 * answers found none open and the page shorter than where they had been: it could not be put back at the place left.
 *
 * The open ones (`<details data-remember="id">` inside `root`) are kept in the history entry's own state (entryState.ts).
 * They are opened again in a layout effect, before the page is drawn and before the browser puts it back at the place
 * left.
 */
export function useRememberedOpen(root: RefObject<HTMLElement | null>, list: string): void {
  useLayoutEffect(() => {
    const element = root.current
    if (!element) return
    const disclosures = () => [...element.querySelectorAll<HTMLDetailsElement>('details[data-remember]')]
    const kept = rememberedOpen(window.history.state, list)
    if (kept.length) for (const details of disclosures()) if (kept.includes(details.dataset.remember ?? '')) details.open = true

    // `toggle` does not bubble: listened for on the way down. It reports the visitor's opening and closing, the
    // browser's (an open `name`d disclosure closed by another's opening) and the script's alike.
    const onToggle = (event: Event) => {
      if (!(event.target instanceof HTMLDetailsElement) || event.target.dataset.remember === undefined) return
      const open = disclosures()
        .filter((details) => details.open)
        .map((details) => details.dataset.remember ?? '')
      keepInEntry('open', openListsWith(window.history.state, list, open))
    }
    element.addEventListener('toggle', onToggle, true)
    return () => element.removeEventListener('toggle', onToggle, true)
  }, [root, list])
}
