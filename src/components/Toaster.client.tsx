'use client'

import { useEffect, useRef, useSyncExternalStore } from 'react'

import { dismissToast, getServerToasts, getToasts, subscribeToasts } from '@/lib/toast'
import { CloseIcon } from '@/components/icons'

const STYLES = {
  success: 'border-emerald-200 bg-white',
  error: 'border-red-300 bg-red-50',
  info: 'border-slate-200 bg-white',
} as const

/** The site's notifications: bottom right, newest first, alt+T moves focus to them. */
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
    <section ref={region} aria-label="Notifications (alt+T)" tabIndex={-1} className="pointer-events-none fixed bottom-20 right-4 z-[60] print:hidden w-[356px] max-w-[calc(100vw-2rem)] outline-none">
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
