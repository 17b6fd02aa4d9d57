import type { TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

/**
 * A text field's own rule, run after Payload's (required, minLength, maxLength). Payload drops its built-in checks
 * when a field has a custom `validate`, so without this a "required" field with a custom rule accepted '' and a
 * maxLength was never enforced.
 */
export function withTextRules(check: (value: unknown, options: Parameters<TextFieldSingleValidation>[1]) => true | string): TextFieldSingleValidation {
  return (value, options) => {
    const base = text(value, options)
    return base === true ? check(value, options) : base
  }
}
