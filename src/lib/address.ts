/**
 * Writing a new address into the tab's current history entry, for a page whose filters live in its address (the blog's
 * search and categories, the careers page's kind of opening). Apart from entryState.ts, whose forms are on every page:
 * this is loaded by the pages that write addresses only.
 */
import { asObject, type EntryState, isRouterState, keptEntryState } from '@/lib/entryState'

/** The marks Next.js writes into each entry it manages: it ignores a Back or Forward to an entry without them. */
const ROUTER_KEYS = ['__NA', '__PRIVATE_NEXTJS_INTERNALS_TREE'] as const

/** The router's own part of a history entry's state, or null when the router did not write it. */
export function routerMarks(state: unknown): EntryState | null {
  if (!isRouterState(state)) return null
  return Object.fromEntries(ROUTER_KEYS.filter((name) => name in state).map((name) => [name, state[name]]))
}

/** Writes `url` into the current entry as `replaceAddress` does, once; true when the router's marks are on it after. */
function writeAddress(url: string): boolean {
  const before = window.history.state
  window.history.replaceState(keptEntryState(before), '', url)
  const marks = routerMarks(before)
  if (!marks || routerMarks(window.history.state)) return true
  window.history.replaceState({ ...asObject(window.history.state), ...marks }, '', url)
  return false
}

/**
 * Writes a new address into the current history entry (a filter chosen, more cards shown), keeping what the site keeps
 * there. Through the browser's history API, which the App Router follows (usePathname, Back), and not `router.replace`,
 * which would ask the server for the page at the new address.
 *
 * Next.js copies its marks into such a write, and learns the address, only once it has hooked the history API, in an
 * effect after the page's first render. A search typed while the page was still loading (React replays the keystroke
 * as soon as the page is drawn, before the effects run) went to the browser as it was: the entry lost the marks, and a
 * Back to it later changed the address and left the article on the screen. Then the marks are put back at once, and
 * the address written again a moment later, when the router follows it. (Next.js leaves such entries to the page:
 * vercel/next.js#29252.)
 */
export function replaceAddress(url: string): void {
  if (writeAddress(url)) return
  const written = window.location.href
  setTimeout(() => {
    if (window.location.href === written) writeAddress(url)
  }, 0)
}
