import type { Metadata } from 'next'

import { ArticleCard } from '@/components/ArticleCard'
import { listArticles } from '@/lib/data/articles'

export const revalidate = 300

export const metadata: Metadata = {
  title: 'Tax & Compliance Blog',
  description: 'Guides on GST, income tax, audit, company registration and NRI taxation from chartered accountants in Gurgaon.',
  alternates: { canonical: '/blog' },
}

export default async function BlogPage() {
  const articles = await listArticles()
  return (
    <>
      <section className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <h1 className="text-4xl font-bold text-ink">Tax &amp; Compliance Blog</h1>
          <p className="mt-3 text-slate-600">
            {articles.length} {articles.length === 1 ? 'article' : 'articles'} · Updated Daily
          </p>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        {articles.length ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {articles.map((a, i) => (
              <ArticleCard key={a.id} article={a} priority={i < 3} />
            ))}
          </div>
        ) : (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white p-12 text-center">
            <h2 className="text-xl font-semibold">No Articles Found</h2>
            <p className="mt-2 text-slate-600">
              No articles are currently available. Our team is working on bringing you fresh content. Check back soon!
            </p>
          </div>
        )}
      </section>
    </>
  )
}
