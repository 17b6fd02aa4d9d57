import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import Image from 'next/image'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { getArticle, listArticles } from '@/lib/data/articles'
import { formatDate } from '@/lib/format'

export const revalidate = 300

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  const articles = await listArticles()
  return articles.map((a) => ({ slug: a.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const article = await getArticle(slug)
  if (!article) return { title: 'Article Not Found', robots: { index: false } }
  const description = article.metaDescription || article.excerpt
  return {
    title: article.title,
    description,
    alternates: { canonical: `/blog/${article.slug}` },
    openGraph: {
      type: 'article',
      title: article.title,
      description,
      publishedTime: article.publishedDate ?? undefined,
      authors: [article.author],
      images: article.ogImage ? [{ url: article.ogImage, width: 1200, height: 630 }] : undefined,
    },
  }
}

export default async function ArticlePage({ params }: Props) {
  const { slug } = await params
  const article = await getArticle(slug)
  if (!article) notFound()

  return (
    <article className="pb-10">
      <header className="bg-white">
        <div className="mx-auto max-w-3xl px-4 pb-10 pt-10 sm:px-6">
          <Link href="/blog" className="text-sm font-semibold text-brand-700 hover:underline">
            ← Back to blog
          </Link>
          <div className="mt-6 flex flex-wrap items-center gap-2 text-xs">
            <span className="rounded-full bg-brand-50 px-2.5 py-1 font-semibold text-brand-700">{article.category}</span>
            {article.trending ? (
              <span className="rounded-full bg-amber-100 px-2.5 py-1 font-semibold text-amber-800">Featured</span>
            ) : null}
          </div>
          <h1 className="mt-4 text-3xl font-bold leading-tight text-ink sm:text-4xl">{article.title}</h1>
          {article.excerpt ? <p className="mt-4 text-lg leading-8 text-slate-600">{article.excerpt}</p> : null}
          <p className="mt-6 text-sm text-slate-500">
            By <span className="font-medium text-slate-700">{article.author}</span> · {formatDate(article.publishedDate)}
            {article.readTime ? ` · ${article.readTime} min read` : ''}
          </p>
        </div>
      </header>
      {article.image ? (
        <div className="mx-auto max-w-4xl px-4 sm:px-6">
          <Image
            src={article.image.url}
            alt={article.image.alt}
            width={article.image.width}
            height={article.image.height}
            sizes="(min-width: 896px) 896px, 100vw"
            className="mt-8 w-full rounded-xl object-cover shadow-sm"
            priority
          />
        </div>
      ) : null}
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        {article.content ? <RichText data={article.content} className="article-body mt-10" /> : null}
        {article.tags.length ? (
          <ul className="mt-10 flex flex-wrap gap-2" aria-label="Tags">
            {article.tags.map((t) => (
              <li key={t} className="rounded-full bg-slate-200 px-3 py-1 text-xs font-medium text-slate-700">
                {t}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  )
}
