import Image from 'next/image'
import Link from 'next/link'

import type { ArticleSummary } from '@/lib/data/articles'
import { formatDate } from '@/lib/format'

export function ArticleCard({ article, priority = false }: { article: ArticleSummary; priority?: boolean }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      {article.image ? (
        <Image
          src={article.image.url}
          alt={article.image.alt}
          width={article.image.width}
          height={article.image.height}
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
          className="aspect-video w-full object-cover"
          priority={priority}
        />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center gap-2 text-xs">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 font-semibold text-brand-700">{article.category}</span>
          {article.trending ? (
            <span className="rounded-full bg-amber-100 px-2.5 py-1 font-semibold text-amber-800">Featured</span>
          ) : null}
        </div>
        <h3 className="mt-3 text-lg font-semibold leading-snug text-ink">
          <Link href={`/blog/${article.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            <span className="relative">{article.title}</span>
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600">{article.excerpt}</p>
        <p className="mt-auto pt-4 text-xs text-slate-500">
          {article.author} · {formatDate(article.publishedDate)}
          {article.readTime ? ` · ${article.readTime} min read` : ''}
        </p>
      </div>
    </article>
  )
}
