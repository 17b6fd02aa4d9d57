import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { NOT_FOUND_METADATA, NotFoundView } from '@/components/NotFoundView'
import { SiteShell, siteMetadata, siteViewport } from '@/components/SiteShell'
import { redirectIfMoved } from '@/lib/data/redirects'
import { REQUESTED_PATH_HEADER } from '@/lib/site/paths'
import { suggestPages } from '@/lib/site/suggest'

import './(frontend)/globals.css'

export const viewport = siteViewport

export async function generateMetadata(): Promise<Metadata> {
  // Next.js writes its own robots noindex for this page, which a second robots tag would only repeat.
  return siteMetadata(NOT_FOUND_METADATA.title)
}

/**
 * Any address no route has (next.config's `experimental.globalNotFound`). An old address with a redirect leads on
 * (308), and so does a page's address in other letter case ('/About', '/Careers?tab=tax', with its query); anything
 * else gets the site's 404 page with the pages the address was probably meant for (/contact-us, /jobs, /carrers).
 *
 * Not the site layout's not-found.tsx behind a catch-all route: Next.js answers a `notFound()` met while rendering a
 * route with an empty HTML body and draws the page with script only (vercel/next.js#62228), so without script, and to
 * anything that reads the HTML, every 404 was blank. An address no route matches is rendered here as a page of its
 * own, in full. The address comes from src/proxy.ts (REQUESTED_PATH_HEADER); reading it renders this per request.
 */
export default async function GlobalNotFound() {
  const requested = (await headers()).get(REQUESTED_PATH_HEADER)
  let suggestions: ReturnType<typeof suggestPages> = []
  if (requested) {
    const queryAt = requested.indexOf('?')
    const pathname = queryAt < 0 ? requested : requested.slice(0, queryAt)
    const search = queryAt < 0 ? '' : requested.slice(queryAt)
    await redirectIfMoved(pathname, search)
    // Home has its own button.
    suggestions = suggestPages(pathname).filter((s) => s.href !== '/')
  }
  return (
    <SiteShell>
      <NotFoundView suggestions={suggestions} />
    </SiteShell>
  )
}
