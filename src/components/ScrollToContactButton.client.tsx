'use client'

import { useScrollToContact } from './HeaderNav.client'

export function ScrollToContactButton({ label, className }: { label: string; className?: string }) {
  const scroll = useScrollToContact()
  return (
    <button type="button" onClick={scroll} className={className}>
      {label}
    </button>
  )
}
