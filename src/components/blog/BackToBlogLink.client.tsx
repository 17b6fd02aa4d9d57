'use client'

import NextLink from 'next/link'

import { LinkPending } from '@/components/LinkPending.client'
import { isPlainClick } from '@/lib/links'

/** The part of the browser's Navigation API read here (not in TypeScript's DOM types yet). */
type TabHistory = { currentEntry: { index: number } | null; entries(): { url: string | null }[] }

/** The blog list's address when it is the page this tab showed just before this one, else null. */
function listJustBefore(): string | null {
  const history = (window as { navigation?: TabHistory }).navigation
  const index = history?.currentEntry?.index
  if (!history || index === undefined || index < 1) return null
  const url = history.entries()[index - 1]?.url
  if (!url) return null
  const before = new URL(url)
  return before.origin === window.location.origin && before.pathname === '/blog' ? before.href : null
}

/**
 * "← Back to Blog". When the visitor came to the article from the blog list, it takes them back to that list as they
 * left it (their search and category, the cards they had opened, the place on the page), as the browser's Back would;
 * otherwise (they came from elsewhere, or their browser cannot tell) it opens /blog.
 */
export function BackToBlogLink({ className }: { className?: string }) {
  return (
    <NextLink
      href="/blog"
      className={className}
      onClick={(event) => {
        if (!isPlainClick(event) || !listJustBefore()) return
        event.preventDefault()
        window.history.back()
      }}
    >
      ← Back to Blog
      <LinkPending label="Loading blog posts..." className="ml-3 font-medium text-slate-600" />
    </NextLink>
  )
}
