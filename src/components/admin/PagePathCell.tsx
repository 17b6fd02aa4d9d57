'use client'

import type { DefaultCellComponentProps } from 'payload'

import { pagePathStatus } from '@/lib/site/pagePathStatus'

import { useArticleAtAddress } from './useArticleAtAddress'

/**
 * The page-content list's "Shown on" column: the page a row's content shows on (the page's name, or the article's
 * title), or why it shows nowhere (no page at that address, the article inactive or not published yet), so content
 * left without its page stands out in the list.
 */
export function PagePathCell({ rowData }: DefaultCellComponentProps) {
  const status = pagePathStatus((rowData as { path?: unknown } | undefined)?.path)
  const article = useArticleAtAddress(status.kind === 'article' ? status.slug : null)

  if (status.kind === 'page') return <span>{status.label}</span>
  if (status.kind === 'unknown') return <span className="cell-warn">No page at this address</span>
  if (status.kind !== 'article' || !article) return <span className="cell-muted">…</span>
  if (article.state === 'live') return <span>{article.title}</span>
  if (article.state === 'hidden') return <span className="cell-warn">Article inactive</span>
  if (article.state === 'unpublished') return <span className="cell-warn">Article not published yet</span>
  if (article.state === 'none') return <span className="cell-warn">No article at this address</span>
  return <span className="cell-muted">Not checked</span>
}
