import { z } from 'zod'

/**
 * `z.strictObject` for request bodies and JSON fields. Input that is not an object gets `notAnObject`; an unknown
 * field is named, with the fields allowed ("Unknown field: title. Allowed: keyword, target_url"). (A message given
 * to `z.object` alone would also answer `{ "title": ... }`, which is an object, with "Send a JSON object".)
 * `label` names a JSON field in the unknown-field message ("optimized_value has an unknown field: ...").
 */
export function strictObject<T extends z.ZodRawShape>(shape: T, notAnObject: string, label?: string) {
  const allowed = Object.keys(shape).join(', ')
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'invalid_type') return notAnObject
      if (issue.code === 'unrecognized_keys') {
        const fields = `field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`
        return `${label ? `${label} has an unknown ${fields}` : `Unknown ${fields}`}. Allowed: ${allowed}`
      }
      return undefined
    },
  })
}
