import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { TOAST_DURATION_MS, coverToasts, dismissToast, getToasts, holdToasts, subscribeToasts, toast, toastsCovered } from '../../src/lib/toast'

const titles = () => getToasts().map((t) => t.title)

describe('the toast store (spec 01 section 9: 3 visible, 4000 ms each)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    holdToasts('toaster', false)
    coverToasts(false)
    for (const t of getToasts()) dismissToast(t.id)
    vi.useRealTimers()
  })

  it('shows the newest first, at most three, and takes each away after 4 s', () => {
    for (const title of ['one', 'two', 'three', 'four']) {
      toast({ title })
      vi.advanceTimersByTime(1000)
    }
    expect(titles()).toEqual(['four', 'three', 'two'])
    // 'two' was shown 3 s ago: gone 1 s later; 'four' lasts its full 4 s.
    vi.advanceTimersByTime(1000)
    expect(titles()).toEqual(['four', 'three'])
    vi.advanceTimersByTime(TOAST_DURATION_MS - 2000 - 1)
    expect(titles()).toEqual(['four'])
    vi.advanceTimersByTime(1)
    expect(titles()).toEqual([])
  })

  it('tells its subscribers of every change, and a toast closed by hand is gone at once', () => {
    const listener = vi.fn()
    const stop = subscribeToasts(listener)
    const id = toast({ title: 'Link copied to clipboard!', variant: 'success' })
    expect(getToasts()[0]).toMatchObject({ id, title: 'Link copied to clipboard!', variant: 'success' })
    dismissToast(id)
    expect(titles()).toEqual([])
    expect(listener).toHaveBeenCalledTimes(2)
    stop()
  })

  it('keeps every toast while held (the visitor at the toasts or away from the tab) and gives each the time it had left', () => {
    toast({ title: 'older' })
    vi.advanceTimersByTime(3000)
    toast({ title: 'newer' })
    holdToasts('toaster', true)
    vi.advanceTimersByTime(60_000)
    expect(titles()).toEqual(['newer', 'older'])
    // A toast shown while held waits too.
    toast({ title: 'newest' })
    vi.advanceTimersByTime(60_000)
    expect(titles()).toEqual(['newest', 'newer', 'older'])

    holdToasts('toaster', false)
    vi.advanceTimersByTime(1000)
    expect(titles()).toEqual(['newest', 'newer'])
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1000)
    expect(titles()).toEqual([])
  })

  it('holding twice or letting go twice changes nothing more', () => {
    toast({ title: 'one' })
    vi.advanceTimersByTime(1000)
    holdToasts('toaster', true)
    holdToasts('toaster', true)
    vi.advanceTimersByTime(10_000)
    holdToasts('toaster', false)
    holdToasts('toaster', false)
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1000 - 1)
    expect(titles()).toEqual(['one'])
    vi.advanceTimersByTime(1)
    expect(titles()).toEqual([])
  })

  it('runs only once no one holds it: the visitor leaving the toasts while the full-screen chat covers them does not start it', () => {
    toast({ title: 'Message sent successfully!' })
    vi.advanceTimersByTime(1000)
    const listener = vi.fn()
    const stop = subscribeToasts(listener)
    // Covered: the Toaster is told (it shows none meanwhile); the toast is kept, its time held.
    coverToasts(true)
    expect(toastsCovered()).toBe(true)
    expect(listener).toHaveBeenCalledTimes(1)
    holdToasts('toaster', true)
    holdToasts('toaster', false)
    vi.advanceTimersByTime(60_000)
    expect(titles()).toEqual(['Message sent successfully!'])
    coverToasts(false)
    expect(toastsCovered()).toBe(false)
    expect(listener).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1000 - 1)
    expect(titles()).toEqual(['Message sent successfully!'])
    vi.advanceTimersByTime(1)
    expect(titles()).toEqual([])
    stop()
  })
})
