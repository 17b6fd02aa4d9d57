import Link from 'next/link'

import { ArticleBadges } from '@/components/blog/ArticleBadges'
import { CoverArt } from '@/components/blog/CoverArt'
import { visibleTags } from '@/lib/blog'
import type { ArticleCardData } from '@/lib/data/articles'
import { formatDate } from '@/lib/format'

import { Highlighted } from './Highlighted'
import { LinkPending } from './LinkPending.client'
import { ResponsiveImage } from './ResponsiveImage'

/** How wide a card's picture shows in a grid of three columns (two from 640 px, one below), in a 1152 px wide page. */
export const THREE_COLUMN_CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw'
/** The same in a grid of two columns from 768 px (the blog's Latest list): 540 px wide on a wide screen. */
export const TWO_COLUMN_CARD_SIZES = '(min-width: 1152px) 540px, (min-width: 768px) calc(50vw - 36px), 100vw'
/**
 * The picture's width for the lead card of a grid of `count` (`lead`): where the card widens, the picture takes half
 * of it, which from 640 px is about half the screen either way, and from 1024 px half the row when the card fills it
 * (a count one more than a multiple of three).
 */
export const leadCardSizes = (count: number) => `(min-width: 1024px) ${count % 3 === 1 ? 576 : 380}px, (min-width: 640px) 50vw, 100vw`

export function ArticleCard({
  article,
  priority = false,
  tagLimit = 3,
  headingLevel = 3,
  sizes = THREE_COLUMN_CARD_SIZES,
  lead = false,
  id,
  highlight,
}: {
  article: ArticleCardData
  priority?: boolean
  tagLimit?: number
  headingLevel?: 2 | 3
  /** The picture's `sizes`, by the grid the card is in, so the browser picks a file as wide as it shows. */
  sizes?: string
  /**
   * The first card of a grid of two columns from 640 px and three from 1024 px: it widens to fill the row a lone card
   * would leave at the grid's end, its picture beside its words (globals.css, `[data-lead-card]`).
   */
  lead?: boolean
  /** The card's id, for an address that points to it (`/blog?show=24#article-13`). */
  id?: string
  /** A search's words: marked where they are in the title, the excerpt and the tags (shown first). */
  highlight?: string
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3'
  const { shown, more } = visibleTags(article.tags, tagLimit, highlight)
  return (
    <article
      id={id}
      {...(lead ? { 'data-lead-card': '' } : {})}
      className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm motion-safe:transition focus-within:ring-4 print:break-inside-avoid focus-within:ring-brand-600 hover:shadow-md">
      {article.image ? (
        <ResponsiveImage
          image={article.image}
          sizes={sizes}
          className="aspect-video w-full bg-slate-100 object-cover"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      ) : (
        // No cover image (an editor's quick update): the blog's drawn cover in its place, so the card is as tall as
        // its neighbours and looks like them.
        <CoverArt seed={article.slug} category={article.category} className="block aspect-video w-full shrink-0" />
      )}
      <div className="flex flex-1 flex-col p-5">
        <ArticleBadges category={article.category} featured={article.trending} />
        <H className="mt-3 text-lg font-semibold leading-snug text-ink">
          <Link href={`/blog/${article.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            <span className="relative">
              <Highlighted text={article.title} query={highlight} />
            </span>
            <LinkPending
              label="Loading article..."
              className="absolute right-3 top-3 z-10 rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand-700 shadow"
            />
          </Link>
        </H>
        <p className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600">
          <Highlighted text={article.excerpt} query={highlight} />
        </p>
        {shown.length ? (
          <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Tags">
            {shown.map((t) => (
              <li key={t} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                <Highlighted text={t} query={highlight} />
              </li>
            ))}
            {more ? (
              <li className="rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                +{more}
                <span className="sr-only"> more tags</span>
              </li>
            ) : null}
          </ul>
        ) : null}
        <p className="mt-auto pt-4 text-xs text-slate-600">
          {article.author} · {formatDate(article.publishedDate)}
          {article.readTime ? ` · ${article.readTime} min read` : ''}
        </p>
      </div>
    </article>
  )
}
