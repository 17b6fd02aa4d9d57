import type { GlobalConfig } from 'payload'

import { anyone, hasRole, isAdmin } from '../access'
import { TAGS } from '../lib/cache-tags'
import { expireTags } from '../lib/revalidate'
import { atLeastOneRow } from '../lib/validation/rows'
import { validateWebAddress } from '../lib/validation/webAddress'
import { validateWholeNumber } from '../lib/validation/wholeNumber'

const url = (name: string, label: string) =>
  ({
    name,
    label,
    type: 'text',
    maxLength: 500,
    validate: validateWebAddress({ example: 'https://www.linkedin.com/company/your-firm' }),
  }) as const

/**
 * Firm details read by the site's header, footer, contact blocks and structured data. Anyone reads; only admins
 * change them.
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings', hidden: ({ user }) => !hasRole(user, 'admin') },
  access: {
    read: anyone,
    update: isAdmin,
    readVersions: isAdmin,
  },
  hooks: {
    afterChange: [
      ({ doc, req, context }) => {
        if (!context.disableRevalidate) expireTags(req, [TAGS.siteSettings])
        return doc
      },
    ],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Firm',
          fields: [
            { name: 'firmName', type: 'text', required: true, maxLength: 120 },
            { name: 'tagline', type: 'text', maxLength: 200 },
            {
              name: 'phones',
              type: 'array',
              required: true,
              minRows: 1,
              validate: atLeastOneRow('Add at least one phone number.'),
              maxRows: 4,
              fields: [
                { name: 'label', type: 'text', maxLength: 40 },
                { name: 'number', type: 'text', required: true, maxLength: 20 },
              ],
            },
            { name: 'email', type: 'email', required: true },
            {
              name: 'address',
              type: 'group',
              fields: [
                { name: 'street', type: 'text', maxLength: 200 },
                { name: 'locality', type: 'text', maxLength: 100 },
                { name: 'city', type: 'text', maxLength: 100 },
                { name: 'region', type: 'text', maxLength: 100 },
                { name: 'postalCode', type: 'text', maxLength: 12 },
                { name: 'country', type: 'text', maxLength: 2, defaultValue: 'IN' },
              ],
            },
            {
              name: 'hoursText',
              label: 'Business hours (as shown)',
              type: 'text',
              maxLength: 100,
              defaultValue: 'Mon-Sat 9:00 AM - 6:00 PM',
            },
            {
              name: 'openingHours',
              label: 'Opening hours (structured data)',
              type: 'array',
              fields: [
                {
                  name: 'days',
                  type: 'select',
                  hasMany: true,
                  required: true,
                  options: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
                },
                { name: 'opens', type: 'text', required: true, maxLength: 5, admin: { placeholder: '09:00' } },
                { name: 'closes', type: 'text', required: true, maxLength: 5, admin: { placeholder: '18:00' } },
              ],
            },
          ],
        },
        {
          label: 'Home page',
          fields: [
            {
              name: 'heroImage',
              label: 'Hero image',
              type: 'upload',
              relationTo: 'media',
              admin: {
                description:
                  'A picture for the right half of the home page\'s heading, on screens 1280 px wide and more (phones and tablets keep the plain colour, and do not download it). A landscape photograph of the office or the team, 1600 px wide or more, suits it; it is shown tinted in the site\'s blue and fading into it, so the heading stays readable, and cropped to the side of the heading around its focal point (set it with Edit Image on the image). Leave it empty for the plain colour. If the picture cannot be loaded, the heading shows without it.',
              },
            },
          ],
        },
        {
          label: 'Contact page',
          fields: [
            {
              name: 'contactImage',
              label: 'Background image',
              type: 'upload',
              relationTo: 'media',
              admin: {
                description:
                  'A picture behind the contact page\'s heading band ("Get In Touch"), on screens 1280 px wide and more (phones and tablets keep the plain colour, and do not download it). The office\'s entrance or the street it is on helps a visitor find it; 1600 px wide or more, landscape. It is shown tinted in the site\'s blue across the band, placed around its focal point (Edit Image on the image). Leave it empty for the plain colour. If the picture cannot be loaded, the band shows without it.',
              },
            },
          ],
        },
        {
          label: 'Social',
          fields: [
            url('whatsapp', 'WhatsApp chat link'),
            url('whatsappChannel', 'WhatsApp channel'),
            url('instagram', 'Instagram'),
            url('facebook', 'Facebook'),
            url('linkedin', 'LinkedIn'),
            url('youtube', 'YouTube'),
          ],
        },
        {
          label: 'Claims & rating',
          description: 'Figures the firm states about itself. Keep them true: they appear on the site and in search results.',
          fields: [
            { name: 'yearsExperience', type: 'text', maxLength: 20 },
            { name: 'clients', type: 'text', maxLength: 20 },
            { name: 'clientSavings', type: 'text', maxLength: 40 },
            { name: 'successRate', type: 'text', maxLength: 20 },
            { name: 'compliance', type: 'text', maxLength: 20 },
            { name: 'support', type: 'text', maxLength: 20 },
            {
              name: 'rating',
              type: 'group',
              fields: [
                { name: 'value', type: 'number', min: 0, max: 5 },
                { name: 'count', type: 'number', min: 0, validate: validateWholeNumber },
                { name: 'contactPageValue', type: 'number', min: 0, max: 5 },
                { name: 'contactPageLabel', type: 'text', maxLength: 60 },
              ],
            },
          ],
        },
      ],
    },
  ],
}
