'use client'

import type { DefaultCellComponentProps } from 'payload'

type MonitorRow = { status?: string | null; checks_total?: number | null; checks_ok?: number | null }

/**
 * A service's response time on its last check, in milliseconds. Empty means the service is not configured (so it
 * was not called) or it gave no answer; Payload's own cell wrote "<No Response time>" for both.
 */
export function ResponseTimeCell({ cellData, rowData }: DefaultCellComponentProps) {
  if (typeof cellData === 'number') return <span>{cellData.toLocaleString('en-IN')} ms</span>
  const row = (rowData ?? {}) as MonitorRow
  return <span className="cell-muted">{row.status === 'not_configured' ? 'Not called' : 'No answer'}</span>
}

/** The share of a service's checks that succeeded, with the counts on hover; "No checks yet" before the first. */
export function SuccessRateCell({ cellData, rowData }: DefaultCellComponentProps) {
  const row = (rowData ?? {}) as MonitorRow
  if (typeof cellData !== 'number' || !row.checks_total) return <span className="cell-muted">No checks yet</span>
  return <span title={`${row.checks_ok ?? 0} of ${row.checks_total} checks succeeded`}>{cellData}%</span>
}
