import { notFound } from 'next/navigation'

/** Any path no other route matches renders the site's 404 page, inside the site's layout. */
export default function CatchAll(): never {
  notFound()
}
