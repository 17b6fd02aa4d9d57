'use client'

import { useLinkStatus } from 'next/link'
import { createPortal } from 'react-dom'

const STATUS_ID = 'navigation-status'

/**
 * The top of every page (SiteShell), where a link whose page is on its way draws the navigation bar. A status region,
 * there from the start, so that screen readers hear the "Loading page..." put in it.
 */
export function NavigationStatus() {
  return <div id={STATUS_ID} role="status" className="pointer-events-none fixed inset-x-0 top-0 z-[60] print:hidden" />
}

/**
 * The bar across the top of the page while a followed link's page has not arrived yet (a slow line, a link followed
 * before its prefetch came back): it grows after 150 ms, so a page that opens at once shows none. Drawn in the status
 * region, not in the link, which may sit in a menu that the click has just closed. `words` are read out with it.
 * Blue, not the amber of an article's reading progress drawn at the same place; at least 3:1 against both the white
 * header (phones) and the dark top bar (desktops).
 */
function NavigationBar({ words }: { words?: string }) {
  // Only ever drawn in the browser: a link is never pending while the server renders the page.
  const region = document.getElementById(STATUS_ID)
  if (!region) return null
  return createPortal(
    <>
      {words ? <span className="sr-only">{words}</span> : null}
      <span
        aria-hidden="true"
        className="block h-1 origin-left bg-blue-500 motion-safe:animate-navigation-progress motion-reduce:animate-pending-in"
      />
    </>,
    region,
  )
}

/** Inside a `<Link>`: the navigation bar and "Loading page..." while the page it opens is on its way. */
export function NavPending() {
  const { pending } = useLinkStatus()
  return pending ? <NavigationBar words="Loading page..." /> : null
}

/**
 * Inside a `<Link>`: while the page it opens is on its way, says so beside it, e.g. "Loading article..." (spec 01
 * section 2), after 150 ms so a page that opens at once shows no flash, with the navigation bar. The words are in a
 * polite live region, there from the start so that screen readers hear them.
 */
export function LinkPending({ label, className = '' }: { label: string; className?: string }) {
  const { pending } = useLinkStatus()
  return (
    <span aria-live="polite" className={pending ? `animate-pending-in inline-flex items-center gap-2 print:hidden ${className}` : 'sr-only'}>
      {pending ? (
        <>
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-full border-2 border-current border-t-transparent motion-safe:animate-spin" />
          {label}
          <NavigationBar />
        </>
      ) : null}
    </span>
  )
}
