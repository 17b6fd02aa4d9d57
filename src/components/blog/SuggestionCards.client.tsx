'use client'

import { ArticleCard } from '@/components/ArticleCard'
import type { ArticleCardData } from '@/lib/data/articles'

import { SUGGESTION_GRID_CLASS } from './suggestionGrid'

/** The suggestion cards of "Article Not Found", drawn in the browser when closer ones replace the usual. */
export default function SuggestionCards({ articles }: { articles: ArticleCardData[] }) {
  return (
    <div className={SUGGESTION_GRID_CLASS}>
      {articles.map((a) => (
        <ArticleCard key={a.id} article={a} />
      ))}
    </div>
  )
}
