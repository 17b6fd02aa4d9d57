import { type CollectionBeforeValidateHook, ValidationError } from 'payload'

import { isOrderKey, ORDER_KEY_MESSAGE } from '../lib/orderKey'

/**
 * For an orderable collection: a create or update that writes `_order` itself (over REST or GraphQL; moving a row
 * writes it through /api/reorder) must write a key the ordering can place rows around. Payload takes any text there,
 * and null took a row's key away. Leaving `_order` out (or null on a new row) keeps the row's key, or gives a new row
 * the last place.
 */
export const refuseBadOrderKey: CollectionBeforeValidateHook = ({ data, collection, operation }) => {
  const value = data?._order
  // Not written; or a new row without one, which Payload gives the last place.
  if (value === undefined || (value === null && operation === 'create')) return data
  if (!isOrderKey(value)) {
    throw new ValidationError({ collection: collection.slug, errors: [{ path: '_order', label: 'Order', message: ORDER_KEY_MESSAGE }] })
  }
  return data
}
