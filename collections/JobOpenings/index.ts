import type { CollectionConfig } from 'payload'

import { isStaffUser, staffManagedActiveContent } from '../../src/access'
import { TAGS } from '../../src/lib/cache-tags'
import { expireTagsOnChange } from '../../src/hooks/expireTagsOnChange'

/** The careers page's filter tabs (spec 01 section 2), apart from 'all'. */
export const JOB_TYPES = [
  { label: 'Partner', value: 'partner' },
  { label: 'Articleship', value: 'article' },
  { label: 'Accountant', value: 'accountant' },
  { label: 'Graduate', value: 'graduate' },
  { label: 'Content', value: 'content' },
] as const
export type JobType = (typeof JOB_TYPES)[number]['value']


/**
 * Openings on the careers page. The deadline is shown as 'Apply by …': a date, or text such as 'Open' or
 * 'Ongoing'. Visitors see active openings; staff manage them.
 */
export const JobOpenings: CollectionConfig = {
  slug: 'job-openings',
  labels: { singular: 'Job opening', plural: 'Job openings' },
  graphQL: { singularName: 'JobOpening', pluralName: 'JobOpenings' },
  admin: {
    group: 'Site',
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'location', 'deadline', 'active'],
    hidden: ({ user }) => !isStaffUser(user),
  },
  defaultSort: 'order',
  access: staffManagedActiveContent,
  hooks: expireTagsOnChange([TAGS.jobOpenings]),
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    {
      type: 'row',
      fields: [
        { name: 'type', type: 'select', required: true, options: [...JOB_TYPES], index: true },
        { name: 'department', type: 'text', required: true, maxLength: 80 },
        {
          name: 'location',
          type: 'select',
          required: true,
          defaultValue: 'ncr',
          options: [
            { label: 'Gurgaon (Delhi NCR)', value: 'ncr' },
            { label: 'Remote / Hybrid', value: 'remote' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'experience', type: 'text', required: true, maxLength: 60, admin: { placeholder: '3-5 years' } },
        { name: 'commitment', type: 'text', required: true, maxLength: 60, admin: { placeholder: 'Full-time' } },
        {
          name: 'deadline',
          type: 'text',
          required: true,
          maxLength: 40,
          admin: { description: 'Shown as “Apply by …”: a date (31 August 2025) or Open / Ongoing.' },
        },
      ],
    },
    { name: 'description', type: 'textarea', required: true, maxLength: 1500 },
    {
      name: 'responsibilities',
      type: 'array',
      minRows: 1,
      maxRows: 12,
      fields: [{ name: 'text', type: 'text', required: true, maxLength: 300 }],
    },
    {
      name: 'requirements',
      type: 'array',
      minRows: 1,
      maxRows: 12,
      fields: [{ name: 'text', type: 'text', required: true, maxLength: 300 }],
    },
    { name: 'active', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar', description: 'Lower comes first.' } },
  ],
  timestamps: true,
}
