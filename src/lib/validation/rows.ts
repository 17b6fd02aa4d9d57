import type { ArrayFieldValidation } from 'payload'
import { array } from 'payload/shared'

/**
 * A list that needs at least one row, saying what to add: Payload's own message reads "This field requires at least
 * 1 Rows.". The value is the rows, or the admin form's count of them (0 for none). Payload's other rules (maxRows)
 * still apply.
 */
export function atLeastOneRow(message: string): ArrayFieldValidation {
  return (value, options) => {
    const rows = Array.isArray(value) ? value.length : typeof value === 'number' ? value : 0
    return rows < 1 ? message : array(value, options)
  }
}
