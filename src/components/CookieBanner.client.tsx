'use client'

import { useEffect, useRef, useState } from 'react'
import Link from '@/components/SiteLink'
import { CloseIcon } from '@/components/icons'
import { focusBack, rememberWhereFocusCameFrom } from '@/lib/focus'
import { publishHeight } from '@/lib/observeHeight'

export const COOKIE_CONSENT_KEY = 'cookieConsent'
export const COOKIE_BANNER_DELAY_MS = 1000

function readConsent(): string | null {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY)
  } catch {
    return 'unavailable'
  }
}

function storeConsent(value: 'accepted' | 'declined') {
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, value)
  } catch {
    /* storage blocked: the choice holds for this page view only */
  }
}

/**
 * Asks once, 1 s after the first visit; the answer is kept in localStorage `cookieConsent`, and one given in another
 * tab closes it in this one. A keyboard user who answers it is put back where they came into it from (it is the page's
 * last stop), not at the page's start.
 * It fades in: text first painted transparent is no candidate for the browser's Largest Contentful Paint, so on a
 * page of short texts (/sitemap, /contact on a phone) the banner's paragraph, a second late, does not become the
 * page's LCP, which search engines read as the page's loading speed.
 */
export function CookieBanner() {
  const [open, setOpen] = useState(false)
  const region = useRef<HTMLDivElement>(null)
  const cameFrom = useRef<HTMLElement | null>(null)

  // Set when the focus was in it as it closed with nowhere to go back to (the chat put it there, see below).
  const handBack = useRef(false)

  // Closes it, and puts a keyboard user who was in it back where they came into it from.
  const close = () => {
    const hadFocus = region.current?.contains(document.activeElement) ?? false
    if (!(hadFocus && focusBack(cameFrom.current))) handBack.current = hadFocus
    setOpen(false)
  }

  // On a phone it covers the chat button (hidden while it shows, globals.css). A panel closed meanwhile gives the focus
  // to it (ChatWidget) rather than to a hidden button; answered, it gives the focus to that button, shown again.
  useEffect(() => {
    if (open || !handBack.current) return
    handBack.current = false
    document.querySelector<HTMLElement>('[data-chat-launcher]')?.focus({ preventScroll: true })
  }, [open])

  useEffect(() => {
    // Not inside the admin's Live Preview, the only page that may frame the site (frame-ancestors 'self'): the editor
    // there looks at the page as visitors see it, and on a phone the question would cover its lower part.
    if (window.parent !== window || readConsent() !== null) return
    // Not if the visitor answered in another tab of the site meanwhile.
    const timer = setTimeout(() => setOpen(readConsent() === null), COOKIE_BANNER_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])

  // An answer given in another tab of the site closes it in this one too (the browser tells the other tabs of a change
  // to localStorage with a `storage` event); the visitor is not asked twice. Listened to only while it shows: before, the
  // delay's timer reads the answer again, and after there is nothing left to close.
  useEffect(() => {
    if (!open) return
    const answeredElsewhere = (event: StorageEvent) => {
      if (event.key === COOKIE_CONSENT_KEY && event.newValue !== null) close()
    }
    window.addEventListener('storage', answeredElsewhere)
    return () => window.removeEventListener('storage', answeredElsewhere)
  }, [open])

  // While it shows, the page keeps its height clear at the bottom when it scrolls a link or field into view (html's
  // scroll-padding-bottom, globals.css), and has as much room below the footer to scroll its last links up into: a
  // keyboard user's Tab through the page no longer lands behind it.
  const [room, setRoom] = useState(0)
  useEffect(() => {
    const banner = region.current
    if (!open || !banner) return
    // Read where it is set (not inherited, globals.css): by html's scroll padding, by the toasts, which sit above it,
    // and on a phone or a small tablet by a chat panel opened before it came up, which goes above it too. (With it up,
    // the chat button is hidden there: no panel comes later.)
    const readers = [document.documentElement, ...document.querySelectorAll<HTMLElement>('[data-toaster], [data-chat-panel]')]
    return publishHeight(banner, '--cookie-banner-height', readers, setRoom)
  }, [open])

  if (!open) return null
  const choose = (value: 'accepted' | 'declined') => {
    storeConsent(value)
    close()
  }
  return (
    <>
      {/* The footer's colour: the page looks as if its footer were taller. */}
      <div aria-hidden className="bg-ink print:hidden" style={{ height: room }} />
      <div
        ref={region}
        onFocus={rememberWhereFocusCameFrom(cameFrom)}
        data-cookie-wrapper=""
        className="@container pointer-events-none fixed inset-x-0 bottom-0 z-50 animate-fade-in p-3 sm:p-4 print:hidden"
      >
        {/* Never taller than the screen (a laptop zoomed to 200 %, a phone held sideways): what does not fit scrolls within
            it. The notice and the buttons side by side only where the notice still reads across a good width: the room
            the wrapper leaves it, which keeps clear of the chat button and of an open chat panel (globals.css). The region
            landmark, so that given the focus (by the chat, see above) it is announced by its heading. */}
        <div
          role="region"
          aria-labelledby="cookie-heading"
          data-cookie-banner=""
          tabIndex={-1}
          className="pointer-events-auto relative mx-auto max-h-[calc(100dvh-1.5rem)] max-w-4xl overflow-y-auto rounded-xl border border-slate-200 bg-white p-5 pr-12 shadow-2xl sm:max-h-[calc(100dvh-2rem)] @min-[53rem]:flex @min-[53rem]:items-center @min-[53rem]:gap-6">
          <div className="flex-1">
            <h2 id="cookie-heading" className="text-base font-semibold text-ink">
              We Value Your Privacy
            </h2>
            <p className="mt-1 text-sm leading-6 text-slate-600">
              We use essential cookies to run this site and, with your consent, optional cookies to understand how it is used.{' '}
              <Link href="/privacy-policy" target="_blank" rel="noopener" className="font-medium text-brand-700 underline underline-offset-2">
                Privacy Policy
              </Link>
            </p>
          </div>
          <div className="mt-4 flex flex-col gap-2 @min-[32rem]:flex-row @min-[53rem]:mt-0">
            <button type="button" onClick={() => choose('declined')} className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50">
              Decline Optional Cookies
            </button>
            <button type="button" onClick={() => choose('accepted')} className="rounded-md border border-transparent bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900">
              Accept All Cookies
            </button>
          </div>
          <button
            type="button"
            onClick={() => choose('declined')}
            aria-label="Close cookie banner"
            className="absolute right-3 top-3 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-ink"
          >
            <CloseIcon className="h-5 w-5" />
          </button>
        </div>
      </div>
    </>
  )
}
