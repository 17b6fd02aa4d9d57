import type { CollectionConfig } from 'payload'

import { isStaffUser, staffManagedActiveContent } from '../../src/access'
import { listingStatus, validateDeadline } from '../../src/lib/careers'
import { withTextRules } from '../../src/lib/validation/textField'
import { atLeastOneRow } from '../../src/lib/validation/rows'
import { TAGS } from '../../src/lib/cache-tags'
import { DRAG_TO_ORDER } from '../../src/lib/orderKey'
import { expireTagsOnChange } from '../../src/hooks/expireTagsOnChange'
import { JOB_TYPES } from '../../src/lib/site/jobTypes.mjs'

/**
 * Openings on the careers page. The deadline is shown as 'Apply by …': a date, or text such as 'Open' or
 * 'Ongoing'. Visitors see active openings; staff manage them. The careers page lists an opening until the end
 * of its deadline day (India time), so a passed date closes it without anyone having to untick 'active'.
 */
export const JobOpenings: CollectionConfig = {
  slug: 'job-openings',
  labels: { singular: 'Job opening', plural: 'Job openings' },
  graphQL: { singularName: 'JobOpening', pluralName: 'JobOpenings' },
  admin: {
    group: 'Site',
    description: `Openings on the careers page. ${DRAG_TO_ORDER}`,
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'location', 'deadline', 'listing'],
    hidden: ({ user }) => !isStaffUser(user),
  },
  // Editors order the rows by dragging them in the list (Payload's `_order` field, fractional keys).
  orderable: true,
  defaultSort: '_order',
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
          validate: withTextRules(validateDeadline),
          admin: {
            description:
              'A date such as 31 August 2026 (shown as “Apply by …”), or words such as Open or Ongoing. The careers page stops listing the opening after that day.',
          },
        },
      ],
    },
    { name: 'description', type: 'textarea', required: true, maxLength: 1500 },
    {
      name: 'responsibilities',
      type: 'array',
      required: true,
      minRows: 1,
      validate: atLeastOneRow('Add at least one responsibility.'),
      maxRows: 12,
      fields: [{ name: 'text', type: 'text', required: true, maxLength: 300 }],
    },
    {
      name: 'requirements',
      type: 'array',
      required: true,
      minRows: 1,
      validate: atLeastOneRow('Add at least one requirement.'),
      maxRows: 12,
      fields: [{ name: 'text', type: 'text', required: true, maxLength: 300 }],
    },
    { name: 'active', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar', components: { Cell: '/src/components/admin/Flags#ActiveCell' } } },
    {
      // Worked out on every read, never stored: 'active' and the deadline decide it.
      name: 'listing',
      label: 'On the site',
      type: 'text',
      virtual: true,
      access: { create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true, disableListFilter: true },
      hooks: { afterRead: [({ siblingData }) => listingStatus(siblingData, new Date())] },
    },
  ],
  timestamps: true,
}
