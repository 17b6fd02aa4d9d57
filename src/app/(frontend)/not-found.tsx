import type { Metadata } from 'next'

import { NotFoundView } from '@/components/NotFoundView'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false, follow: true } }

/**
 * Rendered with every page of the site (Next.js prepares each segment's not-found with it), so it reads nothing of
 * the request: doing so made every page dynamic. The catch-all route's own not-found adds the suggestions.
 */
export default function NotFound() {
  return <NotFoundView />
}
