import { permanentRedirect } from 'next/navigation'

import { BLOG_META, BlogIndex } from '@/components/blog/BlogIndex'
import { pageMetadata } from '@/lib/site/pageMetadata'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * /blog?q=…&category=…&show=… (next.config.mjs rewrites it here; typed directly, /blog-search is redirected to /blog): the
 * blog rendered with those filters on the server, so a shared search arrives filtered and the search form works without
 * script. Its canonical address is /blog, and search results are not indexed.
 */
export function generateMetadata() {
  return pageMetadata({ ...BLOG_META, noindex: true })
}

export default async function BlogSearchPage({ searchParams }: Props) {
  // `asked` is the path as the visitor wrote it (the rewrite matches any letter case): `/Blog?q=…` is led to the site's
  // own address, with its query, as any page's address in other letter case is.
  const { asked, ...query } = await searchParams
  const rest = new URLSearchParams(Object.entries(query).flatMap(([name, value]) => [value ?? []].flat().map((v) => [name, v])))
  if (asked !== 'blog') permanentRedirect(`/blog?${rest}`)
  return <BlogIndex query={rest.toString()} />
}
