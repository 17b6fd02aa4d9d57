import type { CollectionBeforeChangeHook, CollectionConfig, CollectionSlug, Field, TextFieldSingleValidation, Where } from 'payload'
import { validations } from 'payload/shared'

import { hasRole, isAdmin } from '../../src/access'
import { isSitePath, normalizePagePath } from '../../src/lib/site/paths'
import { validateWebAddress } from '../../src/lib/validation/webAddress'

const WORDS: Record<string, string> = { url: 'URL', h1: 'H1', id: 'ID', api: 'API', seo: 'SEO', gsc: 'Search Console' }

/** 'target_url' → 'Target URL': readable column and field labels for snake_case names. */
export const humanise = (name: string): string =>
  name
    .split('_')
    .map((w, i) => WORDS[w] ?? (i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w))
    .join(' ')

/** The admin component of the suite's JSON fields: plain text, no code editor from a CDN (see JsonField.tsx). */
export const JSON_FIELD_COMPONENT = '/plugins/shared/admin/JsonField#JsonField'

/**
 * The list cell of a figure that stays empty until something measures it: the figure, or what its emptiness means
 * (`empty`, "Not measured" when not given). See MeasuredCell.tsx.
 */
export const measuredCell = (empty?: string) => ({
  path: '/plugins/shared/admin/MeasuredCell#MeasuredCell',
  ...(empty ? { clientProps: { empty } } : {}),
})

/**
 * A record's name in the admin, stored (Payload takes no virtual field as a list's title) and hidden from the form:
 * set by `nameOnCreate`.
 */
export const TITLE_FIELD: Field = { name: 'title', type: 'text', maxLength: 120, admin: { hidden: true } }

/**
 * A beforeChange hook that names a record when it is created, from its data and the moment of creation, which also
 * becomes its createdAt, so the name and createdAt agree to the minute. `name` may return undefined to leave it
 * unnamed.
 */
export const nameOnCreate =
  (name: (data: Record<string, unknown>, at: Date) => string | undefined): CollectionBeforeChangeHook =>
  ({ data, operation }) => {
    if (operation !== 'create') return data
    const at = new Date()
    const title = name(data, at)
    return title === undefined ? data : { ...data, createdAt: at.toISOString(), title }
  }

/**
 * Gives every named field without a label a readable one, and every JSON field without a component of its own
 * the suite's JSON text field (recursing into rows, groups and arrays).
 */
export function withLabels(fields: Field[]): Field[] {
  return fields.map((f) => {
    const next = { ...f } as Field & { name?: string; label?: unknown; fields?: Field[] }
    if ('fields' in next && Array.isArray(next.fields)) next.fields = withLabels(next.fields)
    if (next.name && next.label === undefined && next.name.includes('_')) (next as { label?: string }).label = humanise(next.name)
    if (next.type === 'json' && !next.admin?.components?.Field) {
      next.admin = { ...next.admin, components: { ...next.admin?.components, Field: JSON_FIELD_COMPONENT } }
    }
    return next as Field
  })
}

/**
 * The SEO suite's collections are for admins only: editors and visitors are refused on REST, GraphQL and in
 * the admin (where the collections are hidden from them). Spelled out for all four operations.
 */
export function adminOnly(config: Omit<CollectionConfig, 'access'>): CollectionConfig {
  return {
    ...config,
    fields: withLabels(config.fields),
    admin: { group: 'SEO', ...config.admin, hidden: ({ user }) => !hasRole(user, 'admin') },
    access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin, readVersions: isAdmin },
  }
}

/**
 * A collection the system writes and people only read and delete: nobody creates or edits a record by hand (a run,
 * a backup or a quarantined row that says what did not happen is worse than none). The server writes them with
 * `overrideAccess`.
 */
export function systemWritten(config: CollectionConfig): CollectionConfig {
  return { ...config, access: { ...config.access, create: () => false, update: () => false } }
}

type MeasuredField = Extract<Field, { name: string; type: 'number' | 'checkbox' | 'date' | 'select' | 'text' | 'textarea' | 'relationship' }>

/** A field's value as compared by `measuredBy`: what the admin's form sends back equals what it loaded. */
function comparable(field: MeasuredField, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return field.type === 'checkbox' ? false : null
  if (field.type === 'checkbox') return value === true
  if (field.type === 'date') return new Date(value as string).getTime()
  if (field.type === 'number') return Number(value)
  if (field.type === 'relationship' && typeof value === 'object' && 'id' in value) return String(value.id)
  if (field.type === 'relationship') return String(value)
  return value
}

/**
 * A figure the system measures (a rank check, a crawl) in a collection people otherwise edit: shown read-only in the
 * admin and written by the server with `overrideAccess`. A request that sends a different value (REST, GraphQL) is
 * refused with a 400 that says who measures it, beside any other field's error, rather than the figure being stored
 * or silently dropped; sending the stored value back, as the admin's form does, is fine. A duplicate starts
 * unmeasured. The field's own rules (min, max, whole numbers) still apply to what the server writes.
 */
export function measuredBy<F extends MeasuredField>(by: string, field: F): F {
  const unmeasured = field.defaultValue ?? null
  const ownRules = (field.validate ?? validations[field.type]) as (value: unknown, options: unknown) => string | true | Promise<string | true>
  const validate = (value: unknown, options: { event?: string; operation?: string; overrideAccess?: boolean; previousValue?: unknown }) => {
    // Only on saving: the admin's form state validates each change too (event 'onChange'), without the stored value.
    if (options.event === 'submit' && !options.overrideAccess) {
      const stored = options.operation === 'update' ? options.previousValue : unmeasured
      if (comparable(field, value) !== comparable(field, stored)) {
        return `${typeof field.label === 'string' ? field.label : humanise(field.name)}: set by ${by}, not by hand.`
      }
    }
    return ownRules(value, options)
  }
  return {
    ...field,
    admin: { ...field.admin, readOnly: true },
    hooks: { ...field.hooks, beforeDuplicate: [...(field.hooks?.beforeDuplicate ?? []), () => unmeasured] },
    validate,
  } as F
}

/**
 * A text field's own rules, then "not taken": on saving, a value another record already has (together with the same
 * values of `alongside`, the other fields of the collection's unique index) is refused with `message`, under this
 * field. Payload on its own reported the index's violation as "The following field is invalid: keyword, target_url",
 * a path the admin's form cannot show. The index stays the last word when two saves race.
 */
export const validateNotTaken =
  (collection: CollectionSlug, name: string, alongside: string[], message: (data: Record<string, unknown>) => string): TextFieldSingleValidation =>
  async (value, options) => {
    const own = validations.text(value, options)
    if (own !== true || options.event !== 'submit' || typeof value !== 'string' || !value) return own
    const data = (options.data ?? {}) as Record<string, unknown>
    const where: Where = {
      and: [
        { [name]: { equals: value } },
        ...alongside.map((field) => ({ [field]: { equals: data[field] } })),
        ...(options.id !== undefined ? [{ id: { not_equals: options.id } }] : []),
      ],
    }
    const { totalDocs } = await options.req.payload.count({ collection, where, overrideAccess: true, req: options.req })
    return totalDocs > 0 ? message(data) : true
  }

/**
 * A target URL as it is stored: a site path in the form the site answers at ('/Services/GST-Services/' is
 * '/services/gst-services': the crawl's audits are kept under it, and the same page is not tracked twice under two
 * spellings); nothing at all is the home page; a full URL stays as typed.
 */
export function canonicalTargetUrl(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return '/'
  return typeof value === 'string' && isSitePath(value) ? normalizePagePath(value) : value
}

/** A site path ('/', '/services/audit') or an absolute http(s) URL; empty only where the field is optional. */
export const validateTargetUrl = validateWebAddress({ sitePaths: true, example: '/services/gst-services' })

export const PRIORITIES = [
  { label: 'High', value: 'high' },
  { label: 'Medium', value: 'medium' },
  { label: 'Low', value: 'low' },
] as const

export const RANK_SOURCES = [
  { label: 'Google Search Console', value: 'gsc' },
  { label: 'SERP API', value: 'serp' },
] as const
