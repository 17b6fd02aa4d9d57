import { adminOnly } from '../../shared/collection'

/** Rows the data repair could not fix, moved here whole with the reasons, for a person to decide. */
export const Quarantine = adminOnly({
  slug: 'quarantine',
  labels: { singular: 'Quarantined record', plural: 'Quarantined records' },
  graphQL: { singularName: 'QuarantinedRecord', pluralName: 'QuarantinedRecords' },
  admin: { useAsTitle: 'source_collection', defaultColumns: ['source_collection', 'source_id', 'reasons', 'createdAt'] },
  defaultSort: '-createdAt',
  fields: [
    { name: 'source_collection', type: 'text', required: true, maxLength: 60, index: true },
    { name: 'source_id', type: 'number', required: true },
    { name: 'data', type: 'json', required: true },
    { name: 'reasons', type: 'json', required: true, admin: { components: { Cell: '/plugins/seo-repair/admin/ReasonsCell#ReasonsCell' } } },
    { name: 'run', type: 'relationship', relationTo: 'seo-runs' },
  ],
  timestamps: true,
})
