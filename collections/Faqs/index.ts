import type { CollectionConfig } from 'payload'

import type { Faq } from '../../src/payload-types'

import { isStaffUser, staffManagedActiveContent } from '../../src/access'
import { TAGS } from '../../src/lib/cache-tags'
import { DRAG_TO_ORDER } from '../../src/lib/orderKey'
import { expireTagsOnChange } from '../../src/hooks/expireTagsOnChange'
import { placeOnSite } from '../../src/fields/placeOnSite'
import { faqStatus, FAQS_ON_HOME, type ShownFaq } from '../../src/lib/faqs'
import { SERVICE_LABELS, SERVICE_SLUGS } from '../../src/lib/site/routes'

/** Where a question appears: the FAQ page and home page ('general') or one service page. */
export const FAQ_TOPICS = [
  { label: 'General (FAQ and home page)', value: 'general' },
  ...SERVICE_SLUGS.map((slug) => ({ label: SERVICE_LABELS[slug], value: slug })),
]

// Where the site shows each question: the active ones' topics in the editors' order, read without hooks.
const shown = placeOnSite<ShownFaq[]>({
  key: 'faqsShownOnSite',
  load: async (req) =>
    (
      await req.payload.db.find<Pick<Faq, 'id' | 'topic'>>({
        collection: 'faqs',
        where: { active: { equals: true } },
        sort: ['_order', 'id'],
        pagination: false,
        select: { topic: true },
        req,
      })
    ).docs.map((d) => ({ id: d.id, topic: d.topic })),
  describe: (doc, faqs) => faqStatus(doc, faqs),
})

/**
 * Questions and answers shown on the FAQ page, the home page and the service pages, and given to search
 * engines as FAQPage structured data.
 */
export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  graphQL: { singularName: 'Faq', pluralName: 'Faqs' },
  admin: {
    group: 'Site',
    description: `Questions on the FAQ page, the home page and the service pages. ${DRAG_TO_ORDER}`,
    useAsTitle: 'question',
    defaultColumns: ['question', 'topic', 'shown'],
    hidden: ({ user }) => !isStaffUser(user),
  },
  // Editors order the rows by dragging them in the list (Payload's `_order` field, fractional keys).
  orderable: true,
  defaultSort: '_order',
  access: staffManagedActiveContent,
  hooks: { ...expireTagsOnChange([TAGS.faqs]), ...shown.hooks },
  fields: [
    { name: 'question', type: 'text', required: true, maxLength: 300 },
    { name: 'answer', type: 'textarea', required: true, maxLength: 3000 },
    {
      name: 'topic',
      type: 'select',
      required: true,
      defaultValue: 'general',
      index: true,
      options: FAQ_TOPICS,
      admin: { description: `General questions are all on the FAQ page, and the first ${FAQS_ON_HOME} on the home page; a service's questions are on its page.` },
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'Shown on the site. Untick to keep it here without showing it.', components: { Cell: '/src/components/admin/Flags#ActiveCell' } },
    },
    shown.field,
  ],
  timestamps: true,
}
