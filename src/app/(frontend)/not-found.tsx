import { NOT_FOUND_METADATA, NotFoundView } from '@/components/NotFoundView'

export const metadata = NOT_FOUND_METADATA

/**
 * Rendered with every page of the site (Next.js prepares each segment's not-found with it), so it reads nothing of
 * the request: doing so made every page dynamic. The catch-all route's own not-found adds the suggestions.
 */
export default function NotFound() {
  return <NotFoundView />
}
