'use client'

import { useEffect } from 'react'

import { isRouterState } from '@/lib/entryState'

/**
 * Back to a place an in-page link led to shows that page. A plain link to a part of the same page (the careers page's
 * "View Open Positions", "Skip to content") is followed by the browser itself, which adds a history entry with no
 * state; the App Router ignores a Back or Forward to an entry without its state (vercel/next.js#75072, open). So
 * /careers, "View Open Positions", a link to another page, Back: the address said /careers#openings and the other page
 * stayed on the screen.
 *
 * The state of the entry the link left (the router's, for this same page) is copied onto the entry it made, as soon as
 * the browser reports the move (`hashchange`); the router then treats it as one of its own. The link's own glide is
 * untouched (its `popstate` still carries no state: InstantHistoryScroll).
 */
export function InPageLinkHistory() {
  useEffect(() => {
    let left: { url: string; state: unknown } | null = null
    // Capturing, before the browser follows the link: where it is followed from, with that entry's state. A click on
    // a link elsewhere, or one whose following a script prevents, is matched to no move below.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      left = link instanceof HTMLAnchorElement && link.hash ? { url: window.location.href, state: window.history.state } : null
    }
    const onHashChange = (event: HashChangeEvent) => {
      const from = left
      left = null
      if (window.history.state !== null || !from || from.url !== event.oldURL) return
      const state = from.state
      // Only the router's own state (an entry it wrote); with it, Next.js passes the write through, the address as it is.
      if (isRouterState(state)) window.history.replaceState(state, '')
    }
    addEventListener('click', onClick, true)
    addEventListener('hashchange', onHashChange)
    return () => {
      removeEventListener('click', onClick, true)
      removeEventListener('hashchange', onHashChange)
    }
  }, [])
  return null
}
