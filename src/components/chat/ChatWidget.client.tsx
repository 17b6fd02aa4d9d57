'use client'

import { lazy, Suspense, useEffect, useRef, useState } from 'react'

import { useHydrated } from '@/lib/useHydrated'

// The conversation panel loads when a visitor first opens it, keeping it out of every page's first download. React's
// own lazy (rendered only after that first tap, so never on the server) rather than next/dynamic, whose wrapper would
// be in every page's first download too.
const ChatPanel = lazy(() => import('./ChatPanel.client').then((m) => ({ default: m.ChatPanel })))

/** The floating chat assistant (spec 01 section 2): a round button bottom right that opens the panel. */
export function ChatWidget() {
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  // The button shows once the page's script runs: before, a tap on it did nothing (on a slow phone the script can take
  // seconds to load), and without script it never shows. It floats over the page, so showing it late moves nothing.
  const ready = useHydrated()
  const launcher = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)
  // Closing the panel removes the button that had focus: focus goes back to the one that opened it, not to the page's top.
  // On a phone the cookie banner, when it came up while the panel was open, covers that button (hidden, globals.css):
  // the banner takes the focus instead, and hands it back to the button once answered (CookieBanner).
  useEffect(() => {
    if (wasOpen.current && !open) {
      const button = launcher.current
      button?.focus()
      if (button && document.activeElement !== button) document.querySelector<HTMLElement>('[data-cookie-banner]')?.focus()
    }
    wasOpen.current = open
  }, [open])
  // The button floats over light and dark parts of the page alike: its focus ring is the blue one with a white band
  // inside it (filling the ring's offset), so one of the two stands out whatever is behind.
  return (
    <>
      {loaded ? (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
      {ready && !open ? (
        <button
          ref={launcher}
          type="button"
          onClick={() => {
            setLoaded(true)
            setOpen(true)
          }}
          aria-label="Chat with our financial assistant"
          data-tip="left"
          data-chat-launcher=""
          // Under the header's menus (z-40), which open over the page: on a phone held sideways the phone menu reaches
          // the screen's foot, and the button lay over its last links.
          className="fixed bottom-4 right-4 z-30 grid h-14 w-14 place-items-center rounded-full border border-transparent bg-brand-700 text-white shadow-lg hover:bg-brand-900 focus-visible:shadow-[0_0_0_2px_#fff] print:hidden"
        >
          <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
            <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
          </svg>
        </button>
      ) : null}
    </>
  )
}
