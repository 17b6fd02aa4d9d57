import type { Field } from 'payload'

/** A value in a create or update body whose JSON type its field cannot hold. */
export type ShapeError = { path: string; label?: string; message: string }

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const TEXT_TYPES = new Set(['text', 'textarea', 'email', 'code', 'select', 'radio'])
const isNumberLike = (v: unknown) => (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()))
const isLexical = (v: unknown) => isPlainObject(v) && isPlainObject(v.root) && Array.isArray(v.root.children)

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
  if (field.type === 'richText') {
    return isLexical(value) ? null : 'Must be rich text: an object with a root node and its children, as the admin editor saves it.'
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
