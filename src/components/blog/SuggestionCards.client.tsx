'use client'

import { ArticleCard } from '@/components/ArticleCard'
import type { ArticleCardData } from '@/lib/data/articles'

/** The suggestion cards of "Article Not Found", drawn in the browser when closer ones replace the usual. */
export default function SuggestionCards({ articles }: { articles: ArticleCardData[] }) {
  return (
    <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((a) => (
        <ArticleCard key={a.id} article={a} />
      ))}
    </div>
  )
}
