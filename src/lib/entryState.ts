/**
 * What the site keeps in a history entry's own state, beside the router's: what a visitor had open or had typed on a
 * page, which the browser keeps per entry on a site of plain pages (a form's values, the place on the page) and the
 * App Router loses, since it draws a page it returns to afresh. It comes back with Back, Forward and a reload of that
 * entry; a link to the page opens a new entry, with none of it.
 */
export const ENTRY_KEYS = {
  /** The disclosures open, by list: `{ faq: ['3', '7'] }` (rememberOpen.ts). */
  open: 'openDisclosures',
  /** The enquiry form's fields as typed, not yet sent: `{ email: '…', message: '…' }` (EnquiryForm). */
  draft: 'enquiryDraft',
  /** The GST calculator's fields (GstFields, src/lib/gst.ts). */
  gst: 'gstCalculator',
} as const

export type EntryKey = keyof typeof ENTRY_KEYS

export type EntryState = Record<string, unknown>
export const asObject = (state: unknown): EntryState | null => (state && typeof state === 'object' && !Array.isArray(state) ? (state as EntryState) : null)

/**
 * Whether a history entry's state is the App Router's own (it wrote the entry): Next.js handles Back and Forward to
 * such an entry, and passes a write carrying its mark (`__NA`) through untouched.
 */
export const isRouterState = (state: unknown): state is EntryState => asObject(state)?.__NA === true

/** The value kept under `key` in a history entry's state (whatever is there: callers check its shape). */
export const entryValue = (state: unknown, key: EntryKey): unknown => asObject(state)?.[ENTRY_KEYS[key]]

/** A history entry's state with `value` kept under `key` (`undefined`: removed), everything else in it unchanged. */
export function withEntryValue(state: unknown, key: EntryKey, value: unknown): EntryState {
  const next = { ...asObject(state) }
  if (value === undefined) delete next[ENTRY_KEYS[key]]
  else next[ENTRY_KEYS[key]] = value
  return next
}

/**
 * What a script that writes a new address into the entry (`history.replaceState(data, '', url)`) passes as `data` to
 * keep what the site keeps there: Next.js adds its own state to it, and data carrying the router's state itself would
 * be passed through without the router learning of the new address.
 */
export function keptEntryState(state: unknown): EntryState | null {
  const current = asObject(state)
  if (!current) return null
  const kept = Object.fromEntries(Object.values(ENTRY_KEYS).filter((name) => name in current).map((name) => [name, current[name]]))
  return Object.keys(kept).length ? kept : null
}

/**
 * Keeps `value` under `key` in the current history entry (`undefined`: removes it). Only into an entry the router
 * wrote: its state carries the router's own marks, and Next.js passes the write through as it is, the address
 * unchanged. An in-page link's entry has no state until InPageLinkHistory gives it the router's, and the router reloads
 * the page on a Back to an entry whose state lacks its marks.
 */
export function keepInEntry(key: EntryKey, value: unknown): void {
  const state = asObject(window.history.state)
  if (state) window.history.replaceState(withEntryValue(state, key, value), '')
}

/** How long typing pauses before what was typed is kept (each keep is a history write, which browsers ration). */
export const KEEP_PAUSE_MS = 1000

/**
 * Keeps what `read` returns (`undefined`: nothing) under `key` in the history entry `form` was drawn in: when a field is
 * left or a choice made (the browser's `change`, which a click on a link sets off first) and after a pause in typing.
 * A reset form keeps nothing. A pause ending after Back or Forward (the form not yet gone) keeps nothing. Returns what
 * stops it, for an effect's cleanup.
 */
export function keepEdits(form: HTMLFormElement, key: EntryKey, read: () => unknown): () => void {
  const address = window.location.href
  let pause: ReturnType<typeof setTimeout> | undefined
  const keep = () => {
    clearTimeout(pause)
    if (window.location.href === address) keepInEntry(key, read())
  }
  const keepSoon = () => {
    clearTimeout(pause)
    pause = setTimeout(keep, KEEP_PAUSE_MS)
  }
  const forget = () => {
    clearTimeout(pause)
    keepInEntry(key, undefined)
  }
  form.addEventListener('change', keep)
  form.addEventListener('input', keepSoon)
  form.addEventListener('reset', forget)
  return () => {
    clearTimeout(pause)
    form.removeEventListener('change', keep)
    form.removeEventListener('input', keepSoon)
    form.removeEventListener('reset', forget)
  }
}
