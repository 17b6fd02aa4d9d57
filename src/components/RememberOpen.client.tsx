'use client'

import { type ReactNode, useRef } from 'react'

import { useRememberedOpen } from '@/lib/rememberOpen'

/** A list of disclosures (`<details data-remember="id">`) whose open ones come back with the page (useRememberedOpen). */
export function RememberOpen({ list, className, children }: { list: string; className?: string; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null)
  useRememberedOpen(root, list)
  return (
    <div ref={root} className={className}>
      {children}
    </div>
  )
}
