import { connection } from 'next/server'

import { BLOG_META, BlogIndex } from '@/components/blog/BlogIndex'
import { pageMetadata } from '@/lib/site/pageMetadata'

/**
 * /blog?q=…&category=…&show=… (src/proxy.ts rewrites it here; typed directly, /blog-search is redirected to /blog): the blog
 * rendered with those filters on the server, so a shared search arrives filtered and the search form works without
 * script. Its canonical address is /blog, and search results are not indexed.
 */
export function generateMetadata() {
  return pageMetadata({ ...BLOG_META, noindex: true })
}

export default async function BlogSearchPage() {
  // The list reads the filters from the address itself (useSearchParams), which is known here: the page is dynamic.
  await connection()
  return <BlogIndex fromAddress />
}
