'use client'

import type { DefaultCellComponentProps } from 'payload'

type KeywordRow = { current_position?: number | null; last_checked_at?: string | null; last_check_error?: string | null }

/**
 * A position as the lists read it. An empty one means one of three things, and the cell says which (Payload's own
 * cell wrote "<No Current position>" for all three): never measured, the check failed (the error on hover), or the
 * provider measured it and the site was not in the results.
 */
function Position({ position, error, checked }: { position: unknown; error?: string | null; checked: boolean }) {
  if (typeof position === 'number') return <span>{position}</span>
  if (error) return <span className="cell-failed" title={error}>Check failed</span>
  if (!checked) return <span className="cell-muted">Not measured yet</span>
  return <span className="cell-muted">Not in the results</span>
}

/** A keyword's current position in the keywords list. */
export function PositionCell({ cellData, rowData }: DefaultCellComponentProps) {
  const row = (rowData ?? {}) as KeywordRow
  return <Position position={cellData} error={row.last_check_error} checked={Boolean(row.last_checked_at)} />
}

/** The position found by one rank check (a keyword's history, a competitor's rankings): each row is a check that ran. */
export function CheckedPositionCell({ cellData, rowData }: DefaultCellComponentProps) {
  return <Position position={cellData} error={(rowData as { error?: string | null } | undefined)?.error} checked />
}

/** A rank check's error, or nothing when the check worked (Payload's own cell wrote "<No Error>"). */
export function CheckErrorCell({ cellData }: DefaultCellComponentProps) {
  return typeof cellData === 'string' && cellData ? <span className="cell-failed">{cellData}</span> : null
}
