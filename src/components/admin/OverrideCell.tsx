import type { DefaultServerCellComponentProps } from 'payload'

import { listArticles } from '@/lib/data/articles'
import { getSiteSettings } from '@/lib/data/settings'
import { ownPageTexts, type OwnTexts } from '@/lib/site/ownPageTexts'
import { isSitePath, normalizePagePath } from '@/lib/site/paths'

type Props = DefaultServerCellComponentProps & {
  /** Which of the page's own texts the column's field replaces. */
  own?: 'title' | 'description' | 'h1'
}

/** The own texts of the page at `path` (an article's from the cached published articles), or null for no page there. */
async function ownTextsAt(path: unknown): Promise<OwnTexts | null> {
  if (typeof path !== 'string' || !isSitePath(path)) return null
  const slug = /^\/blog\/([^/]+)$/.exec(normalizePagePath(path))?.[1]
  const [settings, articles] = await Promise.all([getSiteSettings(), slug ? listArticles() : []])
  return ownPageTexts(path, settings.firmName, articles.find((a) => a.slug === slug) ?? null)
}

/**
 * A page-content override in the list (a server component): its text, or, when empty, the page's own text it leaves
 * in place, greyed ("The page's own: …"), so the list reads as what the site shows. Payload's list would say
 * "<No Title>", as if something were missing.
 */
export async function OverrideCell({ cellData, rowData, own }: Props) {
  if (typeof cellData === 'string' && cellData.trim() !== '') return <span className="override-cell">{cellData}</span>
  const text = own ? (await ownTextsAt((rowData as { path?: unknown } | undefined)?.path))?.[own] : null
  return (
    <span className="override-cell cell-muted" data-own-cell="">
      {text ? `The page’s own: “${text}”` : 'The page’s own'}
    </span>
  )
}
