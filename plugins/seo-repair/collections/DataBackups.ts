import { adminOnly } from '../../shared/collection'
import { validateWholeNumber } from '../../../src/lib/validation/wholeNumber'

/** Backups the data repair takes before changing rows; purged 48 hours later by a job. */
export const DataBackups = adminOnly({
  slug: 'data-backups',
  labels: { singular: 'Data backup', plural: 'Data backups' },
  graphQL: { singularName: 'DataBackup', pluralName: 'DataBackups' },
  admin: { useAsTitle: 'source_collection', defaultColumns: ['source_collection', 'row_count', 'expires_at', 'createdAt'] },
  defaultSort: '-createdAt',
  fields: [
    { name: 'source_collection', type: 'text', required: true, maxLength: 60 },
    { name: 'row_count', type: 'number', required: true, min: 0, validate: validateWholeNumber },
    { name: 'rows', type: 'json', required: true },
    { name: 'expires_at', type: 'date', required: true, index: true },
    { name: 'run', type: 'relationship', relationTo: 'seo-runs' },
  ],
  timestamps: true,
})
