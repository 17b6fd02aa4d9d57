import {
  APIError,
  getLocalizedPaths,
  NotFound,
  type AfterErrorHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type CollectionSlug,
  type Config,
  type Field,
  type FlattenedField,
  type GlobalConfig,
  type Plugin,
  type PayloadRequest,
  ValidationError,
} from 'payload'

import { validOperators } from 'payload/shared'

import { errorAnswer } from './errorAnswer'
import { refuseBadOrderKey } from './refuseBadOrderKey'
import { closestField, fieldShapeErrors, isDocumentId, isPlainObject, type ShapeError, unknownFieldErrors } from './fieldShapes'

export const NOT_AN_OBJECT_MESSAGE = 'The request body must be a JSON object of field values, for example {"title": "..."}.'
export const BAD_QUERY_VALUE_MESSAGE = 'A value in the query does not fit its field (for example, text where a number or an ID is expected).'

const GEO_OPERATORS = ['near', 'within', 'intersects'] as const

export const NO_BODY_MESSAGE = 'The request has no body: send the fields as a JSON object, for example {"title": "..."}.'
export const unreadBodyMessage = (contentType: string) =>
  `A body sent as ${contentType} is not read: send the fields as JSON (Content-Type: application/json), or with a file as multipart/form-data.`
export const NO_PAYLOAD_PART_MESSAGE =
  'A form sent as multipart/form-data carries the fields as JSON in a part named _payload, for example _payload={"title": "..."} (and a file in a part named file).'

/**
 * A create or update over REST with no body, or with one Payload does not read (text/plain, a URL-encoded form), left
 * Payload without data, and its hooks failed on it: a 500 ("Cannot read properties of undefined"). An upload that
 * brings only its file is Payload's to handle (it has data then). 415 for a body of a type that is not read, else 400;
 * a form without its `_payload` part (plain form fields, which Payload does not read) is told where the fields go.
 */
function checkBodyPresent(data: unknown, req: PayloadRequest | undefined): void {
  if (data !== undefined || !req || req.payloadAPI !== 'REST' || req.file) return
  const contentType = req.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (contentType && contentType !== 'application/json' && contentType !== 'multipart/form-data') {
    throw new APIError(unreadBodyMessage(contentType), 415, undefined, true)
  }
  throw new APIError(contentType === 'multipart/form-data' ? NO_PAYLOAD_PART_MESSAGE : NO_BODY_MESSAGE, 400, undefined, true)
}

/**
 * A create or update body must be an object: `null`, a string or a number crashed Payload with a 500
 * ("Cannot read properties of null"), and an auth collection's `email` that is not text crashed its
 * lower-casing hook.
 */
function checkData(data: unknown, auth: boolean, keys: readonly string[] = ['email', 'username']): void {
  // No data at all: refused over REST by checkBodyPresent; the Local API and an upload's file are Payload's to handle.
  if (data === undefined) return
  if (!isPlainObject(data)) throw new APIError(NOT_AN_OBJECT_MESSAGE, 400, undefined, true)
  if (!auth) return
  for (const key of keys) {
    if (key in data && data[key] != null && typeof data[key] !== 'string') {
      throw new APIError(`The ${key} must be text.`, 400, undefined, true)
    }
  }
}

/** `/api/articles/abc` or an ID beyond the integer range reached PostgreSQL and failed there: no such document. */
function checkId(id: unknown): void {
  if (id === undefined) return
  if (!isDocumentId(id)) throw new NotFound()
}

/**
 * Payload reads the ID in a REST address with `parseFloat`, so `/api/users/1abc`, `/api/faqs/7-old-slug`,
 * `/api/faqs/1e3` or `/api/faqs/%201` acted on document 1, 7, 1000 or 1: a DELETE sent with a slug that begins
 * with digits deleted an unrelated document. The ID as written in the address (kept in `routeParams`) must be
 * the document's number itself. Every collection here has numeric IDs. This covers reading, changing, deleting,
 * duplicating and a document's versions (all run these hooks).
 */
function checkAddressId(req: PayloadRequest | undefined): void {
  const raw = req?.routeParams?.id
  if (typeof raw === 'string' && !isDocumentId(raw)) throw new NotFound()
}

export const POPULATE_SHAPE_MESSAGE = 'The populate parameter must name collections and their fields, for example populate[media][alt]=true.'

/** Query parameters Payload's REST API reads as true or false (anything else it took as "not given"). */
const BOOLEAN_PARAMS = ['draft', 'trash', 'pagination', 'autosave', 'overrideLock'] as const

export const booleanParamMessage = (name: string, value: string) => `${name} must be true or false, not ${JSON.stringify(value)}.`
export const depthMessage = (value: string, maxDepth: number) =>
  `The depth must be a whole number of 0 or more (how many levels of related documents to fill in; ${maxDepth} at most), not ${JSON.stringify(value)}.`

/**
 * `depth=abc`, `depth=-1` or `depth=1.5` were answered as if the caller had asked for depth 0 or 1 (related documents
 * as bare IDs, or filled in), and `draft=maybe` or `trash=yes` as if they had not been given: the caller got an answer
 * to another question than the one asked. Read from the address as sent, since Payload replaces such values before
 * any hook sees them. A depth above the most (`maxDepth`) is still taken as the most, as Payload documents.
 */
function checkQueryParams(req: PayloadRequest): void {
  const params = req.searchParams
  if (!params) return
  for (const value of params.getAll('depth')) {
    if (!/^\d+$/.test(value)) throw new APIError(depthMessage(value, req.payload.config.maxDepth), 400, undefined, true)
  }
  for (const name of BOOLEAN_PARAMS) {
    for (const value of params.getAll(name)) {
      if (value !== 'true' && value !== 'false') throw new APIError(booleanParamMessage(name, value), 400, undefined, true)
    }
  }
  // `populate=media` (no fields named in brackets): Payload drops it before any hook sees it.
  if (params.has('populate')) throw new APIError(POPULATE_SHAPE_MESSAGE, 400, undefined, true)
  // `sort[title]=1` or `sort[0][title]=asc`: Payload drops a sort that is not text or a list of text, and the caller
  // got the default order as if it were the one asked for.
  for (const key of params.keys()) {
    if (key.startsWith('sort[') && !/^sort\[\d*\]$/.test(key)) throw new APIError(SORT_SHAPE_MESSAGE, 400, undefined, true)
  }
}

export const SORT_SHAPE_MESSAGE = 'The sort parameter must name fields, for example sort=-published_date or sort=title,-createdAt.'

export const joinsMessage = (slug: string) => `${slug} has no join fields, so joins is not read here: leave it out.`

const hasJoinField = (fields: FlattenedField[]): boolean =>
  fields.some((f) => f.type === 'join' || ('flattenedFields' in f && hasJoinField(f.flattenedFields)))

/**
 * `joins` sets how a join field lists the documents that point at this one. No collection or global here has one,
 * so `joins=x` or `joins[related][limit]=5` was ignored without a word; only `joins=false` (none) is taken.
 */
function checkJoins(req: PayloadRequest, fields: FlattenedField[], slug: string): void {
  const params = req.searchParams
  if (!params || hasJoinField(fields)) return
  const named = [...params.keys()].filter((k) => k === 'joins' || k.startsWith('joins['))
  if (!named.length || (named.every((k) => k === 'joins') && params.getAll('joins').every((v) => v === 'false'))) return
  throw new APIError(joinsMessage(slug), 400, undefined, true)
}

/** Documents an anonymous REST or GraphQL request may ask for at once (Strapi's default `maxLimit` too). */
export const VISITOR_MAX_LIMIT = 100
export const VISITOR_LIMIT_MESSAGE = `Ask for at most ${VISITOR_MAX_LIMIT} documents a request, and for the next ones with page=2, 3 and so on.`

/**
 * A negative page became a negative SQL OFFSET (500). Anonymous callers may not ask for everything at once
 * (`limit=0`, `limit=100000` or `pagination=false`): one such request for every article with its text costs the
 * server as much as hundreds of pages, and is free to repeat. Signed-in staff and the server's own code are not
 * limited.
 */
function checkPaging(page: unknown, limit: unknown, pagination: unknown, req: PayloadRequest | undefined, populating: boolean): void {
  if (page !== undefined && page !== null && !(Number.isInteger(Number(page)) && Number(page) >= 1)) {
    throw new APIError('The page must be a whole number of 1 or more.', 400, undefined, true)
  }
  if (limit !== undefined && limit !== null && !(Number.isInteger(Number(limit)) && Number(limit) >= 0)) {
    throw new APIError('The limit must be a whole number of 0 or more (0 for no limit).', 400, undefined, true)
  }
  const anonymous = req && req.payloadAPI !== 'local' && !req.user && !populating
  const everything =
    pagination === false || (limit !== undefined && limit !== null && (Number(limit) === 0 || Number(limit) > VISITOR_MAX_LIMIT))
  if (anonymous && everything) {
    throw new APIError(VISITOR_LIMIT_MESSAGE, 400, undefined, true)
  }
}

export const WHERE_NOT_AN_OBJECT_MESSAGE =
  'The where parameter must be an object of conditions, for example where[title][equals]=GST or where={"title":{"equals":"GST"}}.'
export const ALL_OPERATOR_MESSAGE = 'The all operator is not supported here; use in to match any of several values.'

/**
 * `near`, `within` and `intersects` on a field that is not a point crashed Payload's query builder, and `all`
 * crashes PostgreSQL's (the adapter has no such operator). A `where` that is a number, text or list, or an
 * `and` / `or` part that is not a condition, was ignored: the caller got every document as if it had asked for
 * no filter at all.
 */
function checkWhere(where: unknown, fields: WhereFields): void {
  if (where === undefined || where === null) return
  if (!isPlainObject(where)) throw new APIError(WHERE_NOT_AN_OBJECT_MESSAGE, 400, undefined, true)
  for (const [key, value] of Object.entries(where)) {
    // Payload reads these in any case (GraphQL sends AND and OR).
    if (key.toLowerCase() === 'and' || key.toLowerCase() === 'or') {
      if (Array.isArray(value)) for (const part of value) checkWhere(part, fields)
      // `where[or]=` was taken as no filter, `where[or][x][title][equals]=a` said "cannot be queried: or.x".
      else if (fields.fromRequest && value !== undefined) throw new APIError(groupShapeMessage(key), 400, undefined, true)
      continue
    }
    // `where[title]=abc` names no operator: Payload said "The following paths cannot be queried: title.0, title.1",
    // and a condition that is null (`where={"title":null}`, a GraphQL variable left empty) was a 500.
    if (!isPlainObject(value)) {
      if (fields.fromRequest && value !== undefined) throw new APIError(conditionShapeMessage(key, value), 400, undefined, true)
      continue
    }
    if ('all' in value) throw new APIError(ALL_OPERATOR_MESSAGE, 400, undefined, true)
    // A path into groups, named tabs or array rows (`sizes.card.width`) is checked as its field would be on top.
    const nested = key.includes('.') && fields.nested ? leafTypeAt(fields.nested, key, fields.related) : undefined
    // On a field with nothing inside it, each key is an operator; Payload read `where[title][equal]` as the path
    // "title.equal" ("The following path cannot be queried: title.equal").
    if (fields.leaves.has(key) || (nested !== undefined && LEAF_TYPES.includes(nested))) {
      const unknown = Object.keys(value).find((operator) => !OPERATORS.includes(operator))
      if (unknown !== undefined) throw new APIError(unknownOperatorMessage(key, unknown), 400, undefined, true)
      if (!fields.points.has(key) && nested !== 'point') checkLeafValues(key, value)
    }
    // Payload reads anything but true as false: exists=1 found the documents *without* a value.
    if ('exists' in value && ![true, false, 'true', 'false'].includes(value.exists as string)) {
      throw new APIError(`where[${key}][exists] must be true or false, not ${JSON.stringify(value.exists)}.`, 400, undefined, true)
    }
    for (const operator of GEO_OPERATORS) {
      if (operator in value && !fields.points.has(key)) {
        throw new APIError(`The ${operator} operator works only on point fields, and ${key} is not one.`, 400, undefined, true)
      }
    }
    // PostgreSQL has no text match on a number, a timestamp or JSON (rich text is JSON): these were a 500.
    const untextual = fields.untextual.get(key) ?? (nested === 'number' || nested === 'date' ? nested : undefined)
    for (const operator of TEXT_OPERATORS) {
      if (untextual && operator in value) throw new APIError(textOperatorMessage(operator, key, untextual), 400, undefined, true)
    }
    if (untextual === 'number' || untextual === 'date') checkComparedValues(key, value, untextual)
  }
}

export const whereObjectMessage = (field: string, operator: string, value: unknown) =>
  operator === 'in' || operator === 'not_in'
    ? `where[${field}][${operator}] must be a list of values, for example where[${field}][${operator}]=a,b or where[${field}][${operator}][0]=a, not ${JSON.stringify(value)}.`
    : `where[${field}][${operator}] must be one value, for example where[${field}][${operator}]=GST, not ${JSON.stringify(value)}.`

/**
 * A condition on a field with nothing inside it compares values, so an object there (`where[tags][equals][x]=1`,
 * `where[title][in][x]=a`) is no value of the field: Payload answered nothing for the one and every document, as if
 * unfiltered, for the other. A list of values stays the caller's (Payload reads it as before).
 */
function checkLeafValues(field: string, conditions: Record<string, unknown>): void {
  for (const [operator, value] of Object.entries(conditions)) {
    if (operator === 'exists') continue
    const values = Array.isArray(value) ? value : [value]
    if (values.some(isPlainObject)) throw new APIError(whereObjectMessage(field, operator, value), 400, undefined, true)
  }
}

export const groupShapeMessage = (key: string) =>
  `where[${key}] must be a list of conditions, for example where[${key}][0][title][equals]=GST&where[${key}][1][slug][equals]=gst.`

export const conditionShapeMessage = (field: string, value: unknown) =>
  `where[${field}] must name an operator, for example where[${field}][equals]=${typeof value === 'string' && value ? value : 'GST'}, not ${JSON.stringify(value)}.`

/** Operators whose value is compared with a number or date field's own values. */
const COMPARISONS = ['equals', 'not_equals', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal', 'in', 'not_in'] as const

const TEXT_OPERATORS = ['like', 'not_like', 'contains'] as const

type UntextualKind = 'number' | 'date' | 'richText' | 'json'

export const textOperatorMessage = (operator: string, field: string, kind: UntextualKind) =>
  kind === 'number' || kind === 'date'
    ? `The ${operator} operator matches text, and ${field} is a ${kind}: compare it with equals, greater_than or less_than.`
    : `The ${operator} operator matches text, and ${field} is ${kind === 'json' ? 'JSON' : 'rich text'}, which cannot be matched as text here.`

export const whereValueMessage = (field: string, operator: string, kind: 'number' | 'date', value: unknown) =>
  `where[${field}][${operator}] must be ${kind === 'number' ? 'a number' : 'a date such as 2026-11-23'}, not ${JSON.stringify(value)}.`

/**
 * A number or date field compared with text that is not one was not refused: the adapter turned "abc" into an
 * empty value, so `where[read_time][equals]=abc` answered with every article that has no read time, as if the
 * caller had asked for those, and `greater_than=abc` or a date of "2026-13-45" answered with nothing. "null" (and,
 * for a date, an empty value) stays what it was, a search for documents without a value; `in` and `not_in` check
 * each of their values (a list, or text separated by commas).
 */
function checkComparedValues(field: string, conditions: Record<string, unknown>, kind: 'number' | 'date'): void {
  for (const operator of COMPARISONS) {
    if (!(operator in conditions)) continue
    const raw = conditions[operator]
    const values = operator === 'in' || operator === 'not_in' ? (typeof raw === 'string' ? raw.split(',') : Array.isArray(raw) ? raw : [raw]) : [raw]
    for (const value of values) {
      if (value === null || value === undefined || typeof value === 'number' || value instanceof Date || value === 'null') continue
      if (typeof value === 'string' && (kind === 'number' ? value.trim() !== '' && !Number.isNaN(Number(value)) : value === '' || !Number.isNaN(new Date(value).getTime()))) {
        continue
      }
      throw new APIError(whereValueMessage(field, operator, kind, value), 400, undefined, true)
    }
  }
}

/** The operators a condition may use (`all` is refused above). */
const OPERATORS: readonly string[] = validOperators.filter((o) => o !== 'all')

export const unknownOperatorMessage = (field: string, operator: string) => {
  const meant = closestField(operator, OPERATORS)
  return `where[${field}][${operator}]: ${operator} is not an operator.${meant ? ` Did you mean ${meant}?` : ''} Use one of ${OPERATORS.join(', ')}.`
}

/** Field types with nothing to query inside them: every key of their condition is an operator. */
const LEAF_TYPES: readonly string[] = ['text', 'textarea', 'email', 'code', 'number', 'date', 'checkbox', 'select', 'radio', 'point']

/**
 * Top-level fields by what `where` may do with them: points take geographic operators; the others no text match;
 * leaves have nothing inside them to query, so each key of their condition must be an operator.
 */
type WhereFields = {
  points: ReadonlySet<string>
  untextual: ReadonlyMap<string, UntextualKind>
  leaves: ReadonlySet<string>
  /** The collection's fields, to follow a dotted path into groups, named tabs and array rows. */
  nested?: FlattenedField[]
  /** Whether the where came with a request (REST, GraphQL), not from the server's own code. */
  fromRequest?: boolean
  /** Another collection's fields, to follow a path through a relationship or upload (`image.width`). */
  related?: (collection: string) => FlattenedField[] | undefined
}

/**
 * The type of the field a dotted path ends at when every step before it is a group, a named tab, an array or a
 * relationship to one collection (`image.width` is the image's width), else undefined (a path through a relationship
 * to several collections, blocks or JSON is left to Payload).
 */
function leafTypeAt(fields: FlattenedField[], path: string, related?: WhereFields['related']): string | undefined {
  const [name, ...rest] = path.split('.')
  const field = fields.find((f) => 'name' in f && f.name === name)
  if (!field) return undefined
  if (!rest.length) return field.type
  if ((field.type === 'group' || field.type === 'array' || field.type === 'tab') && 'flattenedFields' in field) {
    return leafTypeAt(field.flattenedFields, rest.join('.'), related)
  }
  if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
    const target = related?.(field.relationTo)
    return target ? leafTypeAt(target, rest.join('.'), related) : undefined
  }
  return undefined
}
const NONE: ReadonlyMap<string, UntextualKind> = new Map()
const NO_LEAVES: ReadonlySet<string> = new Set()

export const sortMessage = (path: string, collection: string) => `The list cannot be sorted by ${path}: ${collection} has no such field.`

/**
 * A sort by a field that does not exist (a typo, a field of another collection) was ignored: the caller got the
 * default order as if it were the one asked for. Each sort (`sort=-published_date,title`, a list, or GraphQL's
 * text) must name a field, as a `where` must (Payload answers those with "The following path cannot be queried").
 */
function checkSort(sort: unknown, fields: FlattenedField[], collection: string, req: PayloadRequest): void {
  const items = typeof sort === 'string' ? sort.split(',') : Array.isArray(sort) ? sort : []
  for (const item of items) {
    if (typeof item !== 'string') continue
    const path = item.trim().replace(/^-/, '').replace(/__/g, '.')
    if (!path || path === 'id') continue
    const paths = getLocalizedPaths({ collectionSlug: collection, fields, incomingPath: path, locale: req.locale ?? undefined, overrideAccess: true, payload: req.payload })
    if (!paths.length || paths.some(({ invalid }) => invalid)) throw new APIError(sortMessage(path, collection), 400, undefined, true)
  }
}

export const selectMessage = (path: string, collection: string) => `Cannot select ${path}: ${collection} has no such field.`
export const SELECT_SHAPE_MESSAGE = 'The select parameter must name fields, for example select[title]=true&select[slug]=true.'
export const selectValueMessage = (path: string, value: unknown) => `select[${path.replace(/\./g, '][')}] must be true or false, not ${JSON.stringify(value)}.`

/**
 * A select naming a field that does not exist (`select[titel]=true`) was answered with documents holding only their
 * id, as if they had nothing else. Each selected name must be a field, like a sort's; inside a group, an array or a
 * named tab, its sub-fields are checked the same way (blocks are left to Payload).
 */
function checkSelect(select: unknown, fields: FlattenedField[], collection: string, prefix = ''): void {
  if (select === undefined || select === null) return
  // `select=title` was answered with documents holding only their id.
  if (typeof select !== 'object' || Array.isArray(select)) throw new APIError(SELECT_SHAPE_MESSAGE, 400, undefined, true)
  for (const [name, value] of Object.entries(select)) {
    if (typeof value !== 'boolean' && (typeof value !== 'object' || value === null || Array.isArray(value))) {
      throw new APIError(selectValueMessage(prefix + name, value), 400, undefined, true)
    }
    if (!prefix && name === 'id') continue
    const field = fields.find((f) => 'name' in f && f.name === name)
    if (!field) throw new APIError(selectMessage(prefix + name, collection), 400, undefined, true)
    if (value && typeof value === 'object' && (field.type === 'group' || field.type === 'array' || field.type === 'tab') && 'flattenedFields' in field) {
      checkSelect(value, field.flattenedFields, collection, `${prefix}${name}.`)
    }
  }
}

export const populateMessage = (slug: string) => `Cannot populate ${slug}: there is no such collection.`

/**
 * `populate` chooses the fields of related documents by their collection (`populate[media][alt]=true`). A collection
 * that does not exist was ignored, so the related documents came back whole as if the choice had been made; a field
 * of one that does not exist answered as if there were no related document (`image: null`). Both are refused, the
 * fields as a select's are.
 */
function checkPopulate(populate: unknown, req: PayloadRequest): void {
  // `populate=media` never gets here (Payload drops it): checkQueryParams refuses it from the address.
  if (!populate || typeof populate !== 'object' || Array.isArray(populate)) return
  for (const [slug, select] of Object.entries(populate)) {
    const related = req.payload.collections[slug as keyof typeof req.payload.collections]?.config
    if (!related) throw new APIError(populateMessage(slug), 400, undefined, true)
    checkSelect(select, related.flattenedFields, slug)
  }
}

export const NUL_MESSAGE = 'Must not contain the NUL character (\\u0000).'

/**
 * PostgreSQL stores no NUL character in text or JSON: a title, an enquiry's name or a rich-text paragraph with one
 * failed with a 500. Any string anywhere in the body is checked, so rich text and JSON fields are covered too.
 */
function nulErrors(value: unknown, path = '', depth = 0): ShapeError[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [{ path: path || 'data', message: NUL_MESSAGE }] : []
  if (depth > 64 || typeof value !== 'object' || value === null) return []
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value)
  return entries.flatMap(([key, v]) => nulErrors(v, path ? `${path}.${key}` : key, depth + 1))
}

/** Payload adds `_status` to a collection with drafts without checking its value, and PostgreSQL's enum refused any
 * value but these with a 500. */
const DRAFT_STATUSES = ['draft', 'published']
const isStatusField = (field: Field) => 'name' in field && field.name === '_status'
function statusErrors(data: Record<string, unknown>): ShapeError[] {
  const status = data._status
  if (status === undefined || status === null) return []
  if (typeof status === 'string' && DRAFT_STATUSES.includes(status)) return []
  return [{ path: '_status', message: 'Must be draft or published.' }]
}

const fieldNames = (fields: Field[], type: Field['type']): Set<string> =>
  new Set(fields.filter((f): f is Field & { name: string } => f.type === type && 'name' in f).map((f) => f.name))

/** The top-level fields whose values `where` compares by type (the sanitized fields include timestamps). */
const UNTEXTUAL_TYPES: readonly string[] = ['number', 'date', 'richText', 'json'] satisfies UntextualKind[]

const whereFields = (fields: Field[]): WhereFields => ({
  points: fieldNames(fields, 'point'),
  leaves: new Set(fields.filter((f): f is Field & { name: string } => 'name' in f && LEAF_TYPES.includes(f.type)).map((f) => f.name)),
  untextual: new Map(
    fields.flatMap((f) => ('name' in f && UNTEXTUAL_TYPES.includes(f.type) ? [[f.name, f.type as UntextualKind] as const] : [])),
  ),
})

type AccessFn = (args: { req: PayloadRequest; id?: number | string; data?: unknown }) => unknown

/**
 * Values sent over REST or GraphQL must have the JSON type of their field, and every name in the body must be one of
 * its fields (`extra`: the keys Payload reads besides them; see fieldShapes.ts). The server's own
 * code (the Local API: seed, jobs, hooks) is trusted and not checked. This runs before Payload's access check,
 * so it asks the same access rule first: someone who may not write here gets Payload's 403, not a list of the
 * fields they got wrong.
 */
async function checkShapes(
  data: unknown,
  fields: Field[],
  req: PayloadRequest | undefined,
  access: AccessFn | undefined,
  target: { collection?: string; global?: string; id?: unknown; extra: readonly string[] },
): Promise<void> {
  if (!req || req.payloadAPI === 'local' || !isPlainObject(data)) return
  // A collection with drafts has `_status` among its sanitized fields: checked against its two values, not as text.
  const drafts = fields.some(isStatusField)
  const errors = [
    ...fieldShapeErrors(data, drafts ? fields.filter((f) => !isStatusField(f)) : fields),
    ...(drafts ? statusErrors(data) : []),
    ...nulErrors(data),
    ...unknownFieldErrors(data, fields, (target.collection ?? target.global)!, target.extra),
  ]
  if (!errors.length) return
  const allowed = access ? await access({ req, id: target.id as number | string | undefined, data }) : Boolean(req.user)
  if (!allowed) return
  throw new ValidationError({ collection: target.collection, global: target.global, errors })
}

/**
 * What a body may hold besides the fields: an ID (a document sent back as it was read; a user read also names its
 * `collection`), a user's new password (and the admin's confirmation of it), an upload's file (the admin's form
 * names it even when no file was chosen), and the keys a collection's own hooks read and remove, listed in its
 * `custom.bodyKeys` (an enquiry's first and last name, its honeypot).
 */
const extraKeys = (collection: CollectionConfig): string[] => [
  'id',
  ...(collection.auth ? ['password', 'confirm-password', 'collection'] : []),
  ...(collection.upload ? ['file'] : []),
  ...((collection.custom?.bodyKeys as string[] | undefined) ?? []),
]

function collectionCheck(collection: CollectionConfig): CollectionBeforeOperationHook {
  const auth = Boolean(collection.auth)
  const extra = extraKeys(collection)
  let compared: WhereFields | undefined
  // The sanitized collection Payload hands the hook also has the fields Payload adds (an image's width, file
  // size and focal point, timestamps), which a REST body could set to text: "abc" was stored as NaN.
  return async ({ args, collection: sanitized, operation, req }) => {
    if (req?.payloadAPI === 'REST') {
      checkAddressId(req)
      checkQueryParams(req)
    }
    const a = args as {
      data?: unknown
      id?: unknown
      page?: unknown
      limit?: unknown
      pagination?: unknown
      disableErrors?: unknown
      where?: unknown
      sort?: unknown
      select?: unknown
      populate?: unknown
    }
    if (operation === 'read' || operation === 'update' || operation === 'delete') checkId(a.id)
    // Signing in with an e-mail or password that is not text was answered "email: This field is required.": Payload's
    // REST handlers replace such values with '' before the operation, so the body as sent (req.data) is checked.
    // (Forgot-password and unlock answer "Missing email." before any hook runs.)
    if (auth && req && req.payloadAPI !== 'local' && operation === 'login') {
      checkData(req.data ?? a.data, auth, ['email', 'username', 'password'])
    }
    if (operation === 'create' || operation === 'update') {
      checkBodyPresent(a.data, req)
      checkData(a.data, auth)
      const access = collection.access?.[operation] as AccessFn | undefined
      await checkShapes(a.data, sanitized?.fields ?? collection.fields, req, access, { collection: collection.slug, id: a.id, extra })
    }
    if (operation === 'read' || operation === 'count' || operation === 'update' || operation === 'delete') {
      // Payload fills in related documents (an article's image) with a find of its own, unpaginated and with
      // errors disabled, under the visitor's request: that is not the visitor asking for everything.
      checkPaging(a.page, a.limit, a.pagination, req, a.disableErrors === true)
      compared ??= { ...whereFields(sanitized?.fields ?? collection.fields), nested: sanitized?.flattenedFields }
      // The server's own queries (the jobs runner's dates, hooks) are trusted, as their bodies are.
      checkWhere(
        a.where,
        req?.payloadAPI === 'local'
          ? { ...compared, untextual: NONE, leaves: NO_LEAVES, nested: undefined }
          : { ...compared, fromRequest: true, related: (slug) => req?.payload.collections[slug as CollectionSlug]?.config.flattenedFields },
      )
      if (req && req.payloadAPI !== 'local' && sanitized?.flattenedFields) checkSort(a.sort, sanitized.flattenedFields, collection.slug, req)
    }
    if (req?.payloadAPI === 'REST' && sanitized?.flattenedFields) checkJoins(req, sanitized.flattenedFields, collection.slug)
    if (req?.payloadAPI === 'REST' && sanitized?.flattenedFields && operation !== 'count') {
      checkSelect(a.select, sanitized.flattenedFields, collection.slug)
      checkPopulate(a.populate, req)
    }
    return args
  }
}

const globalCheck =
  (global: GlobalConfig): NonNullable<NonNullable<GlobalConfig['hooks']>['beforeOperation']>[number] =>
  async ({ args, global: sanitized, operation, req }) => {
    if (req?.payloadAPI === 'REST') {
      checkQueryParams(req)
      // A global read selecting a field it does not have answered with its id alone, as a collection's did.
      const a = args as { select?: unknown; populate?: unknown } | undefined
      if (sanitized?.flattenedFields) checkSelect(a?.select, sanitized.flattenedFields, global.slug)
      if (sanitized?.flattenedFields) checkJoins(req, sanitized.flattenedFields, global.slug)
      checkPopulate(a?.populate, req)
    }
    if (operation === 'update') {
      const data = (args as { data?: unknown } | undefined)?.data
      // A global updated with no body at all crashed Payload ("Cannot read properties of undefined").
      if (data === undefined && req?.payloadAPI !== 'local') throw new APIError(NOT_AN_OBJECT_MESSAGE, 400, undefined, true)
      checkData(data, false)
      await checkShapes(data, sanitized?.fields ?? global.fields, req, global.access?.update as AccessFn | undefined, {
        global: global.slug,
        // A global as read carries its slug and ID; sent back whole, they are not fields to refuse.
        extra: ['id', 'globalType'],
      })
    }
    return args
  }

export const notJsonMessage = (param: 'where' | 'data') =>
  param === 'where'
    ? 'The where parameter is not valid JSON: send where={"title":{"equals":"GST"}} or use brackets, where[title][equals]=GST.'
    : 'The data parameter is not valid JSON.'

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

export const PAYLOAD_PART_NOT_JSON_MESSAGE = 'The _payload part of the form must be JSON, for example {"alt": "..."}.'
/** What busboy, Payload's form parser, says of a form it cannot read. */
const MULTIPART_ERRORS = new Set([
  'Malformed part header',
  'Unexpected end of form',
  'Multipart: Boundary not found',
  'Malformed urlencoded form',
  'Malformed content type',
  'Unexpected end of file',
])
/** What Payload (as a 500) says of a form whose Content-Type names no boundary, or that has no body. */
const NOT_ELIGIBLE = 'Request is not eligible for file upload'
/** What busboy says of a multipart type other than form-data (`multipart/mixed`). */
const UNSUPPORTED_TYPE = 'Unsupported content type: '
const unreadableFormMessage = (error: Error) => {
  if (error.message === NOT_ELIGIBLE) return 'The upload is not a well-formed form (no boundary in its Content-Type, or no body).'
  if (error.message.startsWith(UNSUPPORTED_TYPE)) return 'The upload is not a well-formed form: send it as multipart/form-data.'
  return `The upload is not a well-formed form (${error.message}).`
}

/** Whether Payload reads a request's body as a multipart form: as it decides, any `multipart/` media type. */
export const sentAsForm = (contentType: string | null | undefined): boolean =>
  (contentType ?? '').split(';', 1)[0]!.includes('multipart/')

/** An error thrown while Payload reads a multipart form: the form is broken, or its `_payload` part is not JSON. */
export const isUnreadableForm = (error: unknown): boolean =>
  error instanceof SyntaxError ||
  (error instanceof Error &&
    (MULTIPART_ERRORS.has(error.message) || error.message === NOT_ELIGIBLE || error.message.startsWith(UNSUPPORTED_TYPE)))

const VERSION_ID_MISSING = new Set(['Missing ID of version.', 'Missing ID of version to restore.'])
export const BAD_VALUE_MESSAGE = 'A value in the request does not fit its field (for example, text where a number or an ID is expected).'
const FOREIGN_KEY_VIOLATION = '23503'
const MISSING_KEY = /^Key \((\w+)\)=\(([^)]*)\) is not present in table "(\w+)"/

/** PostgreSQL's error behind a failed query: on the error itself over REST, on the original error in GraphQL. */
function databaseCause(error: unknown): { code?: unknown; detail?: unknown } | undefined {
  const e = error as { cause?: { code?: unknown }; originalError?: { cause?: { code?: unknown } } }
  return e?.cause ?? e?.originalError?.cause
}

/**
 * "Key (image_id)=(999999) is not present in table "media"." → which document is missing, for which field. The
 * detail names the database column (`hero_image_id`); `fieldNames`, the names the request's data used, give the
 * field's own name back (`heroImage`) where one of them is the column's; otherwise the column's name is said.
 */
export function missingReferenceMessage(detail: unknown, fieldNames: Iterable<string> = []): string {
  const match = typeof detail === 'string' ? MISSING_KEY.exec(detail) : null
  if (!match) return 'A related document given in the request does not exist.'
  const [, column, value, table] = match
  const base = column.replace(/_id$/, '')
  const field = [...fieldNames].find((name) => name === base || name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase() === base) ?? base
  return `There is no ${table.replace(/_/g, '-')} document with the ID ${value} (given for ${field}).`
}

/** The names a request's data uses, inside groups and array rows too (a few levels: enough for any field here). */
function dataFieldNames(data: unknown, depth = 0, names = new Set<string>()): Set<string> {
  if (depth > 6 || !data || typeof data !== 'object') return names
  for (const [key, value] of Array.isArray(data) ? data.map((v) => ['', v] as const) : Object.entries(data)) {
    if (key) names.add(key)
    dataFieldNames(value, depth + 1, names)
  }
  return names
}

/**
 * What slips past the checks above, such as `where[id][in]=a,b`, fails in PostgreSQL with a data exception
 * (SQLSTATE class 22): a value the request brought does not fit its column. A related document that does not exist
 * (an article's `image: 999999`) fails on its foreign key. Both are the request's fault, over REST and GraphQL: a 400
 * with a plain message instead of "An unknown error occurred." (500). The write is rolled back.
 */
export const explainRefusedValues: AfterErrorHook = ({ error, graphqlResult, req }) => {
  // An upload's form is read before any hook: a part header the parser cannot read (a NUL in a file name), a form
  // cut short, one without a boundary or a body, or a `_payload` part that is not JSON was a 500.
  if (sentAsForm(req?.headers?.get('content-type'))) {
    if (error instanceof SyntaxError) return { response: { errors: [{ message: PAYLOAD_PART_NOT_JSON_MESSAGE }] }, status: 400 }
    if (isUnreadableForm(error)) return { response: { errors: [{ message: unreadableFormMessage(error) }] }, status: 400 }
  }
  // `?where=...` (and `?data=...`) may also be JSON, which Payload parses as it reads the address: broken JSON
  // there was a 500.
  if (error instanceof SyntaxError) {
    for (const param of ['where', 'data'] as const) {
      const value = req?.query?.[param]
      if (typeof value === 'string' && !parsesAsJson(value)) {
        return { response: { errors: [{ message: notJsonMessage(param) }] }, status: 400 }
      }
    }
  }
  // `/api/news-updates/versions/abc`: Payload reads the version's ID with parseFloat before any hook, and without a
  // number said "Missing ID of version." (400) although one was given; like a document's, it is no such version.
  if (VERSION_ID_MISSING.has(error.message) && req?.payloadAPI === 'REST') {
    return { response: { errors: [{ message: new NotFound().message }] }, status: 404 }
  }
  const cause = databaseCause(error)
  if (typeof cause?.code !== 'string') return
  let message: string
  if (cause.code === FOREIGN_KEY_VIOLATION) message = missingReferenceMessage(cause.detail, dataFieldNames(req?.data))
  else if (cause.code.startsWith('22')) message = req?.method === 'GET' ? BAD_QUERY_VALUE_MESSAGE : BAD_VALUE_MESSAGE
  else return
  return errorAnswer(message, 400, graphqlResult)
}

/**
 * Refuses malformed requests to every collection and global (the plugins' included: list it after them) with a
 * 400, or a 404 for an ID that cannot exist, before anything else runs (access checks and rate limits
 * included). They used to reach Payload's operations or PostgreSQL and answer 500.
 */
export const refuseMalformedRequests: Plugin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((c) => ({
    ...c,
    hooks: {
      ...c.hooks,
      beforeOperation: [collectionCheck(c), ...(c.hooks?.beforeOperation ?? [])],
      // An orderable collection's `_order`, written directly, must be a key its ordering reads.
      ...(c.orderable ? { beforeValidate: [refuseBadOrderKey, ...(c.hooks?.beforeValidate ?? [])] } : {}),
    },
  })),
  globals: config.globals?.map((g) => ({
    ...g,
    hooks: { ...g.hooks, beforeOperation: [globalCheck(g), ...(g.hooks?.beforeOperation ?? [])] },
  })),
  hooks: { ...config.hooks, afterError: [...(config.hooks?.afterError ?? []), explainRefusedValues] },
})
