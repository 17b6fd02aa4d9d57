import type { DefaultServerCellComponentProps } from 'payload'

import { ownTextsAt } from '@/lib/site/ownTextsAt'
import { isSitePath } from '@/lib/site/paths'

type Props = DefaultServerCellComponentProps & {
  /** Which of the page's own texts the column's field replaces. */
  own?: 'title' | 'description' | 'h1'
}

/**
 * A page-content override in the list (a server component): its text, or, when empty, the page's own text it leaves
 * in place, greyed ("The page's own: …"), so the list reads as what the site shows. Payload's list would say
 * "<No Title>", as if something were missing.
 */
export async function OverrideCell({ cellData, rowData, own }: Props) {
  if (typeof cellData === 'string' && cellData.trim() !== '') return <span className="override-cell">{cellData}</span>
  const path = (rowData as { path?: unknown } | undefined)?.path
  const text = own && typeof path === 'string' && isSitePath(path) ? (await ownTextsAt(path)).texts?.[own] : null
  return (
    <span className="override-cell cell-muted" data-own-cell="">
      {text ? `The page’s own: “${text}”` : 'The page’s own'}
    </span>
  )
}
