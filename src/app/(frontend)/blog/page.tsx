import { BLOG_META, BlogIndex } from '@/components/blog/BlogIndex'
import { pageMetadata } from '@/lib/site/pageMetadata'

export const revalidate = 300

export function generateMetadata() {
  return pageMetadata(BLOG_META)
}

export default function BlogPage() {
  return <BlogIndex />
}
