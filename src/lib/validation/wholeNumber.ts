import type { NumberFieldSingleValidation } from 'payload'
import { number } from 'payload/shared'

export const WHOLE_NUMBER_MESSAGE = 'Must be a whole number.'

/**
 * Payload's number rules (required, min, max), then no fraction: for counts such as a search volume, clicks or a
 * read time in minutes, where 1.5 is a typing mistake. Payload drops its own checks when a field has a custom
 * `validate`, hence the call to `number` first.
 */
export const validateWholeNumber: NumberFieldSingleValidation = (value, options) => {
  const base = number(value, options)
  if (base !== true) return base
  if (value === null || value === undefined) return true
  return Number.isInteger(Number(value)) ? true : WHOLE_NUMBER_MESSAGE
}
