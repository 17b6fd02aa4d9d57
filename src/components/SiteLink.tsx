import NextLink from 'next/link'
import type { ComponentProps } from 'react'

import { NavPending } from './LinkPending.client'

/**
 * The site's internal link: Next.js's `<Link>`, which also shows the navigation bar at the top of the page while the
 * page it opens is on its way (a slow line, a link followed before its prefetch came back). Without it, the old page
 * stayed with no sign that the click was taken. Links that say more beside themselves ("Loading article...") use
 * `next/link` with `LinkPending` instead.
 */
export default function Link({ children, ...props }: ComponentProps<typeof NextLink>) {
  return (
    <NextLink {...props}>
      {children}
      <NavPending />
    </NextLink>
  )
}
