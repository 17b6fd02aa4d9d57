import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { isStaffUser } from '../../../src/access'
import { HONEYPOT_FIELD } from '../../../src/lib/enquiry-options'
import { env } from '../../../src/lib/env'
import { clientAddress, createRateLimiter, minutesText, tooManyRequests } from '../../../src/lib/rateLimit'

export const HONEYPOT_MESSAGE = 'Your message could not be sent. Please call or e-mail us instead.'

export const enquiryLimiter = createRateLimiter({ name: 'enquiry', limit: env.ENQUIRY_RATE_LIMIT, windowMs: env.ENQUIRY_RATE_WINDOW_SECONDS * 1000 })

export const rateLimitMessage = (retryAfterSeconds: number): string =>
  `Too many enquiries from your connection. Please try again in ${minutesText(retryAfterSeconds)}, or call us.`

/**
 * Keeps bots from flooding the inbox, on every channel (forms, REST, GraphQL): a filled honeypot is refused,
 * and each address may send ENQUIRY_RATE_LIMIT enquiries per ENQUIRY_RATE_WINDOW_SECONDS (429 beyond).
 * Staff are not limited. The counts live in PostgreSQL, so several instances share them.
 */
export const guardEnquiries: CollectionBeforeOperationHook = async ({ operation, args, req }) => {
  if (operation !== 'create' || isStaffUser(req.user)) return args
  const data = (args.data ?? {}) as Record<string, unknown>
  const trap = data[HONEYPOT_FIELD]
  if (trap !== undefined && trap !== null && String(trap).trim() !== '') {
    req.payload.logger.warn({ msg: 'Enquiry refused: honeypot field filled' })
    throw new APIError(HONEYPOT_MESSAGE, 400, undefined, true)
  }
  const address = clientAddress(req.headers, env.TRUSTED_PROXIES)
  const result = await enquiryLimiter.hit(req.payload, address)
  if (!result.allowed) {
    req.payload.logger.warn({ msg: 'Enquiry refused: rate limit', address })
    throw tooManyRequests(req, result.retryAfterSeconds, rateLimitMessage(result.retryAfterSeconds))
  }
  return args
}
