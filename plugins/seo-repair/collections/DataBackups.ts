import { adminOnly, nameOnCreate, systemWritten, TITLE_FIELD } from '../../shared/collection'
import { istStamp } from '../../shared/time'
import { validateWholeNumber } from '../../../src/lib/validation/wholeNumber'

/** How the repaired collections are named in titles. */
export const SOURCE_NAMES: Record<string, { singular: string; plural: string }> = {
  keywords: { singular: 'Keyword', plural: 'Keywords' },
  optimisations: { singular: 'Optimisation', plural: 'Optimisations' },
}

/** A backup's name in the admin: what it holds and when it was taken ("Keywords: 3 rows, 23 Nov 2026, 04:53 IST"). */
export function backupTitle(source: string, rows: number, at: Date): string {
  return `${SOURCE_NAMES[source]?.plural ?? source}: ${rows} ${rows === 1 ? 'row' : 'rows'}, ${istStamp(at)}`
}

/** Backups the data repair takes before changing rows; purged 48 hours later by a job. */
export const DataBackups = systemWritten(
  adminOnly({
    slug: 'data-backups',
    labels: { singular: 'Data backup', plural: 'Data backups' },
    graphQL: { singularName: 'DataBackup', pluralName: 'DataBackups' },
    // A stored title, as the monitoring logs have: the source collection alone named every backup "keywords".
    admin: { useAsTitle: 'title', defaultColumns: ['title', 'row_count', 'expires_at', 'createdAt'] },
    defaultSort: '-createdAt',
    hooks: { beforeChange: [nameOnCreate((data, at) => backupTitle(String(data.source_collection ?? ''), Number(data.row_count ?? 0), at))] },
    fields: [
      TITLE_FIELD,
      { name: 'source_collection', type: 'text', required: true, maxLength: 60 },
      { name: 'row_count', type: 'number', required: true, min: 0, validate: validateWholeNumber },
      { name: 'rows', type: 'json', required: true },
      { name: 'expires_at', type: 'date', required: true, index: true },
      { name: 'run', type: 'relationship', relationTo: 'seo-runs' },
    ],
    timestamps: true,
  }),
)
