'use client'

import type { DefaultCellComponentProps } from 'payload'

/**
 * A page-content override in the list: its text, or, when empty, that the page keeps its own (Payload's list would
 * say "<No Title>", as if something were missing).
 */
export function OverrideCell({ cellData }: DefaultCellComponentProps) {
  return typeof cellData === 'string' && cellData.trim() !== '' ? (
    <span>{cellData}</span>
  ) : (
    <span className="cell-muted">The page’s own</span>
  )
}
