import { ArticleCard } from '@/components/ArticleCard'
import Link from '@/components/SiteLink'
import { ClosestSuggestions } from '@/components/blog/ClosestSuggestions.client'
import { MissingSlug } from '@/components/blog/MissingSlug.client'
import { SUGGESTION_GRID_CLASS } from '@/components/blog/suggestionGrid'
import { suggestedArticles } from '@/lib/blog'
import { listArticles } from '@/lib/data/articles'

/**
 * 'Article Not Found' (spec 01 sections 2 and 8): the slug, how many articles exist, and 3 suggestions (the usual ones,
 * then in the browser those closest to the slug asked for).
 */
export default async function ArticleNotFound() {
  const articles = await listArticles()
  const suggestions = suggestedArticles(articles)
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">404</p>
        <h1 className="mt-3 text-3xl font-bold text-ink sm:text-4xl">Article Not Found</h1>
        <p className="mt-4 text-lg text-slate-700">
          <MissingSlug />
        </p>
        <p className="mt-2 text-slate-600">The article you&apos;re looking for might have been moved, deleted, or the URL might be incorrect.</p>
        <p className="mt-2 text-sm text-slate-600">
          {articles.length} {articles.length === 1 ? 'article is' : 'articles are'} available on the blog.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href="/blog" className="rounded-md border border-transparent bg-brand-700 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-900">
            Browse All Articles
          </Link>
          <Link href="/" className="rounded-md border border-slate-300 bg-white px-5 py-3 text-sm font-semibold text-ink hover:bg-slate-50">
            Go to Homepage
          </Link>
        </div>
      </div>
      {suggestions.length ? (
        <section aria-labelledby="suggested-heading" className="mt-16">
          <h2 id="suggested-heading" className="text-2xl font-bold text-ink">
            You might like
          </h2>
          <ClosestSuggestions>
            <div className={SUGGESTION_GRID_CLASS}>
              {suggestions.map((a) => (
                <ArticleCard key={a.id} article={a} />
              ))}
            </div>
          </ClosestSuggestions>
        </section>
      ) : null}
    </div>
  )
}
