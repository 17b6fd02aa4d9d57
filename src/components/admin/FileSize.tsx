'use client'

import type { DefaultCellComponentProps } from 'payload'
import { formatFilesize } from 'payload/shared'

/** The media list's "File Size" column as the image's page shows it ("18KB"), not a count of bytes ("18432"). */
export function FileSizeCell({ cellData }: DefaultCellComponentProps) {
  return typeof cellData === 'number' && Number.isFinite(cellData) ? <span>{formatFilesize(cellData)}</span> : null
}
