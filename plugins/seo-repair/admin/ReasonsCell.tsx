'use client'

import type { DefaultCellComponentProps } from 'payload'

/**
 * Why the data repair quarantined a record, as a sentence list ("Keyword is empty; Target URL is not a path")
 * instead of Payload's JSON cell (`["Keyword is empty","Target URL is not a path"]`). Anything that is not a list
 * of texts (a record written by hand through the API) is shown as its JSON.
 */
export function ReasonsCell({ cellData }: DefaultCellComponentProps) {
  if (Array.isArray(cellData) && cellData.every((r) => typeof r === 'string')) {
    return cellData.length ? <span>{cellData.join('; ')}</span> : <span className="cell-muted">No reason given</span>
  }
  return <code>{JSON.stringify(cellData)}</code>
}
