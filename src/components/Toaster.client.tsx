'use client'

import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type PointerEvent as ReactPointerEvent } from 'react'

import {
  TOAST_SWIPE_PX,
  dismissToast,
  getServerToasts,
  getServerToastsCovered,
  getToasts,
  holdToasts,
  subscribeToasts,
  toastsCovered,
  type Toast,
} from '@/lib/toast'
import { CloseIcon } from '@/components/icons'
import { focusBack, rememberWhereFocusCameFrom } from '@/lib/focus'

const STYLES = {
  success: 'border-emerald-200 bg-white',
  error: 'border-red-300 bg-red-50',
  info: 'border-slate-200 bg-white',
} as const

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}

/**
 * The site's notifications: bottom right, newest first. alt+T moves the focus to them (when there are any), Escape
 * back to where the visitor was. Where exactly is globals.css's: above the chat button, above the cookie banner while
 * it shows (CookieBanner gives it the banner's height) and left of an open chat panel, so a toast never covers their
 * buttons or the chat's message box. Their countdown stops while the pointer or the keyboard is on them, or the tab is
 * hidden (lib/toast). Swiped to the right by 50 px (a finger or a mouse), a toast goes.
 */
export function Toaster() {
  // None shown while something covers them (the phone's full-screen chat): each comes into the live region, and is
  // read out, once it can be seen.
  const covered = useSyncExternalStore(subscribeToasts, toastsCovered, getServerToastsCovered)
  const stored = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts)
  const toasts = covered ? getServerToasts() : stored
  const hidden = useSyncExternalStore(subscribeVisibility, () => document.hidden, () => false)
  const region = useRef<HTMLElement>(null)
  // Where the keyboard was before it came into the toasts, to go back to.
  const cameFrom = useRef<HTMLElement | null>(null)
  const rememberFocus = rememberWhereFocusCameFrom(cameFrom)
  // The toast's button the keyboard is on, if it is in the toasts.
  const focused = useRef<Element | null>(null)
  const [pointerIn, setPointerIn] = useState(false)
  const [focusIn, setFocusIn] = useState(false)

  useEffect(() => {
    holdToasts('toaster', pointerIn || focusIn || hidden)
  }, [pointerIn, focusIn, hidden])
  // The last toast gone from under the pointer (closed, swiped), the browser tells of the pointer's leaving only once it
  // moves: the next toast would wait for that.
  if (pointerIn && !toasts.length) setPointerIn(false)

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // With none showing (or none to be seen) there is nothing to go to: the keys are left to the browser.
      if (e.altKey && e.code === 'KeyT' && getToasts().length && !toastsCovered()) {
        e.preventDefault()
        region.current?.focus()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const goBack = () => {
    if (!focusBack(cameFrom.current)) region.current?.focus({ preventScroll: true })
  }

  // A toast the keyboard was on pushed out by a fourth (three show at most): the keyboard goes to the one now in its
  // place, the oldest, not to the page's start where a removed button leaves it.
  useLayoutEffect(() => {
    if (!focused.current || focused.current.isConnected) return
    const buttons = region.current?.querySelectorAll<HTMLButtonElement>('[data-toast-dismiss]')
    const oldest = buttons?.[buttons.length - 1]
    if (oldest) oldest.focus({ preventScroll: true })
    else goBack()
  }, [toasts])

  // A toast closed from its own button: the keyboard goes on to the next toast's button, or, the last one gone, back
  // to where it came from (not to the page's start, where a removed button leaves it).
  const dismiss = (id: number, button: HTMLButtonElement) => {
    if (button === document.activeElement) {
      const buttons = [...(region.current?.querySelectorAll<HTMLButtonElement>('[data-toast-dismiss]') ?? [])]
      const at = buttons.indexOf(button)
      const next = buttons[at + 1] ?? buttons[at - 1]
      if (next) next.focus({ preventScroll: true })
      else goBack()
    }
    dismissToast(id)
  }

  return (
    <section
      ref={region}
      aria-label="Notifications (alt+T)"
      tabIndex={-1}
      data-toaster=""
      onPointerEnter={() => setPointerIn(true)}
      onPointerLeave={() => setPointerIn(false)}
      onFocus={(e) => {
        rememberFocus(e)
        focused.current = e.target
        setFocusIn(true)
      }}
      onBlur={(e) => {
        if (e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget)) return
        focused.current = null
        setFocusIn(false)
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || e.nativeEvent.isComposing) return
        e.preventDefault()
        goBack()
      }}
      className="pointer-events-none fixed z-[60] w-[356px] outline-none transition-[bottom,right] duration-200 motion-reduce:transition-none print:hidden"
    >
      {/* Announced by screen readers as they come: a live region there from the page's start (one added with its
          text, as each toast is, is not reliably read out), polite, errors included (their title says so). */}
      <ol aria-live="polite" className="flex flex-col gap-[14px]">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
        ))}
      </ol>
    </section>
  )
}

function ToastItem({ toast: t, onDismiss }: { toast: Toast; onDismiss: (id: number, button: HTMLButtonElement) => void }) {
  // A drag under way: the pointer and where it went down.
  const drag = useRef<{ pointer: number; x: number } | null>(null)
  const [dx, setDx] = useState(0)

  // Let go: far enough, the toast goes; not, or the browser took the pointer (a scroll, a call), it springs back.
  const release = (e: ReactPointerEvent<HTMLLIElement>) => {
    if (drag.current?.pointer !== e.pointerId) return
    drag.current = null
    if (e.type === 'pointerup' && dx >= TOAST_SWIPE_PX) dismissToast(t.id)
    else setDx(0)
  }

  return (
    <li
      onPointerDown={(e) => {
        if (e.button !== 0 || (e.target as Element).closest('button')) return
        drag.current = { pointer: e.pointerId, x: e.clientX }
        e.currentTarget.setPointerCapture(e.pointerId)
      }}
      onPointerMove={(e) => {
        if (drag.current?.pointer === e.pointerId) setDx(Math.max(0, e.clientX - drag.current.x))
      }}
      onPointerUp={release}
      onPointerCancel={release}
      style={dx ? { transform: `translateX(${dx}px)`, opacity: Math.max(0.4, 1 - dx / 200) } : undefined}
      className={`pointer-events-auto flex touch-none select-none items-start gap-3 rounded-lg border p-4 shadow-lg ${dx ? '' : 'transition-transform duration-150 motion-reduce:transition-none'} ${STYLES[t.variant]}`}
    >
      <span
        aria-hidden
        className={`mt-1 h-2.5 w-2.5 shrink-0 rounded-full ${t.variant === 'success' ? 'bg-emerald-500' : t.variant === 'error' ? 'bg-red-500' : 'bg-brand-600'}`}
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-ink">{t.title}</p>
        {t.description ? <p className="mt-1 text-sm text-slate-600">{t.description}</p> : null}
      </div>
      <button
        type="button"
        data-toast-dismiss=""
        onClick={(e) => onDismiss(t.id, e.currentTarget)}
        className="-m-1 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-ink"
        aria-label="Dismiss notification"
      >
        <CloseIcon className="h-4 w-4" />
      </button>
    </li>
  )
}
