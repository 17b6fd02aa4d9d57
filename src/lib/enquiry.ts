import { z } from 'zod'

import { SERVICE_INTERESTS, type ServiceInterest } from './enquiry-options'

/**
 * The enquiry rules of spec 01 section 5, shared by the contact forms (client-side messages) and the
 * `contact-submissions` collection (server-side enforcement). Messages are the spec's, word for word.
 */
export const ENQUIRY_LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  phone: { min: 7, max: 20 },
  company: { max: 100 },
  message: { min: 10, max: 2000 },
} as const

export const ENQUIRY_MESSAGES = {
  nameShort: 'Name must be at least 2 characters long',
  nameLong: 'Name must be less than 100 characters',
  emailInvalid: 'Please provide a valid email address',
  emailLong: 'Email address is too long',
  phoneInvalid: 'Please provide a valid phone number',
  companyLong: 'Company name must be less than 100 characters',
  messageShort: 'Message must be at least 10 characters long',
  messageLong: 'Message must be less than 2000 characters',
  unsafe: 'Invalid characters detected in form data',
  serviceInvalid: 'Please choose a service from the list',
} as const

export { SERVICE_INTERESTS, type ServiceInterest } from './enquiry-options'

const SERVICE_VALUES = SERVICE_INTERESTS.map((s) => s.value) as [ServiceInterest, ...ServiceInterest[]]

const UNSAFE_PATTERNS = [/<\s*\/?\s*script\b/i, /javascript\s*:/i, /\bonload\s*=/i, /\bonerror\s*=/i]
/** True for script tags, a javascript: scheme, or onload= / onerror= handlers. */
export const containsUnsafeMarkup = (value: string): boolean => UNSAFE_PATTERNS.some((re) => re.test(value))

const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/
const PHONE_PATTERN = /^\+?[\d\s()-]+$/

const blankToEmpty = (v: unknown) => (v === null || v === undefined ? '' : v)
const safe = (v: string) => !containsUnsafeMarkup(v)

const requiredText = (typeMessage: string) =>
  z.preprocess(blankToEmpty, z.string({ error: typeMessage }))

const nameField = requiredText(ENQUIRY_MESSAGES.nameShort)
  .pipe(
    z
      .string()
      .refine(safe, ENQUIRY_MESSAGES.unsafe)
      .trim()
      .min(ENQUIRY_LIMITS.name.min, ENQUIRY_MESSAGES.nameShort)
      .max(ENQUIRY_LIMITS.name.max, ENQUIRY_MESSAGES.nameLong),
  )
  .transform((v) => v.slice(0, ENQUIRY_LIMITS.name.max))

const emailField = requiredText(ENQUIRY_MESSAGES.emailInvalid)
  .pipe(
    z
      .string()
      .refine(safe, ENQUIRY_MESSAGES.unsafe)
      .trim()
      .toLowerCase()
      .regex(EMAIL_PATTERN, ENQUIRY_MESSAGES.emailInvalid)
      .max(ENQUIRY_LIMITS.email.max, ENQUIRY_MESSAGES.emailLong),
  )
  .transform((v) => v.slice(0, ENQUIRY_LIMITS.email.max))

const phoneField = requiredText(ENQUIRY_MESSAGES.phoneInvalid)
  .pipe(
    z
      .string()
      .refine(safe, ENQUIRY_MESSAGES.unsafe)
      .trim()
      .refine(
        (v) =>
          v === '' ||
          (v.length >= ENQUIRY_LIMITS.phone.min && v.length <= ENQUIRY_LIMITS.phone.max && PHONE_PATTERN.test(v)),
        ENQUIRY_MESSAGES.phoneInvalid,
      ),
  )
  .transform((v) => (v === '' ? null : v.slice(0, ENQUIRY_LIMITS.phone.max)))

const companyField = requiredText(ENQUIRY_MESSAGES.companyLong)
  .pipe(
    z
      .string()
      .refine(safe, ENQUIRY_MESSAGES.unsafe)
      .trim()
      .max(ENQUIRY_LIMITS.company.max, ENQUIRY_MESSAGES.companyLong),
  )
  .transform((v) => (v === '' ? null : v.slice(0, ENQUIRY_LIMITS.company.max)))

const messageField = requiredText(ENQUIRY_MESSAGES.messageShort)
  .pipe(
    z
      .string()
      .refine(safe, ENQUIRY_MESSAGES.unsafe)
      .trim()
      .min(ENQUIRY_LIMITS.message.min, ENQUIRY_MESSAGES.messageShort)
      .max(ENQUIRY_LIMITS.message.max, ENQUIRY_MESSAGES.messageLong),
  )
  .transform((v) => v.slice(0, ENQUIRY_LIMITS.message.max))

const serviceField = z
  .preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(SERVICE_VALUES, { error: ENQUIRY_MESSAGES.serviceInvalid }).optional())
  .transform((v) => v ?? null)

/** The contact page sends first and last name; the name stored is both joined. */
function joinNames(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw
  const input = raw as Record<string, unknown>
  const hasParts = typeof input.firstName === 'string' || typeof input.lastName === 'string'
  if ((input.name === undefined || input.name === null || input.name === '') && hasParts) {
    const parts = [input.firstName, input.lastName].filter((p): p is string => typeof p === 'string')
    return { ...input, name: parts.map((p) => p.trim()).filter(Boolean).join(' ') }
  }
  return input
}

export const enquirySchema = z.preprocess(
  joinNames,
  z.object(
    {
      name: nameField,
      email: emailField,
      phone: phoneField,
      company: companyField,
      message: messageField,
      service_interest: serviceField,
    },
    { error: 'Please send the enquiry as a JSON object' },
  ),
)

export type EnquiryInput = z.input<typeof enquirySchema>
export type Enquiry = z.output<typeof enquirySchema>

/** Each failed check's message once, in field order, the markup rejection last, joined with '. '. */
export function enquiryErrorMessage(error: z.ZodError): string {
  const messages = [...new Set(error.issues.map((i) => i.message))]
  const ordered = [
    ...messages.filter((m) => m !== ENQUIRY_MESSAGES.unsafe),
    ...messages.filter((m) => m === ENQUIRY_MESSAGES.unsafe),
  ]
  return ordered.join('. ')
}

/** Messages per form field, for showing next to the inputs. */
export function enquiryFieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    out[key] = [...new Set([...(out[key] ?? []), issue.message])]
  }
  return out
}

export type EnquiryResult =
  | { success: true; data: Enquiry }
  | { success: false; message: string; fieldErrors: Record<string, string[]> }

export function validateEnquiry(input: unknown): EnquiryResult {
  const parsed = enquirySchema.safeParse(input)
  if (parsed.success) return { success: true, data: parsed.data }
  return { success: false, message: enquiryErrorMessage(parsed.error), fieldErrors: enquiryFieldErrors(parsed.error) }
}
