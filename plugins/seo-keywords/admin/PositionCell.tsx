'use client'

import type { DefaultCellComponentProps } from 'payload'

type KeywordRow = { current_position?: number | null; last_checked_at?: string | null; last_check_error?: string | null }

/**
 * A keyword's position in the list. An empty position means one of three things, and the list says which (Payload's
 * own cell wrote "<No Current position>" for all three): never measured, the last check failed, or the provider
 * measured it and the site was not in the results.
 */
export function PositionCell({ cellData, rowData }: DefaultCellComponentProps) {
  if (typeof cellData === 'number') return <span>{cellData}</span>
  const row = (rowData ?? {}) as KeywordRow
  if (row.last_check_error) return <span className="position-cell--failed" title={row.last_check_error}>Check failed</span>
  if (!row.last_checked_at) return <span className="position-cell--none">Not measured yet</span>
  return <span className="position-cell--none">Not in the results</span>
}

/**
 * The position found by one rank check (a keyword's history, a competitor's rankings): each row is a check that
 * ran, so an empty position is either a failed check (the error on hover) or the site not being in the results.
 */
export function CheckedPositionCell({ cellData, rowData }: DefaultCellComponentProps) {
  if (typeof cellData === 'number') return <span>{cellData}</span>
  const error = (rowData as { error?: string | null } | undefined)?.error
  if (error) return <span className="position-cell--failed" title={error}>Check failed</span>
  return <span className="position-cell--none">Not in the results</span>
}

/**
 * A figure that stays empty until something measures it (a competitor's authority and traffic, a geo keyword's
 * volume, competition and difficulty): the number, or the option's label, or "Not measured".
 */
export function MeasuredCell({ cellData, field }: DefaultCellComponentProps) {
  if (typeof cellData === 'number') return <span>{cellData.toLocaleString('en-IN')}</span>
  if (typeof cellData === 'string' && cellData) {
    const options = field && 'options' in field && Array.isArray(field.options) ? field.options : []
    const option = options.find((o) => (typeof o === 'string' ? o : o.value) === cellData)
    const label = option && typeof option === 'object' && typeof option.label === 'string' ? option.label : cellData
    return <span>{label}</span>
  }
  return <span className="position-cell--none">Not measured</span>
}

/** A rank check's error, or nothing when the check worked (Payload's own cell wrote "<No Error>"). */
export function CheckErrorCell({ cellData }: DefaultCellComponentProps) {
  return typeof cellData === 'string' && cellData ? <span className="position-cell--failed">{cellData}</span> : null
}
