'use client'

import { usePathname } from 'next/navigation'

/** The slug the visitor asked for, read from the address (a not-found view receives no params). */
export function MissingSlug() {
  const pathname = usePathname() ?? ''
  const raw = pathname.replace(/^\/blog\/?/, '').split('/')[0] ?? ''
  let slug = raw
  try {
    slug = decodeURIComponent(raw)
  } catch {
    /* keep it as typed */
  }
  return <>The article with slug &quot;{slug}&quot; doesn&apos;t exist or has been removed.</>
}
