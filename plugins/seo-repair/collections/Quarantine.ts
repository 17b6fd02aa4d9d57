import { adminOnly, nameOnCreate, systemWritten, TITLE_FIELD } from '../../shared/collection'
import { istStamp } from '../../shared/time'
import { SOURCE_NAMES } from './DataBackups'

/** A quarantined row's name in the admin: which row and when ("Keyword #42, 23 Nov 2026, 04:53 IST"). */
export function quarantineTitle(source: string, id: number, at: Date): string {
  return `${SOURCE_NAMES[source]?.singular ?? source} #${id}, ${istStamp(at)}`
}

/** Rows the data repair could not fix, moved here whole with the reasons, for a person to decide. */
export const Quarantine = systemWritten(
  adminOnly({
    slug: 'quarantine',
    labels: { singular: 'Quarantined record', plural: 'Quarantined records' },
    graphQL: { singularName: 'QuarantinedRecord', pluralName: 'QuarantinedRecords' },
    admin: { useAsTitle: 'title', defaultColumns: ['title', 'reasons', 'createdAt'] },
    defaultSort: '-createdAt',
    hooks: { beforeChange: [nameOnCreate((data, at) => quarantineTitle(String(data.source_collection ?? ''), Number(data.source_id), at))] },
    fields: [
      TITLE_FIELD,
      { name: 'source_collection', type: 'text', required: true, maxLength: 60, index: true },
      { name: 'source_id', type: 'number', required: true },
      { name: 'data', type: 'json', required: true },
      { name: 'reasons', type: 'json', required: true, admin: { components: { Cell: '/plugins/seo-repair/admin/ReasonsCell#ReasonsCell' } } },
      { name: 'run', type: 'relationship', relationTo: 'seo-runs' },
    ],
    timestamps: true,
  }),
)
