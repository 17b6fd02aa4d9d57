import { APIError, type CollectionBeforeValidateHook } from 'payload'

import { validateEnquiry } from '../../../src/lib/enquiry'

const ENQUIRY_KEYS = ['name', 'email', 'phone', 'company', 'message', 'service_interest'] as const

/**
 * Every enquiry, whoever sends it and through whichever API, passes the shared zod schema. A failure is a
 * 400 whose message joins each failed check's message with '. ', and nothing is stored.
 */
export const enforceEnquiryRules: CollectionBeforeValidateHook = ({ data, originalDoc, operation }) => {
  const incoming = (data ?? {}) as Record<string, unknown>
  const candidate: Record<string, unknown> =
    operation === 'update' && originalDoc
      ? { ...Object.fromEntries(ENQUIRY_KEYS.map((k) => [k, originalDoc[k]])), ...incoming }
      : incoming
  const result = validateEnquiry(candidate)
  if (!result.success) {
    throw new APIError(result.message, 400, { fieldErrors: result.fieldErrors }, true)
  }
  const { firstName: _first, lastName: _last, website: _trap, ...rest } = incoming
  // Senders cannot set the status (field access); an enquiry is 'new' until an admin says otherwise.
  const status = rest.status ?? originalDoc?.status ?? 'new'
  return { ...rest, ...result.data, status }
}
