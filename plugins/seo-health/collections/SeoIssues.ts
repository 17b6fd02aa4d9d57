import type { CollectionConfig } from 'payload'

import { adminOnly, measuredBy } from '../../shared/collection'

const CRAWL = 'the crawl'

/**
 * Problems found on pages or keywords (counted on the dashboard), kept until resolved. The crawl records them and
 * marks them resolved when it no longer finds them; admins may only mark one resolved (or open again) and delete it:
 * nobody records a problem by hand or rewrites what the crawl found.
 */
const issues = adminOnly({
  slug: 'seo-issues',
  labels: { singular: 'SEO issue', plural: 'SEO issues' },
  graphQL: { singularName: 'SeoIssue', pluralName: 'SeoIssues' },
  admin: { useAsTitle: 'message', defaultColumns: ['page_url', 'message', 'severity', 'resolved', 'detected_at'] },
  defaultSort: '-detected_at',
  fields: [
    measuredBy(CRAWL, { name: 'page_url', type: 'text', required: true, maxLength: 500, index: true }),
    measuredBy(CRAWL, { name: 'keyword', type: 'relationship', relationTo: 'keywords' }),
    measuredBy(CRAWL, { name: 'issue_type', type: 'text', required: true, maxLength: 60, index: true }),
    measuredBy(CRAWL, {
      name: 'severity',
      type: 'select',
      required: true,
      defaultValue: 'warning',
      options: [
        { label: 'Critical', value: 'critical' },
        { label: 'Warning', value: 'warning' },
        { label: 'Info', value: 'info' },
      ],
    }),
    measuredBy(CRAWL, { name: 'message', type: 'text', required: true, maxLength: 1000 }),
    {
      name: 'resolved',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { components: { Cell: '/plugins/seo-health/admin/ResolvedCell#ResolvedCell' } },
    },
    measuredBy(CRAWL, { name: 'detected_at', type: 'date', required: true }),
  ],
  timestamps: true,
})

export const SeoIssues: CollectionConfig = { ...issues, access: { ...issues.access, create: () => false } }
