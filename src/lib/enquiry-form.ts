/**
 * The site's two enquiry forms, for the browser (src/components/EnquiryForm.client.tsx) and for the server action that
 * takes them when no script runs (src/lib/actions/sendEnquiry.ts): their fields and the checks of spec 01 section 5.
 */
import { HONEYPOT_FIELD } from './enquiry-options'

export type EnquiryFormVariant = 'contact' | 'home'
export type FieldErrors = Record<string, string | undefined>

export const ENQUIRY_FORM_FIELDS: Record<EnquiryFormVariant, string[]> = {
  contact: ['firstName', 'lastName', 'email', 'phone', 'company', 'service_interest', 'message'],
  home: ['name', 'phone', 'email', 'service_interest', 'message'],
}

/** A form's values as sent: each of its fields as text, and the honeypot. */
export function enquiryFormValues(data: FormData, variant: EnquiryFormVariant): Record<string, string> {
  const values = Object.fromEntries(ENQUIRY_FORM_FIELDS[variant].map((f) => [f, String(data.get(f) ?? '')]))
  return { ...values, [HONEYPOT_FIELD]: String(data.get(HONEYPOT_FIELD) ?? '') }
}

/** The longest text a field's draft keeps (the checks allow far less; a pasted book is not kept whole). */
const DRAFT_FIELD_MAX = 10_000

/**
 * What a visitor has typed and not yet sent, to keep with the page's history entry (entryState.ts): the variant's
 * fields that are not empty, never the honeypot. `undefined` when every field is empty.
 */
export function enquiryDraft(data: FormData, variant: EnquiryFormVariant): Record<string, string> | undefined {
  const typed = ENQUIRY_FORM_FIELDS[variant]
    .map((f) => [f, data.get(f)] as const)
    .filter((entry): entry is readonly [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([f, value]) => [f, value.slice(0, DRAFT_FIELD_MAX)])
  return typed.length ? Object.fromEntries(typed) : undefined
}

/** A kept draft's text for the variant's fields; anything else found there (another field, a non-text value) is dropped. */
export function draftFields(kept: unknown, variant: EnquiryFormVariant): Record<string, string> {
  if (!kept || typeof kept !== 'object') return {}
  const draft = kept as Record<string, unknown>
  return Object.fromEntries(
    ENQUIRY_FORM_FIELDS[variant].filter((f) => typeof draft[f] === 'string' && draft[f] !== '').map((f) => [f, (draft[f] as string).slice(0, DRAFT_FIELD_MAX)]),
  )
}

/** The form's checks before sending: the contact form's two name fields, then the shared zod rules. */
export async function checkEnquiryForm(values: Record<string, string>, variant: EnquiryFormVariant): Promise<FieldErrors> {
  // The shared zod rules load on first submit, keeping them out of the page's first download.
  const { validateEnquiry } = await import('./enquiry')
  const errors: FieldErrors = {}
  if (variant === 'contact') {
    if (!values.firstName?.trim()) errors.firstName = 'Please enter your first name'
    if (!values.lastName?.trim()) errors.lastName = 'Please enter your last name'
  }
  const result = validateEnquiry(values)
  if (!result.success) {
    for (const [key, messages] of Object.entries(result.fieldErrors)) {
      const field = key === 'name' && variant === 'contact' ? 'firstName' : key
      errors[field] ??= messages.join('. ')
    }
  }
  return errors
}

export const firstInvalidField = (errors: FieldErrors, variant: EnquiryFormVariant) => ENQUIRY_FORM_FIELDS[variant].find((f) => errors[f])

/** The server's 400 message joins its checks with '. ': each goes back to the field it is about ('form' otherwise). */
export function serverErrorsByField(message: string, variant: EnquiryFormVariant): FieldErrors {
  const errors: FieldErrors = {}
  for (const part of message.split('. ')) {
    const field = fieldOf(part, variant)
    errors[field] = errors[field] ? `${errors[field]}. ${part}` : part
  }
  return errors
}

function fieldOf(message: string, variant: EnquiryFormVariant): string {
  const m = message.toLowerCase()
  if (m.startsWith('name')) return variant === 'contact' ? 'firstName' : 'name'
  if (m.includes('email')) return 'email'
  if (m.includes('phone')) return 'phone'
  if (m.includes('company')) return 'company'
  if (m.includes('service')) return 'service_interest'
  if (m.startsWith('message')) return 'message'
  return 'form'
}
