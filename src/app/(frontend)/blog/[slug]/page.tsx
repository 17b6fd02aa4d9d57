import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { cache, Suspense } from 'react'

import { ArticleCard } from '@/components/ArticleCard'
import { ArticleBadges } from '@/components/blog/ArticleBadges'
import { ArticleOutline } from '@/components/blog/ArticleOutline'
import { ArticleText } from '@/components/blog/ArticleText'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { JsonLd } from '@/components/JsonLd'
import { PreloadImage } from '@/components/PreloadImage.client'
import { PreviewBanner } from '@/components/PreviewBanner'
import { ResponsiveImage } from '@/components/ResponsiveImage'
import { EnhancedContent } from '@/components/EnhancedContent'
import Link from '@/components/SiteLink'
import { BookmarkButton, ReadingProgress, ShareMenu } from '@/components/blog/ArticleTools.client'
import { BackToBlogLink } from '@/components/blog/BackToBlogLink.client'
import { relatedArticles } from '@/lib/blog'
import { METADATA_AUTHOR } from '@/lib/categories'
import { type Article, type ArticleDraft, getArticle, getArticleDraft, listArticles, PRERENDERED_ARTICLES } from '@/lib/data/articles'
import { getPageOverrides } from '@/lib/data/pageContent'
import { redirectIfMoved } from '@/lib/data/redirects'
import { getSiteSettings } from '@/lib/data/settings'
import { formatDate } from '@/lib/format'
import { htmlOutline, lexicalOutline } from '@/lib/outline'
import { lexicalToPlainText } from '@/lib/readTime'
import { sanitizeArticleHtml, withScrollableTables } from '@/lib/sanitize'
import { absoluteUrl } from '@/lib/site/firm'
import { siteOrigin } from '@/lib/site/metadata'
import { pageMetadata } from '@/lib/site/pageMetadata'
import { previewUser } from '@/lib/site/preview'
import { blogPostingJsonLd } from '@/lib/site/structured-data'
import { isValidSlug } from '@/lib/slug'

import ArticleNotFound from './not-found'

export const revalidate = 300

/** The hero picture's width: the article column's 896 px, the screen's width below it. */
const HERO_SIZES = '(min-width: 896px) 896px, 100vw'

type Props = { params: Promise<{ slug: string }> }

/**
 * The published article, or for an editor in preview its latest draft. Once per request: the metadata and the
 * page both ask, and a preview (sign-in check and draft queries) is not cached anywhere else.
 */
const loadArticle = cache(async (slug: string): Promise<{ article: Article | null; draft: ArticleDraft | null }> => {
  // Every stored slug follows the slug rule, so an address that does not (a NUL byte, which PostgreSQL refused with
  // an error page, capitals, 200 characters) is not looked up: it shows Article Not Found at once.
  if (!isValidSlug(slug)) return { article: null, draft: null }
  const user = await previewUser()
  if (user) {
    const draft = await getArticleDraft(slug, user)
    return { article: draft, draft }
  }
  return { article: await getArticle(slug), draft: null }
})

export async function generateStaticParams() {
  const articles = await listArticles()
  return articles.slice(0, PRERENDERED_ARTICLES).map((a) => ({ slug: a.slug }))
}

/**
 * What a shared link to the article shows (1200 x 630): its cover image's Open Graph size; without a cover image, its
 * title over its drawn cover (./share.png); an imported article's outside picture has no such size: the site's image.
 */
function shareImage(article: Article): { url: string; width: number; height: number; alt?: string } | null {
  if (article.ogImage) return { url: article.ogImage, width: 1200, height: 630, alt: article.image?.alt }
  return article.image ? null : { url: `/blog/${article.slug}/share.png`, width: 1200, height: 630, alt: article.title }
}

export async function generateMetadata({ params }: Props) {
  const { slug } = await params
  const { article, draft } = await loadArticle(slug)
  // No robots here: Next.js writes noindex for every 404 itself, and a second tag only repeated it.
  if (!article) return { title: 'Article Not Found' }
  const metadata = pageMetadata({
    path: `/blog/${article.slug}`,
    title: article.title,
    description: article.metaDescription || article.excerpt,
    keywords: article.tags,
    type: 'article',
    publishedTime: article.publishedDate,
    modifiedTime: article.updatedAt,
    authors: [article.namedAuthor ?? METADATA_AUTHOR],
    image: shareImage(article),
  })
  return draft ? { ...metadata, robots: { index: false, follow: false } } : metadata
}

export default async function ArticlePage({ params }: Props) {
  const { slug } = await params
  const [{ article, draft }, all, settings] = await Promise.all([loadArticle(slug), listArticles(), getSiteSettings()])
  if (!article) {
    // A renamed article's old address, or another address an editor redirected, leads on.
    await redirectIfMoved(`/blog/${slug}`)
    // In draft mode the page is rendered per request and streamed: a boundary failing after the first bytes went out
    // could no longer make the answer a 404 (it was a 200), so there it is the plain notFound(), for staff with script.
    if ((await draftMode()).isEnabled) notFound()
    return <MissingArticle />
  }
  const path = `/blog/${article.slug}`
  // The article's page content (as on every page): its heading, and the block below the article.
  const overrides = await getPageOverrides(path)
  const related = relatedArticles(article, all)
  const hasRichText = lexicalToPlainText(article.content).trim() !== ''
  const imported = !hasRichText && article.contentHtml ? htmlOutline(withScrollableTables(sanitizeArticleHtml(article.contentHtml))) : null
  // The sections "In this article" lists; their headings in the text get the ids it links to.
  const outline = hasRichText ? lexicalOutline(article.content) : null

  return (
    <>
      {draft ? <PreviewBanner path={path} published={draft.published} hasUnpublishedChanges={draft.hasUnpublishedChanges} active={draft.active} /> : null}
      <ReadingProgress />
      <JsonLd
        data={blogPostingJsonLd(
          { ...article, modifiedDate: article.updatedAt, imageUrl: article.ogImage ?? article.image?.url ?? shareImage(article)?.url ?? null },
          settings.firmName,
          absoluteUrl(siteOrigin()),
        )}
      />
      <Breadcrumbs path={path} custom={[undefined, article.title]} />
      <article className="pb-14">
        <header className="bg-white">
          <div className="mx-auto max-w-3xl px-4 pb-10 pt-8 sm:px-6 print:pb-4 print:pt-2">
            <BackToBlogLink className="text-sm font-semibold text-brand-700 hover:underline print:hidden" />
            <ArticleBadges category={article.category} featured={article.trending} className="mt-6" />
            <h1 className="mt-4 text-3xl font-bold leading-tight text-ink sm:text-4xl">{overrides.h1 ?? article.title}</h1>
            {article.excerpt ? <p className="mt-4 text-lg leading-8 text-slate-600">{article.excerpt}</p> : null}
            <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
              <p className="text-sm text-slate-600">
                By <span className="font-medium text-slate-800">{article.author}</span> ·{' '}
                {draft && !article.publishedDate ? (
                  // A draft gets its date when it is first published.
                  <span>dated when published</span>
                ) : (
                  <time dateTime={article.publishedDate ?? undefined}>{formatDate(article.publishedDate)}</time>
                )}
                {article.readTime ? ` · ${article.readTime} min read` : ''}
              </p>
              {/* On paper, where to read it online. */}
              <p className="hidden w-full text-sm print:block" data-print-address="">
                {absoluteUrl(siteOrigin())(path)}
              </p>
              <div className="flex flex-wrap items-center gap-2 wrap-break-word">
                <ShareMenu title={article.title} url={absoluteUrl(siteOrigin())(path)} />
                <BookmarkButton articleId={article.id} />
              </div>
            </div>
          </div>
        </header>
        {article.image ? (
          <div className="mx-auto max-w-4xl px-4 sm:px-6">
            {/* The page's largest picture, fetched first by this page only (PreloadImage says why). Inside <picture>,
                React leaves it out of the preload hints it would otherwise put in this page's prefetched payload. */}
            <PreloadImage href={article.image.url} imageSrcSet={article.image.srcSet ?? undefined} imageSizes={HERO_SIZES} fetchPriority="high" />
            <picture className="mt-8 block">
              <ResponsiveImage
                image={article.image}
                sizes={HERO_SIZES}
                className="h-auto w-full rounded-xl bg-slate-100 object-cover shadow-sm"
                fetchPriority="high"
                decoding="async"
              />
            </picture>
          </div>
        ) : null}
        <div className="relative mx-auto max-w-3xl px-4 sm:px-6">
          <ArticleOutline entries={outline?.entries ?? imported?.entries ?? []} />
          {hasRichText ? <ArticleText data={article.content!} headingIds={outline?.idOf} className="article-body mt-10" /> : null}
          {imported ? <div className="article-body mt-10" dangerouslySetInnerHTML={{ __html: imported.html }} /> : null}
          {article.tags.length ? (
            <ul className="mt-10 flex flex-wrap gap-2" aria-label="Tags">
              {article.tags.map((t) => (
                <li key={t}>
                  <Link href={`/blog?q=${encodeURIComponent(t)}`} className="block rounded-full bg-slate-200 px-3 py-1 text-xs font-medium text-slate-700 hover:bg-slate-300 print:border print:border-slate-400">
                    {t}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </article>
      <EnhancedContent content={overrides.enhanced} />
      {/* Other articles, beside this one's text: a complementary landmark of its own, which the SEO audit (like a reader
          of the text) leaves out of the article's words and headings. */}
      {related.length ? (
        <aside aria-labelledby="related-heading" className={`mx-auto max-w-6xl px-4 pb-14 sm:px-6 print:hidden ${overrides.enhanced ? 'pt-14' : ''}`}>
          <h2 id="related-heading" className="text-2xl font-bold text-ink">
            Related Articles
          </h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((a) => (
              <ArticleCard key={a.id} article={a} />
            ))}
          </div>
        </aside>
      ) : null}
    </>
  )
}

/**
 * 'Article Not Found', answered 404 and drawn by the server. A `notFound()` in the page itself is answered with an
 * empty HTML body, the view drawn by script alone (vercel/next.js#62228): blank without script. Met inside a Suspense
 * boundary while the page is statically generated (ISR: the answer is sent once whole), it still makes the answer a
 * 404, while the rest of the page, and the boundary's fallback (the same view), is rendered; in the browser the
 * boundary then shows not-found.tsx, the same view again.
 */
function MissingArticle() {
  return (
    <Suspense fallback={<ArticleNotFound />}>
      <NotFound />
    </Suspense>
  )
}

async function NotFound(): Promise<never> {
  notFound()
}
