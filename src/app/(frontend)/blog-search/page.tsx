import { BLOG_META, BlogIndex } from '@/components/blog/BlogIndex'
import { filtersFromQuery } from '@/lib/blog'
import { pageMetadata } from '@/lib/site/pageMetadata'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * /blog?q=…&category=… (next.config.mjs rewrites it here; typed directly, /blog-search is redirected to /blog): the blog
 * rendered with those filters on the server, so a shared search arrives filtered and the search form works without
 * script. Its canonical address is /blog, and search results are not indexed.
 */
export function generateMetadata() {
  return pageMetadata({ ...BLOG_META, noindex: true })
}

export default async function BlogSearchPage({ searchParams }: Props) {
  const params = await searchParams
  const first = (name: string) => [params[name]].flat()[0] ?? null
  return <BlogIndex filters={filtersFromQuery({ get: first })} />
}
