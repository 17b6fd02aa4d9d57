import type { GlobalConfig } from 'payload'

import { hasRole, isAdmin } from '../../../src/access'

const never = () => false

/**
 * Search Console connection (admins only). The refresh token is written by the OAuth callback and can never be
 * read over REST, GraphQL or in the admin: it stays on the server.
 */
export const SeoSettings: GlobalConfig = {
  slug: 'seo-settings',
  label: 'SEO settings',
  admin: { group: 'SEO', hidden: ({ user }) => !hasRole(user, 'admin') },
  access: { read: isAdmin, update: isAdmin, readVersions: isAdmin },
  fields: [
    {
      name: 'gsc_site_url',
      label: 'Search Console property',
      type: 'text',
      maxLength: 300,
      admin: { description: 'e.g. sc-domain:yourfirm.in. Empty: found automatically from the site domain.' },
    },
    { name: 'gsc_connected_at', label: 'Search Console connected', type: 'date', admin: { readOnly: true, description: 'Set when an admin connects Search Console.' } },
    { name: 'gsc_refresh_token', type: 'text', access: { read: never, update: never, create: never }, admin: { hidden: true } },
    { name: 'gsc_oauth_state', type: 'text', access: { read: never, update: never, create: never }, admin: { hidden: true } },
    { name: 'gsc_oauth_state_expires', type: 'date', access: { read: never, update: never, create: never }, admin: { hidden: true } },
  ],
}
