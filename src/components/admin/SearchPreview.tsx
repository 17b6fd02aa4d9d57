'use client'

import { useFormFields } from '@payloadcms/ui'

import { pagePathStatus } from '@/lib/site/pagePathStatus'
import { cutForResult, RESULT_DESCRIPTION_MAX, RESULT_TITLE_MAX, resultAddress } from '@/lib/searchResult'

import { useOwnPageTexts } from './useOwnPageTexts'

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

/**
 * The page-content form's search result preview (sidebar): the page as a search result would show it with what the
 * form holds now, this entry's title and description or else the page's own, as the editor types. Says which of them
 * the page content sets, and why there is nothing to show for an address without a page.
 */
export function SearchPreview() {
  const title = useFormFields(([fields]) => text(fields.title?.value))
  const description = useFormFields(([fields]) => text(fields.meta_description?.value))
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
        <div className="search-preview__result" data-search-preview="">
          <div className="search-preview__site">{own.siteName}</div>
          <div className="search-preview__address">{resultAddress(own.url)}</div>
          <div className="search-preview__title">{cutForResult(title ?? own.title, RESULT_TITLE_MAX)}</div>
          <div className="search-preview__description">{cutForResult(description ?? own.description, RESULT_DESCRIPTION_MAX)}</div>
        </div>
        <p className="search-preview__note">
          {from.length ? `The ${from.join(' and ')} from this page content${from.length === 1 ? ', the rest the page’s own' : ''}.` : 'The page’s own title and description: this page content changes neither.'}
        </p>
      </>
    )
  }

  return (
    <div className="field-type search-preview">
      <div className="field-label">Search result preview</div>
      {body}
    </div>
  )
}
