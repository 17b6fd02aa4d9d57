'use client'

import { usePathname } from 'next/navigation'

import { slugFromPath } from '@/lib/missingSlug'

/** The slug the visitor asked for, read from the address (a not-found view receives no params). */
export function MissingSlug() {
  const slug = slugFromPath(usePathname() ?? '')
  return <>The article with slug &quot;{slug}&quot; doesn&apos;t exist or has been removed.</>
}
