import type { CollectionConfig } from 'payload'

import { isStaffUser, staffManagedActiveContent } from '../../src/access'
import { TAGS } from '../../src/lib/cache-tags'
import { DRAG_TO_ORDER } from '../../src/lib/orderKey'
import { expireTagsOnChange } from '../../src/hooks/expireTagsOnChange'
import { SERVICE_LABELS, SERVICE_SLUGS } from '../../src/lib/site/routes'
import { placeOnSite } from '../../src/fields/placeOnSite'
import { shownTestimonialsQuery, testimonialStatus } from '../../src/lib/testimonials'

// Where the home page shows each testimonial: the IDs it shows, in its order, read without hooks.
const shown = placeOnSite<unknown[]>({
  key: 'testimonialsShownOnHome',
  load: async (req) =>
    (await req.payload.db.find({ collection: 'testimonials', ...shownTestimonialsQuery(), pagination: false, select: { active: true }, req })).docs.map(
      (d) => d.id,
    ),
  describe: (doc, ids) => testimonialStatus(doc, ids),
})

export const CONSENT_REQUIRED_MESSAGE = "Needs the client's agreement to be shown."

/**
 * What clients said about working with the firm, in the home page's "What Our Clients Say" section. Nothing is
 * seeded: the site shows only words real clients gave, and the section stays hidden until there are some.
 */
export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  labels: { singular: 'Testimonial', plural: 'Testimonials' },
  graphQL: { singularName: 'Testimonial', pluralName: 'Testimonials' },
  admin: {
    group: 'Site',
    useAsTitle: 'attribution',
    defaultColumns: ['attribution', 'service', 'shown'],
    description:
      `Shown on the home page. Publish only a client's own words, with their permission. ICAI's website guidelines bar naming clients or showing their logos, so describe the client instead. ${DRAG_TO_ORDER}`,
    hidden: ({ user }) => !isStaffUser(user),
  },
  // Editors order the rows by dragging them in the list (Payload's `_order` field, fractional keys).
  orderable: true,
  defaultSort: '_order',
  access: staffManagedActiveContent,
  hooks: { ...expireTagsOnChange([TAGS.testimonials]), ...shown.hooks },
  fields: [
    {
      name: 'quote',
      type: 'textarea',
      required: true,
      minLength: 20,
      maxLength: 600,
      admin: { description: 'The client’s words, without quotation marks.' },
    },
    {
      name: 'attribution',
      type: 'text',
      required: true,
      maxLength: 120,
      admin: { description: 'Who said it, without a name: for example "Owner, textile export business, Gurugram".' },
    },
    {
      name: 'service',
      type: 'select',
      options: SERVICE_SLUGS.map((slug) => ({ label: SERVICE_LABELS[slug], value: slug })),
      admin: { description: 'The service the client used; the card links to its page.' },
    },
    {
      name: 'consent',
      label: 'The client agreed to publication',
      type: 'checkbox',
      defaultValue: false,
      validate: (value: boolean | null | undefined, { siblingData }: { siblingData: { active?: boolean | null } }) =>
        siblingData?.active === false || value === true ? true : CONSENT_REQUIRED_MESSAGE,
      admin: { position: 'sidebar' },
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        position: 'sidebar',
        description: 'Shown on the site. Untick to keep it here without showing it.',
        components: { Cell: '/src/components/admin/Flags#ActiveCell' },
      },
    },
    shown.field,
  ],
  timestamps: true,
}
