'use client'

import { useEffect } from 'react'

import { FirmContactLine } from '@/components/FirmContact.client'
import Link from '@/components/SiteLink'

/**
 * The blog's own error view (spec 01 section 8: a blog fetch failure is logged and the list shows "Error loading blog
 * posts"), for the list and for an article: the rest of the site stays in place around it, Try Again asks the server
 * for the page again (Next.js's `retry`: the segment is fetched and drawn anew), and the firm's numbers are there for a
 * visitor who would rather ask. An article whose read failed is not called "not found": it may well exist.
 */
export function BlogError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" aria-labelledby="blog-error-heading">
      {/* The page's own title could not be made either (it is read from the same articles); React puts this in <head>. */}
      <title>Error loading blog posts</title>
      <h1 id="blog-error-heading" className="text-2xl font-semibold text-ink">
        Error loading blog posts
      </h1>
      <p className="mt-3 text-slate-600">The articles could not be loaded just now. Please try again in a moment.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => retry()}
          className="rounded-md border border-transparent bg-brand-700 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-900"
        >
          Try Again
        </button>
        <Link href="/" className="rounded-md border border-slate-300 bg-white px-5 py-3 text-sm font-semibold text-ink hover:bg-slate-50">
          Go to Homepage
        </Link>
      </div>
      <FirmContactLine lead="A question that cannot wait?" />
    </section>
  )
}
