import { withTextRules } from '../../../src/lib/validation/textField'
import { adminOnly, measuredCell } from '../../shared/collection'
import { validateWholeNumber } from '../../../src/lib/validation/wholeNumber'

const validateDomain = withTextRules((value) =>
  typeof value === 'string' && /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/.test(value)
    ? true
    : 'Enter a domain such as example.in (no https://, no path).',
)

/** Competing firms whose rankings are compared with ours. Authority and traffic stay empty unless measured. */
export const Competitors = adminOnly({
  slug: 'competitors',
  labels: { singular: 'Competitor', plural: 'Competitors' },
  graphQL: { singularName: 'Competitor', pluralName: 'Competitors' },
  admin: { useAsTitle: 'domain', defaultColumns: ['domain', 'company_name', 'domain_authority', 'is_active'] },
  // A copy would have the same domain, which is tracked once: it could not be saved.
  disableDuplicate: true,
  hooks: {
    beforeValidate: [({ data }) => (data && typeof data.domain === 'string' ? { ...data, domain: data.domain.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/\/.*$/, '') } : data)],
  },
  fields: [
    { name: 'domain', type: 'text', required: true, unique: true, maxLength: 253, validate: validateDomain },
    { name: 'company_name', type: 'text', maxLength: 200 },
    { name: 'domain_authority', type: 'number', min: 0, max: 100, admin: { components: { Cell: measuredCell() } } },
    { name: 'monthly_traffic_estimate', type: 'number', min: 0, validate: validateWholeNumber, admin: { components: { Cell: measuredCell() } } },
    {
      name: 'is_active',
      type: 'checkbox',
      label: 'Active',
      defaultValue: true,
      index: true,
      admin: {
        description: 'Rank refreshes measure only active competitors.',
        components: { Cell: '/src/components/admin/Flags#ActiveCell' },
      },
    },
  ],
  timestamps: true,
})
