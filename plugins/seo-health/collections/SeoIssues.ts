import { adminOnly } from '../../shared/collection'

/** Problems found on pages or keywords (counted on the dashboard), kept until resolved. */
export const SeoIssues = adminOnly({
  slug: 'seo-issues',
  labels: { singular: 'SEO issue', plural: 'SEO issues' },
  graphQL: { singularName: 'SeoIssue', pluralName: 'SeoIssues' },
  admin: { useAsTitle: 'message', defaultColumns: ['page_url', 'message', 'severity', 'resolved', 'detected_at'] },
  defaultSort: '-detected_at',
  fields: [
    { name: 'page_url', type: 'text', required: true, maxLength: 500, index: true },
    { name: 'keyword', type: 'relationship', relationTo: 'keywords' },
    { name: 'issue_type', type: 'text', required: true, maxLength: 60, index: true },
    {
      name: 'severity',
      type: 'select',
      required: true,
      defaultValue: 'warning',
      options: [
        { label: 'Critical', value: 'critical' },
        { label: 'Warning', value: 'warning' },
        { label: 'Info', value: 'info' },
      ],
    },
    { name: 'message', type: 'text', required: true, maxLength: 1000 },
    {
      name: 'resolved',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { components: { Cell: '/plugins/seo-health/admin/ResolvedCell#ResolvedCell' } },
    },
    { name: 'detected_at', type: 'date', required: true },
  ],
  timestamps: true,
})
