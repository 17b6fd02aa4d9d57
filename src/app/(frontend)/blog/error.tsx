'use client'

import { BlogError } from '@/components/blog/BlogError.client'

export default function Error(props: { error: Error & { digest?: string }; retry: () => void }) {
  return <BlogError {...props} />
}
