import { generateKeyBetween } from 'payload/shared'

export const ORDER_KEY_MESSAGE =
  'The order is a key such as "a1", in digits and lower-case letters, that moving the row writes: move it in the list, or with POST /api/reorder.'

/**
 * Whether `value` is an order key Payload's orderable collections can place rows around: digits and lower-case letters
 * (its keys sort the same under any collation; an upper-case one would not), in the form its fractional
 * indexing reads. A key it cannot read made the next move beside that row fail (500) and could put rows out of order.
 */
export function isOrderKey(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[0-9a-z]{2,50}$/.test(value)) return false
  try {
    generateKeyBetween(value, null)
    return true
  } catch {
    return false
  }
}
