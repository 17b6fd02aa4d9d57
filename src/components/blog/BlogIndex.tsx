import { Breadcrumbs } from '@/components/Breadcrumbs'
import { CTA_BUTTON_CLASS, CtaPanel, OUTLINE_BUTTON_CLASS } from '@/components/CtaPanel'
import { EnhancedContent } from '@/components/EnhancedContent'
import Link from '@/components/SiteLink'
import { RssIcon } from '@/components/icons'
import { BlogExplorer } from '@/components/blog/BlogExplorer.client'
import { PAGE_TEXTS } from '@/content/pages'
import { newestDate } from '@/lib/blog'
import { listArticles, toCardData } from '@/lib/data/articles'
import { getPageOverrides } from '@/lib/data/pageContent'
import { formatDate } from '@/lib/format'
import { BLOG_FEED_PATH } from '@/lib/site/feed'

export const BLOG_PATH = '/blog'
/** The blog's title and description, for `pageMetadata` (a search of it has the same, and is not indexed). */
export const BLOG_META = {
  path: BLOG_PATH,
  title: PAGE_TEXTS['/blog'].title,
  description: PAGE_TEXTS['/blog'].description,
}

/**
 * The blog's list page: hero with the article count and the newest article's date, the search and category filters
 * over the cards (Featured and Latest, or the results), and the feed and contact call. `query` when the page is
 * rendered for its address (the blog-search route renders the list filtered on the server); the prerendered /blog has
 * none, and its list reads the address in the browser.
 */
export async function BlogIndex({ query }: { query?: string }) {
  const [summaries, overrides] = await Promise.all([listArticles(), getPageOverrides(BLOG_PATH)])
  const articles = summaries.map(toCardData)
  const updated = newestDate(articles.map((a) => a.publishedDate))
  return (
    <>
      <Breadcrumbs path={BLOG_PATH} />
      <section className="on-dark bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <h1 className="text-4xl font-bold">{overrides.h1 ?? PAGE_TEXTS['/blog'].h1}</h1>
          <p className="mt-3 text-brand-100">
            <span className="font-semibold text-white">
              {articles.length} {articles.length === 1 ? 'article' : 'articles'}
            </span>
            {updated && (
              <>
                {' '}
                · Updated <time dateTime={updated}>{formatDate(updated)}</time>
              </>
            )}
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 pb-14 pt-10 sm:px-6">
        <BlogExplorer articles={articles} query={query} />
        <section className="mt-16">
          <CtaPanel
            title="Stay on top of due dates and rule changes"
            text="New guides reach your feed reader as we publish them (RSS). A question about your taxes? Our chartered accountants answer within 24 hours."
          >
            <a
              href={BLOG_FEED_PATH}
              type="application/rss+xml"
              className={`inline-flex items-center gap-2 ${OUTLINE_BUTTON_CLASS}`}
            >
              <RssIcon className="h-4 w-4" /> Subscribe to Updates
            </a>
            <Link href="/contact" className={CTA_BUTTON_CLASS}>
              Contact CA
            </Link>
          </CtaPanel>
        </section>
      </div>
      <EnhancedContent content={overrides.enhanced} />
    </>
  )
}
