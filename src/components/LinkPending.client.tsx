'use client'

import { useLinkStatus } from 'next/link'

/**
 * Inside a `<Link>`: while the page it opens is on its way (a slow line, a link followed before its prefetch came
 * back), says so beside it, e.g. "Loading article..." (spec 01 section 2), after 150 ms so a page that opens at once
 * shows no flash. The words are in a polite live region, there from the start so that screen readers hear them.
 */
export function LinkPending({ label, className = '' }: { label: string; className?: string }) {
  const { pending } = useLinkStatus()
  return (
    <span aria-live="polite" className={pending ? `animate-pending-in inline-flex items-center gap-2 print:hidden ${className}` : 'sr-only'}>
      {pending ? (
        <>
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-full border-2 border-current border-t-transparent motion-safe:animate-spin" />
          {label}
        </>
      ) : null}
    </span>
  )
}
