import { notFound } from 'next/navigation'

import { redirectIfMoved } from '@/lib/data/redirects'

// Rendered per request, so addresses robots make up are not each kept as a cached page.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ rest: string[] }> }

/**
 * Any path no other route matches: an old address with a redirect leads on (308), anything else renders the
 * site's 404 page, inside the site's layout.
 */
export default async function CatchAll({ params }: Props): Promise<never> {
  const { rest } = await params
  await redirectIfMoved(`/${rest.join('/')}`)
  notFound()
}
