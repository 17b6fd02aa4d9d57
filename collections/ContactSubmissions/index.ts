import type { CollectionConfig } from 'payload'

import { anyone, hasRole, isAdmin, isAdminFieldLevel } from '../../src/access'
import { SERVICE_INTERESTS } from '../../src/lib/enquiry'
import { HONEYPOT_FIELD } from '../../src/lib/enquiry-options'
import { enforceEnquiryRules } from './hooks/enforceEnquiryRules'
import { guardEnquiries } from './hooks/guardEnquiries'
import { notifyFirm } from './hooks/notifyFirm'

export const SUBMISSION_STATUSES = [
  { label: 'New', value: 'new' },
  { label: 'Replied', value: 'replied' },
  { label: 'Archived', value: 'archived' },
] as const

/**
 * Enquiries from the site's contact forms: the firm's inbox. Anyone may send one (within the enquiry rules);
 * only admins read, update or delete them.
 */
export const ContactSubmissions: CollectionConfig = {
  slug: 'contact-submissions',
  labels: { singular: 'Enquiry', plural: 'Enquiries' },
  graphQL: { singularName: 'ContactSubmission', pluralName: 'ContactSubmissions' },
  // Enquiries come from visitors: a copy made in the admin would be an enquiry nobody sent (and e-mail the firm).
  disableDuplicate: true,
  admin: {
    group: 'Inbox',
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'service_interest', 'status', 'createdAt'],
    listSearchableFields: ['name', 'email', 'company', 'message'],
    hidden: ({ user }) => !hasRole(user, 'admin'),
  },
  access: {
    create: anyone,
    read: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  defaultSort: '-createdAt',
  // The forms send the name in two parts and a honeypot; enforceEnquiryRules joins the one and drops the others.
  custom: { bodyKeys: ['firstName', 'lastName', HONEYPOT_FIELD] },
  hooks: {
    beforeOperation: [guardEnquiries],
    beforeValidate: [enforceEnquiryRules],
    afterChange: [notifyFirm],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'phone', type: 'text', maxLength: 20 },
    { name: 'company', type: 'text', maxLength: 100 },
    {
      name: 'service_interest',
      label: 'Service interest',
      type: 'select',
      options: SERVICE_INTERESTS.map(({ label, value }) => ({ label, value })),
    },
    { name: 'message', type: 'textarea', required: true, maxLength: 2000 },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'new',
      index: true,
      options: [...SUBMISSION_STATUSES],
      access: { create: isAdminFieldLevel, update: isAdminFieldLevel },
      admin: { position: 'sidebar' },
    },
  ],
  timestamps: true,
}
