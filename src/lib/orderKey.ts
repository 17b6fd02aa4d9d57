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

/**
 * What the admin list of an orderable collection says about moving rows. Payload greys the handles out while the list
 * is sorted by another column, and its warning then names an "Order" column whose header is an icon alone.
 */
export const DRAG_TO_ORDER =
  'Drag a row by its handle in the list to change the order visitors see them in. Greyed-out handles mean the list is sorted by another column: click the icon above the handles to sort it by their order first.'
