import type { CollectionConfig } from 'payload'

import { anyone, hasRole, isAdminOrEditor, isStaffUser } from '../../src/access'
import { ownPageTextsEndpoint } from '../../src/endpoints/ownPageTexts'
import { pagePathStatus } from '../../src/lib/site/pagePathStatus'
import { isSitePath, normalizePagePath } from '../../src/lib/site/paths'
import { LIVE_PREVIEW_BREAKPOINTS, previewUrl } from '../../src/lib/site/previewPaths'
import { withTextRules } from '../../src/lib/validation/textField'
import { validateWebAddress } from '../../src/lib/validation/webAddress'
import { revalidateDeletedPageContent, revalidatePageContent } from './hooks/revalidatePageContent'

export const PAGE_TITLE_MAX = 70
export const PAGE_DESCRIPTION_MAX = 160

const validatePath = withTextRules((value) => {
  if (typeof value !== 'string' || !value) return 'Enter the page path, such as /about.'
  if (!isSitePath(value)) return 'Enter a path on this site that starts with a single /, such as /services/audit.'
  if (/\s/.test(value)) return 'A page path cannot contain spaces.'
  return true
})

/**
 * Per-page overrides and additions, keyed by the page's path (spec 01 `enhanced_page_content`). Every public
 * page reads the document for its path: `title` and `meta_description` replace the page's own metadata, `h1`
 * its main heading, and `enhanced` is appended below the page. Empty fields keep the page's own text. The SEO
 * optimiser writes here too (`source: 'optimiser'`). Visitors read; staff write; changes show at once.
 */
export const PageContent: CollectionConfig = {
  slug: 'page-content',
  labels: { singular: 'Page content', plural: 'Page content' },
  graphQL: { singularName: 'PageContent', pluralName: 'PageContents' },
  // Kept by page address, one a page: a copy would have the same address and could not be saved.
  disableDuplicate: true,
  admin: {
    group: 'Site',
    useAsTitle: 'path',
    defaultColumns: ['path', 'shownOn', 'title', 'source', 'updatedAt'],
    description: 'Override a page’s title, description or main heading, and add content below it.',
    hidden: ({ user }) => !isStaffUser(user),
    // The page beside the form (the eye button), as the article form has it: rendered again on each save
    // (src/components/LivePreviewRefresh.client.tsx). None for an address without a page. Absolute: Payload posts its
    // messages to this address's origin, the one the editor reached the admin on.
    livePreview: {
      url: ({ data, req }) => {
        const status = pagePathStatus(data?.path)
        return status.kind === 'page' || status.kind === 'article' ? `${req.origin}${previewUrl(status.path)}` : null
      },
      breakpoints: LIVE_PREVIEW_BREAKPOINTS,
    },
  },
  access: {
    read: anyone,
    create: isAdminOrEditor,
    update: isAdminOrEditor,
    delete: ({ req: { user } }) => hasRole(user, 'admin'),
  },
  endpoints: [ownPageTextsEndpoint],
  hooks: {
    beforeValidate: [
      // '/About/' and '/about' are one page; full URLs and other schemes are left for validation to refuse.
      ({ data }) =>
        data && typeof data.path === 'string' && !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(data.path.trim())
          ? { ...data, path: normalizePagePath(data.path) }
          : data,
    ],
    afterChange: [revalidatePageContent],
    afterDelete: [revalidateDeletedPageContent],
  },
  fields: [
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: validatePath,
      admin: {
        description: 'The page this content belongs to, e.g. / or /services/gst-services.',
        // Says whether the site has a page at the path typed (a typo saves but shows nowhere) and links to it.
        components: { Description: '/src/components/admin/PagePathDescription#PagePathDescription' },
      },
    },
    {
      name: 'title',
      type: 'text',
      maxLength: PAGE_TITLE_MAX,
      admin: {
        description: 'Replaces the page title in search results and browser tabs. Aim for 50-60 characters.',
        components: {
          // An empty one says so with the page's own title, greyed.
          Cell: { path: '/src/components/admin/OverrideCell#OverrideCell', clientProps: { own: 'title' } },
          // Empty, the field shows the page's own title in grey (and the description says so).
          Field: { path: '/src/components/admin/OwnTextFields#OwnTextField', clientProps: { own: 'title' } },
          Description: { path: '/src/components/admin/LengthDescription#LengthDescription', clientProps: { aim: { min: 50, max: 60 }, own: 'title' } },
        },
      },
    },
    {
      name: 'meta_description',
      label: 'Meta description',
      type: 'textarea',
      maxLength: PAGE_DESCRIPTION_MAX,
      admin: {
        description: 'Replaces the page description in search results. Aim for 120-160 characters.',
        components: {
          Cell: { path: '/src/components/admin/OverrideCell#OverrideCell', clientProps: { own: 'description' } },
          Field: { path: '/src/components/admin/OwnTextFields#OwnTextareaField', clientProps: { own: 'description' } },
          Description: { path: '/src/components/admin/LengthDescription#LengthDescription', clientProps: { aim: { min: 120, max: PAGE_DESCRIPTION_MAX }, own: 'description' } },
        },
      },
    },
    {
      name: 'h1',
      label: 'Main heading (H1)',
      type: 'text',
      maxLength: 120,
      admin: {
        description: 'Replaces the heading at the top of the page.',
        components: {
          Cell: { path: '/src/components/admin/OverrideCell#OverrideCell', clientProps: { own: 'h1' } },
          Field: { path: '/src/components/admin/OwnTextFields#OwnTextField', clientProps: { own: 'h1' } },
          Description: { path: '/src/components/admin/LengthDescription#LengthDescription', clientProps: { own: 'h1' } },
        },
      },
    },
    {
      name: 'enhanced',
      label: 'Enhanced content',
      type: 'group',
      admin: { description: 'Shown below the page when it has paragraphs or links.' },
      fields: [
        {
          name: 'heading',
          label: 'Heading',
          type: 'text',
          maxLength: 120,
          defaultValue: 'Expert CA Services in Gurgaon',
          admin: { description: 'Above the paragraphs.' },
        },
        {
          name: 'paragraphs',
          type: 'array',
          maxRows: 8,
          labels: { singular: 'Paragraph', plural: 'Paragraphs' },
          fields: [{ name: 'text', label: 'Text', type: 'textarea', required: true, maxLength: 2000 }],
        },
        {
          name: 'links_heading',
          label: 'Links heading',
          type: 'text',
          maxLength: 120,
          defaultValue: 'Related Professional Services',
          admin: { description: 'Above the links.' },
        },
        {
          name: 'links',
          type: 'array',
          maxRows: 8,
          labels: { singular: 'Link', plural: 'Links' },
          fields: [
            { name: 'text', label: 'Link text', type: 'text', required: true, maxLength: 100 },
            {
              name: 'url',
              label: 'Address',
              type: 'text',
              required: true,
              maxLength: 300,
              validate: validateWebAddress({ sitePaths: true, example: '/services' }),
              admin: { description: 'A page of this site, such as /services/gst-services, or a full https:// address.' },
            },
            { name: 'context', label: 'Context', type: 'text', maxLength: 200, admin: { description: 'A few words shown with the link.' } },
          ],
        },
      ],
    },
    {
      // A list column only: the page the content shows on, or why it shows nowhere (src/components/admin/PagePathCell).
      name: 'shownOn',
      type: 'ui',
      label: 'Shown on',
      admin: { components: { Cell: '/src/components/admin/PagePathCell#PagePathCell' } },
    },
    {
      // The page as a search result shows it, as the editor types (src/components/admin/SearchPreview).
      name: 'searchPreview',
      type: 'ui',
      label: 'Search result preview',
      admin: { position: 'sidebar', disableListColumn: true, components: { Field: '/src/components/admin/SearchPreview#SearchPreview' } },
    },
    {
      name: 'source',
      type: 'select',
      defaultValue: 'manual',
      options: [
        { label: 'Written by staff', value: 'manual' },
        { label: 'SEO optimiser', value: 'optimiser' },
      ],
      admin: { position: 'sidebar' },
    },
  ],
  timestamps: true,
}
