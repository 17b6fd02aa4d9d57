'use client'

import { useEffect, useRef, useSyncExternalStore } from 'react'

import { dismissToast, getServerToasts, getToasts, subscribeToasts } from '@/lib/toast'
import { CloseIcon } from '@/components/icons'

const STYLES = {
  success: 'border-emerald-200 bg-white',
  error: 'border-red-300 bg-red-50',
  info: 'border-slate-200 bg-white',
} as const

/**
 * The site's notifications: bottom right, newest first, alt+T moves focus to them. Where exactly is globals.css's:
 * above the chat button, above the cookie banner while it shows (CookieBanner gives it the banner's height) and left of
 * an open chat panel, so a toast never covers their buttons or the chat's message box.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts)
  const region = useRef<HTMLElement>(null)

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && e.code === 'KeyT') {
        e.preventDefault()
        region.current?.focus()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  return (
    <section
      ref={region}
      aria-label="Notifications (alt+T)"
      tabIndex={-1}
      data-toaster=""
      className="pointer-events-none fixed z-[60] w-[356px] outline-none transition-[bottom,right] duration-200 motion-reduce:transition-none print:hidden"
    >
      <ol className="flex flex-col gap-[14px]">
        {toasts.map((t) => (
          <li
            key={t.id}
            role={t.variant === 'error' ? 'alert' : 'status'}
            className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg ${STYLES[t.variant]}`}
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
              onClick={() => dismissToast(t.id)}
              className="-m-1 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-ink"
              aria-label="Dismiss notification"
            >
              <CloseIcon className="h-4 w-4" />
            </button>
          </li>
        ))}
      </ol>
    </section>
  )
}
