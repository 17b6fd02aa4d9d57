'use client'

import { useScrollToContact } from './HeaderNav.client'

/**
 * A link to the contact section: with script it scrolls there smoothly and puts the cursor in the form's first field.
 * `href` is `#contact` on a page that has the section, `/#contact` (the home page's) on one that has not.
 */
export function ScrollToContactLink({ label, className, href = '#contact' }: { label: string; className?: string; href?: '#contact' | '/#contact' }) {
  const scroll = useScrollToContact()
  return (
    <a href={href} onClick={scroll} className={className}>
      {label}
    </a>
  )
}
