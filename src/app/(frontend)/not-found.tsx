import { NOT_FOUND_METADATA, NotFoundView } from '@/components/NotFoundView'

export const metadata = NOT_FOUND_METADATA

/**
 * For a `notFound()` of the site's own routes (a service page's, /test-error outside tests); an address no route has
 * gets src/app/global-not-found.tsx, with suggestions. Rendered with every page of the site (Next.js prepares each
 * segment's not-found with it), so it reads nothing of the request: doing so made every page dynamic.
 */
export default function NotFound() {
  return <NotFoundView />
}
