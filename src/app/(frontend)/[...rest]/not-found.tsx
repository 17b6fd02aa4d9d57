import { headers } from 'next/headers'

import { NOT_FOUND_METADATA, NotFoundView } from '@/components/NotFoundView'
import { REQUESTED_PATH_HEADER } from '@/lib/site/paths'
import { suggestPages } from '@/lib/site/suggest'

export const metadata = NOT_FOUND_METADATA

/**
 * The 404 page for an address no route has: /contact-us, /jobs or /carrers leads to the pages it was meant for. The
 * address comes from src/proxy.ts (a not-found page is told nothing of it); reading it here keeps only this route,
 * already dynamic, from being prerendered.
 */
export default async function CatchAllNotFound() {
  const requested = (await headers()).get(REQUESTED_PATH_HEADER)
  // Home has its own button.
  const suggestions = requested ? suggestPages(requested).filter((s) => s.href !== '/') : []
  return <NotFoundView suggestions={suggestions} />
}
