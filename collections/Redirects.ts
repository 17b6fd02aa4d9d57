import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { ValidationError, type CollectionBeforeChangeHook, type CollectionBeforeValidateHook, type Field, type Plugin } from 'payload'

import { isAdminOrEditor, visibleArticles } from '../src/access'
import { TAGS } from '../src/lib/cache-tags'
import { expireTagsOnChange } from '../src/hooks/expireTagsOnChange'
import { isSitePath, normalizePagePath, redirectKey } from '../src/lib/site/paths'
import { isValidSlug } from '../src/lib/slug'
import { fixedRedirectFrom } from '../src/lib/site/fixedRedirects.mjs'
import { STATIC_ROUTES } from '../src/lib/site/routes'
import { withTextRules } from '../src/lib/validation/textField'
import { validateWebAddress } from '../src/lib/validation/webAddress'

export const REDIRECT_FROM_MAX_LENGTH = 300

/** Addresses the site itself owns: a redirect from them would never be used, or would hide the admin or the API. */
const RESERVED = /^\/(admin|api|_next|preview)(\/|$)/

/** Why `from` cannot be redirected, or null. `from` is normalised first (see normaliseFrom). */
export function redirectFromProblem(from: string): string | null {
  if (!isSitePath(from) || /\s/.test(from)) return 'Enter the old address as a path on this site, such as /old-page.'
  const path = normalizePagePath(from)
  if (path === '/') return 'The home page cannot be redirected.'
  if (RESERVED.test(path)) return 'Addresses under /admin, /api, /_next and /preview belong to the site and cannot be redirected.'
  if (STATIC_ROUTES.includes(path)) return `${path} is a page of the site: a redirect from it would never be used.`
  const fixed = fixedRedirectFrom(path)
  if (fixed) return `${path} already leads to ${fixed}: a redirect from it would never be used.`
  return null
}

// The old address is kept in its canonical form ('/Old-Page/' is '/old-page'), the form the site looks it up by.
const normaliseFrom: CollectionBeforeValidateHook = ({ data }) =>
  data && typeof data.from === 'string' && isSitePath(data.from) ? { ...data, from: normalizePagePath(data.from) } : data

export const REDIRECT_LOOP_MESSAGE = 'A redirect cannot lead to its own old address.'

const refuseLoops: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const from = data.from ?? originalDoc?.from
  const to = { ...originalDoc?.to, ...data.to }
  // Compared in the form the site looks addresses up by (src/lib/data/redirects.ts).
  if (to.type === 'custom' && typeof to.url === 'string' && isSitePath(to.url) && typeof from === 'string' && redirectKey(to.url) === redirectKey(from)) {
    throw new ValidationError({ collection: 'redirects', errors: [{ path: 'to.url', label: 'Leads to > Address', message: REDIRECT_LOOP_MESSAGE }] })
  }
  return data
}

/** The article slug an address names ('/blog/gst-basics' → 'gst-basics'), or null. */
export function articleSlugOf(path: string): string | null {
  const match = /^\/blog\/([^/]+)$/.exec(redirectKey(path))
  return match?.[1] && isValidSlug(match[1]) ? match[1] : null
}

export const liveArticleMessage = (path: string) =>
  `An article is published at ${path}: visitors reach the article, so a redirect from it would never be used.`

// A redirect from a live article's address would be listed but never followed (the article wins). Read in the
// request's transaction: an article renamed in the same request no longer holds its old address.
const refuseLiveArticleAddress: CollectionBeforeChangeHook = async ({ data, req }) => {
  if (typeof data.from !== 'string') return data
  const slug = articleSlugOf(data.from)
  if (!slug) return data
  const { totalDocs } = await req.payload.count({
    collection: 'news-updates',
    where: { and: [{ slug: { equals: slug } }, visibleArticles()] },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) throw new ValidationError({ collection: 'redirects', errors: [{ path: 'from', label: 'Old address', message: liveArticleMessage(data.from) }] })
  return data
}

const validateFrom = withTextRules((value) => (typeof value === 'string' ? (redirectFromProblem(value) ?? true) : true))
const validateTo = validateWebAddress({ sitePaths: true, example: '/services/gst-services' })

/** One list column for where a redirect leads: the address, or the article's title (src/components/admin/RedirectTarget). */
const leadsToColumn: Field = {
  name: 'leadsTo',
  type: 'ui',
  label: 'Leads to',
  admin: { components: { Cell: '/src/components/admin/RedirectTarget#RedirectTargetCell' } },
}

function withRules(fields: Field[]): Field[] {
  const withLabels = fields.map((field): Field => {
    if ('name' in field && field.name === 'from' && field.type === 'text') {
      return {
        ...field,
        label: 'Old address',
        hasMany: false,
        maxLength: REDIRECT_FROM_MAX_LENGTH,
        validate: validateFrom,
        admin: { ...field.admin, description: 'The old address on this site, such as /blog/old-article-name or /old-page.' },
      } as Field
    }
    if ('name' in field && field.name === 'to' && field.type === 'group') {
      // Labelled in the firm's words ("Leads to: Article / Address") rather than the plugin's "To URL Type: Internal link".
      return {
        ...field,
        label: 'Leads to',
        fields: field.fields.map((sub) => {
          if ('name' in sub && sub.name === 'type' && sub.type === 'radio') {
            return { ...sub, label: 'Type', options: [{ label: 'An article', value: 'reference' }, { label: 'An address', value: 'custom' }] } as Field
          }
          if ('name' in sub && sub.name === 'reference') return { ...sub, label: 'Article' } as Field
          if ('name' in sub && sub.name === 'url' && sub.type === 'text') {
            return {
              ...sub,
              label: 'Address',
              hasMany: false,
              maxLength: 1000,
              validate: validateTo,
              admin: { ...sub.admin, description: 'A path on this site, such as /services/gst-services, or a full https:// address.' },
            } as Field
          }
          return sub
        }),
      }
    }
    return field
  })
  return [...withLabels, leadsToColumn]
}

/**
 * Payload's official redirects plugin: a `redirects` collection of old addresses and where they now lead (an
 * article, or a path or address). The site answers a request for an old address with a permanent redirect
 * (src/lib/data/redirects.ts). Renaming a published article's slug adds one by itself (NewsUpdates hooks), so
 * links and search results that use the old address keep working. Staff manage them; visitors only follow them.
 */
export const redirects: Plugin = redirectsPlugin({
  collections: ['news-updates'],
  overrides: {
    labels: { singular: 'Redirect', plural: 'Redirects' },
    // A copy would have the same old address, which only one redirect may have: it could not be saved.
    disableDuplicate: true,
    admin: {
      group: 'Site',
      useAsTitle: 'from',
      // The search box finds a redirect by its old address or the address it leads to (its placeholder names only the
      // first: Payload's placeholder does not find fields inside a group, so the description says it).
      listSearchableFields: ['from', 'to.url'],
      defaultColumns: ['from', 'leadsTo', 'updatedAt'],
      description:
        'Old addresses that now lead elsewhere, answered with a permanent redirect. Renaming a published article adds one by itself. Search finds a redirect by its old address or the address it leads to.',
    },
    access: { read: isAdminOrEditor, create: isAdminOrEditor, update: isAdminOrEditor, delete: isAdminOrEditor },
    hooks: {
      beforeValidate: [normaliseFrom],
      beforeChange: [refuseLoops, refuseLiveArticleAddress],
      ...expireTagsOnChange([TAGS.redirects]),
    },
    timestamps: true,
    fields: ({ defaultFields }) => withRules(defaultFields),
  },
})
