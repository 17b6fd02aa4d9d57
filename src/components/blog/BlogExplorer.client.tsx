'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'

import { ArticleCard, leadCardSizes, TWO_COLUMN_CARD_SIZES } from '@/components/ArticleCard'
import { BookmarkIcon, SearchIcon } from '@/components/blog/icons'
import { useBookmarks } from '@/lib/bookmarks'
import {
  ALL_CATEGORIES,
  BLOG_PAGE_SIZE,
  categoryChips,
  FEATURED_TAGS_SHOWN,
  filterArticles,
  filtersFromQuery,
  filtersToQuery,
  foundLabel,
  isFiltering,
  LATEST_TAGS_SHOWN,
  SAVED_PARAM,
  savedArticles,
  showMoreLabel,
  shownFromQuery,
  splitFeatured,
  type BlogFilters,
} from '@/lib/blog'
import type { ArticleCardData } from '@/lib/data/articles'
import { replaceAddress } from '@/lib/address'

export const EMPTY_FILTERED = "We couldn't find any articles matching your criteria. Try adjusting your search terms or explore different categories."
export const EMPTY_ALL = 'No articles are currently available. Our team is working on bringing you fresh content. Check back soon!'
export const EMPTY_SAVED = 'Articles you bookmark are kept here, in this browser. Open an article and choose Bookmark to save it for later.'
export const SAVED_NEEDS_SCRIPT = "Saved articles are kept in this browser, and this page needs JavaScript to read them. It is off or hasn't loaded."

type CardListProps = {
  articles: ArticleCardData[]
  tagLimit: number
  label: string
  /** How many cards it shows: `BLOG_PAGE_SIZE` at first, more from the address (`?show=`) or the button. */
  shown: number
  onShowMore: (shown: number) => void
  formId: string
  /** The search, marked in the cards where they match it. */
  highlight?: string
}

/**
 * A list of cards that shows `BLOG_PAGE_SIZE` at first and a 'Show N more articles' button for the rest, so a long
 * blog does not render hundreds of cards at once. The button moves focus to the first card it revealed; without script
 * it sends the filter form (`formId`) with `show=` the new count.
 */
/** The id of the first card a 'Show N more articles' revealed, the one at `index`: `article-13`. */
const revealedCardId = (index: number) => `article-${index + 1}`

function CardList({ articles, tagLimit, label, shown, onShowMore, formId, highlight }: CardListProps) {
  const list = useRef<HTMLDivElement>(null)
  const revealedFrom = useRef<number | null>(null)
  useEffect(() => {
    if (revealedFrom.current === null) return
    list.current?.children[revealedFrom.current]?.querySelector<HTMLElement>('a[href]')?.focus()
    revealedFrom.current = null
  }, [shown])
  const remaining = articles.length - shown
  return (
    <>
      <div ref={list} className="mt-6 grid gap-6 md:grid-cols-2">
        {articles.slice(0, shown).map((a, i) => (
          <ArticleCard
            key={a.id}
            article={a}
            tagLimit={tagLimit}
            sizes={TWO_COLUMN_CARD_SIZES}
            id={i > 0 && i === shown - BLOG_PAGE_SIZE ? revealedCardId(i) : undefined}
            highlight={highlight}
          />
        ))}
      </div>
      {remaining > 0 ? (
        <div className="mt-8 flex flex-col items-center gap-2">
          <button
            type="submit"
            form={formId}
            name="show"
            value={shown + BLOG_PAGE_SIZE}
            // Without script (or before it has run) the longer list opens at the first card the button revealed: the
            // browser scrolls it in, and Tab goes on from it, not from the page's start, 12 cards above.
            formAction={`/blog#${revealedCardId(shown)}`}
            onClick={(e) => {
              e.preventDefault()
              revealedFrom.current = shown
              onShowMore(shown + BLOG_PAGE_SIZE)
            }}
            className="rounded-md border border-brand-700 px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 print:hidden"
          >
            {showMoreLabel(remaining)}
          </button>
          <p className="text-sm text-slate-600">
            Showing {shown} of {articles.length} {label}
          </p>
        </div>
      ) : null}
    </>
  )
}

/**
 * How many of the blog's articles this browser has saved, beside Saved: none shown for none, and until the page's
 * script has read them (then only this badge is drawn again, not the list). Not part of the button's name ("Saved"):
 * the list's count says it once chosen.
 */
function SavedCount({ articles, pressed }: { articles: ArticleCardData[]; pressed: boolean }) {
  const bookmarks = useBookmarks()
  const count = bookmarks ? savedArticles(articles, bookmarks).length : 0
  if (!count) return null
  return (
    <span
      aria-hidden="true"
      data-saved-count=""
      className={`min-w-5 rounded-full px-1.5 text-center text-xs font-semibold tabular-nums ${pressed ? 'bg-amber-200 text-amber-950' : 'bg-slate-200 text-slate-800'}`}
    >
      {count}
    </span>
  )
}

/**
 * The list while Saved is on and this browser's bookmarks are not read yet: two cards' outlines under the heading the
 * list will have. Without script, where the bookmarks cannot be read (nor an article bookmarked), a note says so and
 * leads to every article.
 */
function SavedPending({ heading }: { heading: string }) {
  const uid = useId()
  return (
    <section aria-labelledby={`${uid}-heading`} aria-busy="true" className="mt-10">
      <h2 id={`${uid}-heading`} className="text-2xl font-bold text-ink">
        {heading}
      </h2>
      <div data-needs-script="" data-saved-pending="" aria-hidden="true" className="mt-6 grid gap-6 md:grid-cols-2">
        {[0, 1].map((i) => (
          <div key={i} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="h-5 w-16 rounded-full bg-slate-200 motion-safe:animate-pulse" />
            <div className="mt-4 h-6 w-4/5 rounded bg-slate-200 motion-safe:animate-pulse" />
            <div className="mt-3 h-4 w-full rounded bg-slate-100 motion-safe:animate-pulse" />
            <div className="mt-2 h-4 w-2/3 rounded bg-slate-100 motion-safe:animate-pulse" />
          </div>
        ))}
      </div>
      <div hidden data-without-script="" className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-12 text-center">
        <p className="mx-auto max-w-xl text-slate-600">{SAVED_NEEDS_SCRIPT}</p>
        <a href="/blog" className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-900">
          Browse All Articles
        </a>
      </div>
    </section>
  )
}

type ViewProps = {
  articles: ArticleCardData[]
  filters: BlogFilters
  /** How many cards the list shows (`?show=`). */
  shown?: number
  onChange?: (next: BlogFilters) => void
  onShowMore?: (shown: number) => void
}

/**
 * The blog list for given filters. The controls are a GET form to /blog, so without script (or before it has run)
 * typing a search and pressing Enter, or choosing a category, loads the filtered blog from the server
 * (src/app/(frontend)/blog-search). With `onChange` the form is not sent: the list follows each change at once.
 */
export function BlogResults({ articles, filters, shown = BLOG_PAGE_SIZE, onChange, onShowMore = () => {} }: ViewProps) {
  const uid = useId()
  const chips = categoryChips(articles)
  // This browser's bookmarks, read only while Saved is on: null on the server and while the page hydrates. Until the
  // browser has read them the list is a placeholder (`pending`): before, the server's list of every article (or of the
  // search) showed, then gave way to the saved ones, on a slow phone seconds later.
  const bookmarks = useBookmarks(filters.saved === true)
  const pending = filters.saved === true && bookmarks === null
  const applied = pending ? { ...filters, saved: false } : filters
  const filtering = isFiltering(applied)
  const matches = filterArticles(articles, applied, bookmarks ?? [])
  // Saved on, nothing else: the list is the visitor's saved articles, and with none saved it says how to save one.
  const savedOnly = applied.saved === true && !isFiltering({ ...applied, saved: false })
  const noneSaved = applied.saved === true && savedArticles(articles, bookmarks ?? []).length === 0
  const { featured, latest } = splitFeatured(matches)
  const set = (patch: Partial<BlogFilters>) => onChange?.({ ...filters, ...patch })
  const searchBox = useRef<HTMLInputElement>(null)
  // What a visitor typed into the box before the page's script ran (a slow phone can take seconds) is in the box but
  // not in the filters: the list follows it once the script runs. Before, it went on listing every article under the
  // typed search until the next keystroke, and Enter, which the script then answers in place, did nothing.
  // Once, when the script starts, after BlogExplorer has read the address (its layout effect runs first): the typed
  // search then replaces the address's, and is written into it.
  useEffect(() => {
    const typed = searchBox.current?.value
    if (onChange && typed !== undefined && typed !== filters.q) onChange({ ...filters, q: typed })
  }, [])
  // With script the list is filtered in place; without it the browser sends the form (or follows the button) instead.
  const inPlace = (event: { preventDefault(): void }, patch: Partial<BlogFilters>) => {
    if (!onChange) return
    event.preventDefault()
    set(patch)
  }
  // For the controls that go once used (Clear, Clear All Filters): the keyboard goes on from the search box, not from
  // the page's start.
  const clearing = (event: { preventDefault(): void }, patch: Partial<BlogFilters>) => {
    inPlace(event, patch)
    if (onChange) searchBox.current?.focus()
  }

  return (
    <>
      <form
        id={`${uid}-filters`}
        role="search"
        action="/blog"
        method="get"
        onSubmit={(e) => onChange && e.preventDefault()}
        className="rounded-xl bg-white p-5 shadow-sm border border-slate-200 print:hidden"
      >
        <div className="relative">
          <label htmlFor={`${uid}-q`} className="sr-only">
            Search articles
          </label>
          {/* The form's first submit button, so that Enter in the box sends the search and not a category. */}
          <button type="submit" tabIndex={-1} className="absolute left-1 top-1/2 -translate-y-1/2 rounded p-2 text-slate-500 hover:text-brand-700">
            <SearchIcon className="h-5 w-5" />
            <span className="sr-only">Search</span>
          </button>
          <input
            ref={searchBox}
            id={`${uid}-q`}
            type="search"
            name="q"
            {...(onChange ? { value: filters.q, onChange: (e) => set({ q: e.target.value }) } : { defaultValue: filters.q })}
            placeholder="Search by title, topic or tag"
            // Room on the right for "Clear" only while it shows: it cut the hint short on a 360 px phone. Narrower, the
            // hint ends in an ellipsis rather than mid-word.
            className={`block w-full text-ellipsis rounded-md border border-slate-300 py-3 pl-11 ${filters.q ? 'pr-24' : 'pr-3'} text-ink placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 [&::-webkit-search-cancel-button]:hidden`}
          />
          {filters.q ? (
            // A link to the same filters without the search, so that it clears it without script too.
            <a
              href={`/blog${filtersToQuery({ ...filters, q: '' })}`}
              onClick={(e) => clearing(e, { q: '' })}
              className="absolute right-2 top-1/2 -translate-y-1/2 rounded px-3 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100"
            >
              Clear<span className="sr-only"> search</span>
            </a>
          ) : null}
        </div>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          {/* The categories take the row's room but what Saved and the count need beside them, and wrap within it; on a
              phone, where that would leave them too narrow, Saved and the count go below them. */}
          <ul className="flex min-w-[min(100%,24rem)] flex-1 flex-wrap gap-2" aria-label="Categories">
            {chips.map((c) => (
              <li key={c}>
                <button
                  type="submit"
                  name="category"
                  value={c === ALL_CATEGORIES ? '' : c}
                  aria-pressed={filters.category === c}
                  onClick={(e) => inPlace(e, { category: c })}
                  className={`rounded-full border border-transparent px-3.5 py-1.5 text-sm font-medium ${filters.category === c ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'}`}
                >
                  {c}
                </button>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 sm:ml-auto">
            {/* Only with script (it reads the bookmarks this browser keeps): hidden without. Pressed before the script
                has run (a slow phone can take seconds), it sends the form as the categories do, and the list loaded
                shows the saved articles once the script runs: before, such a tap did nothing. */}
            <button
              type="submit"
              name={SAVED_PARAM}
              value={filters.saved ? '' : '1'}
              data-needs-script=""
              aria-pressed={filters.saved === true}
              onClick={(e) => inPlace(e, { saved: !filters.saved })}
              className={`inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border px-3.5 py-1.5 text-sm font-medium ${filters.saved ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
            >
              <BookmarkIcon className="h-4 w-4" filled={filters.saved === true} />
              Saved
              <SavedCount articles={articles} pressed={filters.saved === true} />
            </button>
            <p role="status" className="text-sm text-slate-600">
              {pending ? <span data-needs-script="">Finding your saved articles…</span> : foundLabel(matches.length)}
            </p>
          </div>
        </div>
        {/* After the category buttons: the one pressed comes first in the sent form, and Enter in the box keeps this one. */}
        {filters.category !== ALL_CATEGORIES ? <input type="hidden" name="category" value={filters.category} /> : null}
        {filters.saved ? <input type="hidden" name={SAVED_PARAM} value="1" /> : null}
      </form>

      {pending ? (
        <SavedPending heading={filtering ? 'Search Results' : 'Saved Articles'} />
      ) : matches.length === 0 ? (
        <div className="mt-10 rounded-xl border border-dashed border-slate-300 bg-white p-12 text-center">
          <h2 className="text-xl font-semibold text-ink">{noneSaved ? 'No Saved Articles' : 'No Articles Found'}</h2>
          <p className="mx-auto mt-2 max-w-xl text-slate-600">{noneSaved ? EMPTY_SAVED : filtering ? EMPTY_FILTERED : EMPTY_ALL}</p>
          {filtering ? (
            <form action="/blog" method="get">
              <button
                type="submit"
                onClick={(e) => clearing(e, { q: '', category: ALL_CATEGORIES, saved: false })}
                className="mt-6 rounded-md border border-transparent bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-900"
              >
                {noneSaved ? 'Browse All Articles' : 'Clear All Filters'}
              </button>
            </form>
          ) : null}
        </div>
      ) : filtering ? (
        <section aria-labelledby={`${uid}-results`} className="mt-10">
          <h2 id={`${uid}-results`} className="text-2xl font-bold text-ink">
            {savedOnly ? 'Saved Articles' : 'Search Results'}
          </h2>
          <CardList
            key={`${applied.q}\n${applied.category}\n${applied.saved === true}`}
            articles={matches}
            tagLimit={LATEST_TAGS_SHOWN}
            label="results"
            highlight={applied.q}
            shown={shown}
            onShowMore={onShowMore}
            formId={`${uid}-filters`}
          />
        </section>
      ) : (
        <>
          {featured.length ? (
            <section aria-labelledby={`${uid}-featured`} className="mt-10">
              <h2 id={`${uid}-featured`} className="text-2xl font-bold text-ink">
                Featured Articles
              </h2>
              <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {featured.map((a, i) => (
                  <ArticleCard
                    key={a.id}
                    article={a}
                    tagLimit={FEATURED_TAGS_SHOWN}
                    {...(i === 0 ? { priority: true, lead: true, sizes: leadCardSizes(featured.length) } : {})}
                  />
                ))}
              </div>
            </section>
          ) : null}
          {latest.length ? (
            <section aria-labelledby={`${uid}-latest`} className="mt-12">
              <h2 id={`${uid}-latest`} className="text-2xl font-bold text-ink">
                Latest Articles
              </h2>
              <CardList articles={latest} tagLimit={LATEST_TAGS_SHOWN} label="latest articles" shown={shown} onShowMore={onShowMore} formId={`${uid}-filters`} />
            </section>
          ) : null}
        </>
      )}
    </>
  )
}

type ExplorerProps = {
  articles: ArticleCardData[]
  /** The query the server rendered the list for (`q=gst&category=GST`): none for the prerendered /blog. */
  query?: string
}

/**
 * The blog list driven by the URL query (?q=…&category=…), so a search can be shared and survives reloads.
 *
 * It starts from the query the server rendered (so the browser hydrates the server's list rather than drawing it
 * again) and reads the browser's address once mounted and on back/forward. Not `useSearchParams`: on the prerendered
 * /blog that makes Next.js drop the server's list and draw the whole list again in the browser after its script has
 * loaded, and the first card's image, the largest thing on a phone's screen, with it (Lighthouse's LCP then waited
 * for the script).
 */
export function BlogExplorer({ articles, query = '' }: ExplorerProps) {
  const pathname = usePathname()
  const [filters, setFilters] = useState<BlogFilters>(() => filtersFromQuery(new URLSearchParams(query)))
  // How many cards the list shows (`?show=`, which "Show N more articles" writes).
  const [shown, setShown] = useState(() => shownFromQuery(new URLSearchParams(query)))

  // The browser's address may hold filters the server did not render: the prerendered /blog come back to with Back
  // after a search or after "Show N more articles", or back/forward between searches. Read before the list is drawn
  // (a layout effect), so that a visitor coming Back finds the cards they had opened, and the browser can put the page
  // back where they left it: with the first 12 cards only, the place was past the list's end.
  useLayoutEffect(() => {
    const follow = () => {
      const current = new URLSearchParams(window.location.search)
      setShown(shownFromQuery(current))
      setFilters((was) => {
        const next = filtersFromQuery(current)
        return filtersToQuery(next) === filtersToQuery(was) ? was : next
      })
    }
    follow()
    window.addEventListener('popstate', follow)
    return () => window.removeEventListener('popstate', follow)
  }, [])

  // Kept in the address as the filters are, for Back from an article opened from the cards shown, and a reload.
  const onShowMore = (next: number) => {
    setShown(next)
    replaceAddress(`${pathname}${filtersToQuery(filters, next)}`)
  }

  const onChange = (next: BlogFilters) => {
    const search = filtersToQuery(next)
    setFilters(next)
    setShown(BLOG_PAGE_SIZE)
    // The browser's history API, which the App Router follows (usePathname, Back), and not `router.replace`: that asks
    // the server for the page at the new address, which a query rewrites to the blog-search route, a different page,
    // so React replaced the whole list with its copy: the search box lost its focus after the first letter typed, and
    // a category button the focus it was pressed with.
    replaceAddress(`${pathname}${search}`)
  }

  return <BlogResults articles={articles} filters={filters} shown={shown} onChange={onChange} onShowMore={onShowMore} />
}
