/**
 * A tiny toast store shared by the site's client components (spec 01 section 9: at most 3 visible, 4000 ms
 * each). Plain module state with subscribe/getSnapshot for `useSyncExternalStore`.
 */
export const TOAST_LIMIT = 3
export const TOAST_DURATION_MS = 4000

export type ToastVariant = 'success' | 'error' | 'info'
export type Toast = { id: number; title: string; description?: string; variant: ToastVariant }

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const timers = new Map<number, ReturnType<typeof setTimeout>>()

const emit = () => listeners.forEach((l) => l())

export function dismissToast(id: number): void {
  const timer = timers.get(id)
  if (timer) clearTimeout(timer)
  timers.delete(id)
  toasts = toasts.filter((t) => t.id !== id)
  emit()
}

export function toast(input: Omit<Toast, 'id' | 'variant'> & { variant?: ToastVariant }, durationMs = TOAST_DURATION_MS): number {
  const id = nextId++
  toasts = [{ variant: 'info', ...input, id }, ...toasts]
  for (const dropped of toasts.slice(TOAST_LIMIT)) dismissToast(dropped.id)
  toasts = toasts.slice(0, TOAST_LIMIT)
  timers.set(id, setTimeout(() => dismissToast(id), durationMs))
  emit()
  return id
}

export const subscribeToasts = (listener: () => void): (() => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
export const getToasts = (): Toast[] => toasts
const EMPTY: Toast[] = []
export const getServerToasts = (): Toast[] => EMPTY
