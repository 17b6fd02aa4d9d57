'use client'

import { useListRelationships } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { useEffect } from 'react'

import { articleIdOf, type RedirectTarget } from '@/lib/site/redirectTable'

const ARTICLES = 'news-updates'

/**
 * The redirects list's "Leads to" column: the address a redirect leads to, or the title of the article it follows
 * (read with the list's other relationships, in one request for the page). Payload's own columns would show the
 * type and "<No Custom URL>" for every redirect to an article.
 */
export function RedirectTargetCell({ rowData }: DefaultCellComponentProps) {
  const to = (rowData as { to?: RedirectTarget } | undefined)?.to
  const id = articleIdOf(to)
  const { documents, getRelationships } = useListRelationships()

  useEffect(() => {
    if (id !== undefined) getRelationships([{ relationTo: ARTICLES, value: id }])
  }, [id, getRelationships])

  if (to?.type === 'custom') return <span className="redirect-target">{to.url}</span>
  if (id === undefined) return <span className="redirect-target redirect-target--missing">No target</span>
  const doc = documents[ARTICLES]?.[id]
  const title = doc ? (doc as { title?: unknown }).title : null
  return (
    <span className="redirect-target">
      <span className="redirect-target__kind">Article</span>{' '}
      {doc === false ? <span className="redirect-target--missing">not found (#{id})</span> : (typeof title === 'string' && title ? title : `#${id}`)}
    </span>
  )
}
