'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useCallback } from 'react'

import { filledText } from '@/lib/format'
import { cutForResult, RESULT_DESCRIPTION_MAX, RESULT_TITLE_MAX, resultAddress } from '@/lib/searchResult'
import { articleSearchResult } from '@/lib/site/articleResult'
import { pagePathStatus } from '@/lib/site/pagePathStatus'
import { isValidSlug } from '@/lib/slug'

import { fetchOwnTexts } from './ownTextsLookup'
import { useApiBase } from './useApiBase'
import { useDelayedAnswer } from './useDelayedAnswer'
import { useOwnPageTexts } from './useOwnPageTexts'
import { usePageContentAt } from './usePageContentAt'

/**
 * The page-content form's search result preview (sidebar): the page as a search result would show it with what the
 * form holds now, this entry's title and description or else the page's own, as the editor types. Says which of them
 * the page content sets, and why there is nothing to show for an address without a page.
 */
export function SearchPreview() {
  const title = useFormFields(([fields]) => filledText(fields.title?.value))
  const description = useFormFields(([fields]) => filledText(fields.meta_description?.value))
  const path = useFormFields(([fields]) => fields.path?.value)
  const status = pagePathStatus(path)
  const own = useOwnPageTexts()

  let body: React.ReactNode
  if (status.kind === 'empty') body = <p className="search-preview__note">Type the page’s path to see how it shows in search results.</p>
  else if (status.kind === 'unknown') body = <p className="search-preview__note">No page of the site has this address: nothing to show.</p>
  else if (own === undefined) body = <p className="search-preview__note">Loading the page’s own texts…</p>
  else if (own === null) {
    body = (
      <p className="search-preview__note">
        {status.kind === 'article' ? 'No published article has this address: nothing to show yet.' : 'The page’s own texts could not be loaded just now.'}
      </p>
    )
  }
  else {
    const from = [title ? 'title' : null, description ? 'description' : null].filter(Boolean)
    body = (
      <>
        <ResultCard siteName={own.siteName} url={own.url} title={title ?? own.title} description={description ?? own.description} />
        <p className="search-preview__note">
          {from.length ? `The ${from.join(' and ')} from this page content${from.length === 1 ? ', the rest the page’s own' : ''}.` : 'The page’s own title and description: this page content changes neither.'}
        </p>
      </>
    )
  }

  return <PreviewField>{body}</PreviewField>
}

function PreviewField({ children }: { children: React.ReactNode }) {
  return (
    <div className="field-type search-preview">
      <div className="field-label">Search result preview</div>
      {children}
    </div>
  )
}

/** A search result: site name, address, title and description, each cut where results cut them. */
function ResultCard({ siteName, url, title, description }: { siteName: string; url: string; title: string; description: string | null }) {
  return (
    <div className="search-preview__result" data-search-preview="">
      <div className="search-preview__site">{siteName}</div>
      <div className="search-preview__address">{resultAddress(url)}</div>
      <div className="search-preview__title">{cutForResult(title, RESULT_TITLE_MAX)}</div>
      {description ? <div className="search-preview__description">{cutForResult(description, RESULT_DESCRIPTION_MAX)}</div> : null}
    </div>
  )
}

const DESCRIPTION_FROM = {
  'meta-description': 'The description is the meta description.',
  excerpt: 'No meta description: the excerpt stands in for it.',
} as const

/**
 * The article form's search result preview (sidebar): the article as a search result would show it with what the form
 * holds now, by the rules of its page's metadata (src/lib/site/articleResult.ts): its address, its title (with the firm
 * name when it fits) and its meta description or else its excerpt, unless its page content replaces them, as it says.
 */
export function ArticleSearchPreview() {
  const title = useFormFields(([fields]) => filledText(fields.title?.value))
  const slug = useFormFields(([fields]) => filledText(fields.slug?.value))
  const metaDescription = useFormFields(([fields]) => filledText(fields.meta_description?.value))
  const excerpt = useFormFields(([fields]) => filledText(fields.excerpt?.value))
  const active = useFormFields(([fields]) => fields.active?.value)
  const { hasPublishedDoc } = useDocumentInfo()
  const apiBase = useApiBase()
  const ask = useCallback((p: string) => fetchOwnTexts(apiBase, p), [apiBase])
  // The home page's answer carries the site's name and public address.
  const site = useDelayedAnswer('/', ask)
  const pagePath = slug && isValidSlug(slug) ? `/blog/${slug}` : null
  const content = usePageContentAt(pagePath)

  if (site === undefined) return <PreviewField><p className="search-preview__note">Loading…</p></PreviewField>
  if (site === null) return <PreviewField><p className="search-preview__note">The site’s name and address could not be loaded just now.</p></PreviewField>
  const result = articleSearchResult({ title, slug, metaDescription, excerpt, override: content, siteName: site.siteName, origin: site.url })
  if (result.kind === 'no-title') return <PreviewField><p className="search-preview__note">Type a title to see how the article shows in search results.</p></PreviewField>
  if (result.kind === 'no-address') {
    return (
      <PreviewField>
        <p className="search-preview__note">
          {result.reason === 'invalid-slug' ? 'The slug is not a valid address yet.' : 'The title gives no address: type a slug to see the result.'}
        </p>
      </PreviewField>
    )
  }
  const fromContent = [result.titleFrom === 'page-content' ? 'title' : null, result.descriptionFrom === 'page-content' ? 'description' : null].filter(Boolean)
  const notes = [
    fromContent.length ? `The ${fromContent.join(' and ')} come${fromContent.length === 1 ? 's' : ''} from the article’s page content.` : null,
    result.descriptionFrom === 'page-content' ? null : result.descriptionFrom ? DESCRIPTION_FROM[result.descriptionFrom] : 'No meta description or excerpt: search engines pick words from the text.',
    result.addressFromTitle ? 'The address is made from the title on save.' : null,
    active === false ? 'Inactive: the site hides the article, so no search engine shows it.' : hasPublishedDoc ? null : 'Not published yet: search engines find it once it is.',
  ].filter(Boolean)
  return (
    <PreviewField>
      <ResultCard siteName={site.siteName} url={result.url} title={result.title} description={result.description} />
      <p className="search-preview__note">{notes.join(' ')}</p>
    </PreviewField>
  )
}
