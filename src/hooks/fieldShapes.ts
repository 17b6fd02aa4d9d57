import type { Field } from 'payload'

/** A value in a create or update body whose JSON type its field cannot hold. */
export type ShapeError = { path: string; label?: string; message: string }

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const TEXT_TYPES = new Set(['text', 'textarea', 'email', 'code', 'select', 'radio'])
const isNumberLike = (v: unknown) => (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()))
const isLexical = (v: unknown) => isPlainObject(v) && isPlainObject(v.root) && Array.isArray(v.root.children)
/** Deeper than the admin's editor nests (lists in lists, links in paragraphs) by far; a deeper tree is refused. */
const MAX_LEXICAL_DEPTH = 64

/**
 * Where a rich text's tree is not made of nodes (an object with a type, its children a list of nodes): the path of
 * the first such place under `root`, or null. Payload's own hooks walk the tree and answered 500 for a text or a
 * number among the children.
 */
function badLexicalNode(node: unknown, path: string, depth = 0): string | null {
  if (!isPlainObject(node) || typeof node.type !== 'string' || depth > MAX_LEXICAL_DEPTH) return path
  if (node.children === undefined) return null
  if (!Array.isArray(node.children)) return `${path}.children`
  for (let i = 0; i < node.children.length; i++) {
    const bad = badLexicalNode(node.children[i], `${path}.children.${i}`, depth + 1)
    if (bad) return bad
  }
  return null
}

// Document IDs are PostgreSQL serials (integer).
export const MAX_ID = 2_147_483_647
/** A document's ID as JSON carries it: a whole number from 1 up, or the same written as text. */
export const isDocumentId = (v: unknown): boolean =>
  typeof v === 'number'
    ? Number.isInteger(v) && v >= 1 && v <= MAX_ID
    : typeof v === 'string' && /^[1-9]\d{0,9}$/.test(v) && Number(v) <= MAX_ID
/** A related document: its ID, the document itself (as read with depth), or { relationTo, value } when it may be of several collections. */
const isReference = (v: unknown, polymorphic: boolean): boolean =>
  polymorphic
    ? isPlainObject(v) && typeof v.relationTo === 'string' && (isDocumentId(v.value) || (isPlainObject(v.value) && isDocumentId(v.value.id)))
    : isDocumentId(v) || (isPlainObject(v) && isDocumentId(v.id))
const DATE_MESSAGE = 'Must be a date, for example 2026-11-22T10:00:00.000Z.'

function expected(field: Field & { type: string }, value: unknown): string | null {
  const many = 'hasMany' in field && field.hasMany === true
  if (TEXT_TYPES.has(field.type)) {
    if (many) return Array.isArray(value) && value.every((v) => typeof v === 'string') ? null : 'Must be a list of texts.'
    return typeof value === 'string' ? null : 'Must be text.'
  }
  if (field.type === 'number') {
    if (many) return Array.isArray(value) && value.every(isNumberLike) ? null : 'Must be a list of numbers.'
    return isNumberLike(value) ? null : 'Must be a number.'
  }
  if (field.type === 'relationship' || field.type === 'upload') {
    const polymorphic = Array.isArray(field.relationTo)
    if (many) return Array.isArray(value) && value.every((v) => isReference(v, polymorphic)) ? null : 'Must be a list of document IDs.'
    return isReference(value, polymorphic) ? null : polymorphic ? 'Must be { relationTo, value } naming a document.' : 'Must be a document ID.'
  }
  if (field.type === 'date') {
    // Payload lets the empty text through its own date check, and PostgreSQL then refused it (a 500).
    return typeof value === 'string' && Number.isNaN(Date.parse(value)) ? DATE_MESSAGE : null
  }
  if (field.type === 'richText') {
    if (!isLexical(value)) return 'Must be rich text: an object with a root node and its children, as the admin editor saves it.'
    const bad = badLexicalNode((value as { root: unknown }).root, 'root')
    return bad
      ? `Must be rich text as the admin editor saves it: each node an object with a type, its children a list of nodes (${bad} is not).`
      : null
  }
  return null
}

const labelOf = (field: Field) => ('label' in field && typeof field.label === 'string' ? { label: field.label } : {})

/**
 * Checks the JSON types of the values a body gives for these fields, down through groups, arrays, blocks,
 * tabs, rows and collapsibles. Payload turned a list or an object sent for a text field into the text "[...]",
 * dropped a word sent for a number or a single tag sent for a list, kept a string as rich text, and answered
 * 500 for a list sent to a select or a rich text without children. Empty values (null) stay Payload's to judge.
 */
export function fieldShapeErrors(data: Record<string, unknown>, fields: Field[], prefix = ''): ShapeError[] {
  const errors: ShapeError[] = []
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible' || (field.type === 'group' && !('name' in field && field.name))) {
      errors.push(...fieldShapeErrors(data, field.fields, prefix))
      continue
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) {
          const value = data[tab.name]
          if (isPlainObject(value)) errors.push(...fieldShapeErrors(value, tab.fields, `${prefix}${tab.name}.`))
        } else errors.push(...fieldShapeErrors(data, tab.fields, prefix))
      }
      continue
    }
    if (!('name' in field) || !field.name) continue
    const value = data[field.name]
    if (value === undefined || value === null) continue
    const path = `${prefix}${field.name}`
    if (field.type === 'group') {
      if (!isPlainObject(value)) errors.push({ path, ...labelOf(field), message: 'Must be an object of field values.' })
      else errors.push(...fieldShapeErrors(value, field.fields, `${path}.`))
    } else if (value === 0 && (field.type === 'array' || field.type === 'blocks')) {
      // The admin's form sends its row count, 0, for a list without rows; Payload reads it as an empty list (and
      // still applies `required`). Any other count is refused below: Payload would count it as rows it never stores.
      continue
    } else if (field.type === 'array') {
      if (!Array.isArray(value)) errors.push({ path, ...labelOf(field), message: 'Must be a list of rows.' })
      else
        value.forEach((row, i) => {
          if (!isPlainObject(row)) errors.push({ path: `${path}.${i}`, message: 'Each row must be an object of field values.' })
          else errors.push(...fieldShapeErrors(row, field.fields, `${path}.${i}.`))
        })
    } else if (field.type === 'blocks') {
      if (!Array.isArray(value)) errors.push({ path, ...labelOf(field), message: 'Must be a list of blocks.' })
      else
        value.forEach((row, i) => {
          const block = isPlainObject(row) ? field.blocks.find((b) => b.slug === row.blockType) : undefined
          if (!block || !isPlainObject(row)) errors.push({ path: `${path}.${i}`, message: 'Each block must be an object with a known blockType.' })
          else errors.push(...fieldShapeErrors(row, block.fields, `${path}.${i}.`))
        })
    } else {
      const message = expected(field, value)
      if (message) errors.push({ path, ...labelOf(field), message })
    }
  }
  return errors
}

/** Keys an array row or a block carries besides its fields. */
const ROW_KEYS = ['id']
const BLOCK_KEYS = ['id', 'blockType', 'blockName']

/** Letters and digits only, lower-cased: "targetUrl", "Target-URL" and "target_url" read alike. */
const loose = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '')

/** Edits (insert, delete, change a letter) that turn a into b, up to `max` (anything further counts as max + 1). */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    previous = current
  }
  return previous[b.length]!
}

/** The field a mistyped name most likely meant: the same name in another case or spelling, or one or two letters off. */
export function closestField(name: string, names: Iterable<string>): string | undefined {
  let best: { name: string; distance: number } | undefined
  for (const candidate of names) {
    const distance = loose(candidate) === loose(name) ? 0 : editDistance(name.toLowerCase(), candidate.toLowerCase(), 2)
    if (distance <= 2 && (!best || distance < best.distance)) best = { name: candidate, distance }
  }
  return best?.name
}

export const unknownFieldMessage = (name: string, owner: string, suggestion?: string) =>
  `Unknown field: ${owner} has no field named ${name}.${suggestion ? ` Did you mean ${suggestion}?` : ''}`

const namesCache = new WeakMap<Field[], Map<string, Field>>()

/**
 * The names a body may give at this level: every named field, through rows, collapsibles, unnamed groups and tabs.
 * Worked out once per list of fields (the config's lists live as long as the server).
 */
function namesAt(fields: Field[]): Map<string, Field> {
  const cached = namesCache.get(fields)
  if (cached) return cached
  const names = new Map<string, Field>()
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible' || (field.type === 'group' && !('name' in field && field.name))) {
      for (const [name, f] of namesAt(field.fields)) names.set(name, f)
    } else if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) names.set(tab.name, { type: 'group', name: tab.name, fields: tab.fields } as Field)
        else for (const [name, f] of namesAt(tab.fields)) names.set(name, f)
      }
    } else if ('name' in field && field.name) names.set(field.name, field)
  }
  namesCache.set(fields, names)
  return names
}

/**
 * Names in a create or update body that are no field here ("titel", "publishedDate" for published_date), down
 * through groups, named tabs, array rows and blocks. Payload dropped them without a word, so a caller who misspelt
 * a field got 201 and a document without the value. `extra` lists the keys Payload itself reads from the top level
 * of a body (a user's password, an upload's file). Values of JSON and rich-text fields are not looked into.
 */
export function unknownFieldErrors(data: Record<string, unknown>, fields: Field[], owner: string, extra: readonly string[] = [], prefix = ''): ShapeError[] {
  const names = namesAt(fields)
  const errors: ShapeError[] = []
  for (const [key, value] of Object.entries(data)) {
    if (extra.includes(key)) continue
    const field = names.get(key)
    const path = `${prefix}${key}`
    if (!field) {
      errors.push({ path, message: unknownFieldMessage(path, owner, closestField(key, names.keys())) })
      continue
    }
    if (field.type === 'group' && isPlainObject(value)) errors.push(...unknownFieldErrors(value, field.fields, owner, [], `${path}.`))
    else if (field.type === 'array' && Array.isArray(value)) {
      value.forEach((row, i) => {
        if (isPlainObject(row)) errors.push(...unknownFieldErrors(row, field.fields, owner, ROW_KEYS, `${path}.${i}.`))
      })
    } else if (field.type === 'blocks' && Array.isArray(value)) {
      value.forEach((row, i) => {
        const block = isPlainObject(row) ? field.blocks.find((b) => b.slug === row.blockType) : undefined
        if (block && isPlainObject(row)) errors.push(...unknownFieldErrors(row, block.fields, owner, BLOCK_KEYS, `${path}.${i}.`))
      })
    }
  }
  return errors
}
