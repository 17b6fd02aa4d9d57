import { useSyncExternalStore } from 'react'

/**
 * The bookmarked articles of this browser (localStorage `blog-bookmarks`, spec 01 section 3), read as a store: what
 * shows them (the article's Bookmark button, the blog's Saved list) follows what is stored, also when another tab of the
 * site changes it (the browser's storage event) or this one does (BOOKMARKS_CHANGED).
 */
export const BOOKMARKS_KEY = 'blog-bookmarks'
const BOOKMARKS_CHANGED = 'ca-bookmarks-changed'

/** Reads the stored bookmark ids; anything malformed counts as none. */
export function parseBookmarks(raw: string | null): string[] {
  if (!raw) return []
  try {
    const value: unknown = JSON.parse(raw)
    return Array.isArray(value) ? value.map(String) : []
  } catch {
    return []
  }
}

/** Adds or removes an article id; returns the new list and whether it is now bookmarked. */
export function toggleBookmark(ids: string[], id: string): { ids: string[]; bookmarked: boolean } {
  return ids.includes(id) ? { ids: ids.filter((x) => x !== id), bookmarked: false } : { ids: [...ids, id], bookmarked: true }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === BOOKMARKS_KEY) onChange()
  }
  window.addEventListener('storage', onStorage)
  window.addEventListener(BOOKMARKS_CHANGED, onChange)
  return () => {
    window.removeEventListener('storage', onStorage)
    window.removeEventListener(BOOKMARKS_CHANGED, onChange)
  }
}

/** The stored text (a string, so the store's snapshot compares equal until it changes). */
function read(): string {
  try {
    return window.localStorage.getItem(BOOKMARKS_KEY) ?? ''
  } catch {
    return '' // storage blocked: nothing bookmarked
  }
}

const notReadYet = () => null
const noSubscription = () => () => {}

/**
 * The bookmarked article ids, oldest first; null on the server and while the page hydrates, when they are not read yet,
 * and while not `wanted`. The text read is parsed once per change.
 *
 * Not `wanted` (the blog list with Saved off), nothing is read: the store's value stays what it was on the server, so
 * the page is not drawn a second time right after it hydrates (the blog's whole list of cards, in the busiest moment
 * of a phone's page load, for bookmarks it does not show).
 */
export function useBookmarks(wanted = true): string[] | null {
  const stored = useSyncExternalStore(wanted ? subscribe : noSubscription, wanted ? read : notReadYet, notReadYet)
  return stored === null ? null : parsed(stored)
}

let last: { text: string; ids: string[] } | undefined
function parsed(text: string): string[] {
  if (last?.text !== text) last = { text, ids: parseBookmarks(text) }
  return last.ids
}

/** Adds or removes an article's bookmark and tells every reader; whether it is now bookmarked. Throws when storage is blocked. */
export function toggleStoredBookmark(id: string): boolean {
  const next = toggleBookmark(parseBookmarks(read()), id)
  window.localStorage.setItem(BOOKMARKS_KEY, JSON.stringify(next.ids))
  window.dispatchEvent(new Event(BOOKMARKS_CHANGED))
  return next.bookmarked
}
