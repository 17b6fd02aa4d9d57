import { notFound } from 'next/navigation'

import { redirectIfMoved } from '@/lib/data/redirects'

// Rendered per request, so addresses robots make up are not each kept as a cached page.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ rest: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * Any path no other route matches: an old address with a redirect leads on (308), and so does a page's address in
 * other letter case ('/Blog?q=gst', with its query); anything else renders the site's 404 page, inside the site's
 * layout.
 */
export default async function CatchAll({ params, searchParams }: Props): Promise<never> {
  const [{ rest }, query] = await Promise.all([params, searchParams])
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(key, v)
  }
  await redirectIfMoved(`/${rest.join('/')}`, search.size ? `?${search}` : '')
  notFound()
}
