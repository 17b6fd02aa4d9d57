'use client'

import type { DefaultCellComponentProps } from 'payload'

/** An SEO issue's state in the list: "Open" or "Resolved" (Payload's own cell wrote `false` and `true`). */
export function ResolvedCell({ cellData }: DefaultCellComponentProps) {
  return cellData === true ? <span className="cell-muted">Resolved</span> : <span>Open</span>
}
