/**
 * A tiny toast store shared by the site's client components (spec 01 section 9: at most 3 visible, 4000 ms
 * each). Plain module state with subscribe/getSnapshot for `useSyncExternalStore`.
 *
 * The countdown stops while the visitor is at the toasts (pointer over them, keyboard in them) or away from the tab
 * (the Toaster's hold), or while something covers them (the phone's full-screen chat: `coverToasts`): a toast is not
 * taken away while it is being read, its button reached, or before it could be seen, and each gets the rest of its time once the visitor moves on (WCAG 2.2.1, timing adjustable).
 */
export const TOAST_LIMIT = 3
export const TOAST_DURATION_MS = 4000
/** How far a toast is swiped (to the right, away from the page) before it goes; less, it springs back. */
export const TOAST_SWIPE_PX = 50

export type ToastVariant = 'success' | 'error' | 'info'
export type Toast = { id: number; title: string; description?: string; variant: ToastVariant }

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
/** Each shown toast's time left, and while counting down, when it started and its timer. */
const clocks = new Map<number, { left: number; since?: number; timer?: ReturnType<typeof setTimeout> }>()
/** Who holds the countdown now (`holdToasts`): it runs while no one does. */
const holds = new Set<string>()
/** The holder that covers the toasts (`coverToasts`): while it does, none is shown. */
const COVER = 'cover'

const emit = () => listeners.forEach((l) => l())

const run = (id: number) => {
  const clock = clocks.get(id)
  if (!clock || clock.timer) return
  clock.since = Date.now()
  clock.timer = setTimeout(() => dismissToast(id), clock.left)
}

export function dismissToast(id: number): void {
  clearTimeout(clocks.get(id)?.timer)
  clocks.delete(id)
  toasts = toasts.filter((t) => t.id !== id)
  emit()
}

export function toast(input: Omit<Toast, 'id' | 'variant'> & { variant?: ToastVariant }, durationMs = TOAST_DURATION_MS): number {
  const id = nextId++
  toasts = [{ variant: 'info', ...input, id }, ...toasts]
  for (const dropped of toasts.slice(TOAST_LIMIT)) dismissToast(dropped.id)
  toasts = toasts.slice(0, TOAST_LIMIT)
  clocks.set(id, { left: durationMs })
  if (!holds.size) run(id)
  emit()
  return id
}

/**
 * Stops (true) or lets go of (false) every toast's countdown for `holder`; once no holder is left, each restarts with
 * the time it had left.
 */
export function holdToasts(holder: string, hold: boolean): void {
  const wasHeld = holds.size > 0
  if (hold) holds.add(holder)
  else holds.delete(holder)
  const held = holds.size > 0
  if (held === wasHeld) return
  for (const [id, clock] of clocks) {
    if (held) {
      if (!clock.timer) continue
      clearTimeout(clock.timer)
      clock.left = Math.max(0, clock.left - (Date.now() - (clock.since ?? Date.now())))
      clock.timer = undefined
    } else run(id)
  }
}

/**
 * Something drawn over everything, toasts included (the phone's full-screen chat, a modal dialog: the rest of the page
 * is inert and out of screen readers' reach), covers the toasts (true) or no longer does (false). Meanwhile they are
 * held and not shown (`toastsCovered`), so each is put in the toasts' live region, and read out, once it can be seen.
 */
export function coverToasts(covered: boolean): void {
  if (covered === holds.has(COVER)) return
  holdToasts(COVER, covered)
  emit()
}
export const toastsCovered = (): boolean => holds.has(COVER)
export const getServerToastsCovered = (): boolean => false

export const subscribeToasts = (listener: () => void): (() => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
export const getToasts = (): Toast[] => toasts
const EMPTY: Toast[] = []
export const getServerToasts = (): Toast[] => EMPTY
