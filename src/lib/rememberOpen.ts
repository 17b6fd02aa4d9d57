import { type RefObject, useLayoutEffect } from 'react'

/** Where in the history entry's state the open disclosures are kept: `{ [list]: ids[] }`. */
export const OPEN_DISCLOSURES_KEY = 'openDisclosures'

type Remembered = Record<string, string[]>

/** The ids kept for `list` in a history entry's state; anything else found there (another script's value) is none. */
export function rememberedOpen(state: unknown, list: string): string[] {
  if (!state || typeof state !== 'object') return []
  const kept = (state as Record<string, unknown>)[OPEN_DISCLOSURES_KEY]
  if (!kept || typeof kept !== 'object') return []
  const ids = (kept as Record<string, unknown>)[list]
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []
}

/** A history entry's state with `ids` kept for `list`, everything else in it (the router's own) unchanged. */
export function withRememberedOpen(state: unknown, list: string, ids: string[]): Record<string, unknown> {
  const current = state && typeof state === 'object' ? (state as Record<string, unknown>) : {}
  const kept = current[OPEN_DISCLOSURES_KEY]
  const lists: Remembered = kept && typeof kept === 'object' ? { ...(kept as Remembered) } : {}
  if (ids.length) lists[list] = ids
  else delete lists[list]
  return { ...current, [OPEN_DISCLOSURES_KEY]: lists }
}

/**
 * What a script that writes a new address into the entry (`history.replaceState(data, '', url)`) passes as `data` to
 * keep the open disclosures: Next.js adds its own state to it, and one carrying the router's state itself would be
 * passed through without the router learning of the new address.
 */
export function keptOpen(state: unknown): Record<string, unknown> | null {
  if (!state || typeof state !== 'object' || !(OPEN_DISCLOSURES_KEY in state)) return null
  return { [OPEN_DISCLOSURES_KEY]: (state as Record<string, unknown>)[OPEN_DISCLOSURES_KEY] }
}

/**
 * Which answers (FAQ) or job details a visitor had open on a page comes back with the page: Back or Forward to it, or a
 * reload. The App Router draws a page it returns to afresh, every disclosure closed, so the visitor who had read three
 * answers found none open and the page shorter than where they had been: it could not be put back at the place left.
 *
 * The open ones (`<details data-remember="id">` inside `root`) are kept in the history entry's own state, as the
 * browser keeps a form's values per entry: a link to the page opens it with all closed, as before. They are opened
 * again in a layout effect, before the page is drawn and before the browser puts it back at the place left.
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
      // Only into an entry the router wrote (its state carries the router's own marks, `__NA`, and Next.js passes the
      // write through as it is, the address unchanged). An in-page link's entry has no state, and the router reloads
      // the page on a Back to an entry whose state lacks its marks.
      const state: unknown = window.history.state
      if (!state || typeof state !== 'object') return
      window.history.replaceState(withRememberedOpen(state, list, open), '')
    }
    element.addEventListener('toggle', onToggle, true)
    return () => element.removeEventListener('toggle', onToggle, true)
  }, [root, list])
}
