'use client'

import type { DefaultCellComponentProps } from 'payload'

/**
 * A figure that stays empty until something measures it (a competitor's authority and traffic, a geo keyword's
 * volume, competition and difficulty, a queued keyword's score): the number (en-IN digits), or the option's label,
 * or what its emptiness means, `empty` (given as the component's clientProps; "Not measured" by default), where
 * Payload's own cell wrote "<No Field label>".
 */
export function MeasuredCell({ cellData, field, empty = 'Not measured' }: DefaultCellComponentProps & { empty?: string }) {
  if (typeof cellData === 'number') return <span>{cellData.toLocaleString('en-IN')}</span>
  if (typeof cellData === 'string' && cellData) {
    const options = field && 'options' in field && Array.isArray(field.options) ? field.options : []
    const option = options.find((o) => (typeof o === 'string' ? o : o.value) === cellData)
    const label = option && typeof option === 'object' && typeof option.label === 'string' ? option.label : cellData
    return <span>{label}</span>
  }
  return <span className="cell-muted">{empty}</span>
}
