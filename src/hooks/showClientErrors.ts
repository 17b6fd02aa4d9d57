import { APIError, FileRetrievalError, type AfterErrorHook } from 'payload'

/**
 * Payload masks the message of any APIError not marked public, its own 4xx errors included: a REST consumer
 * sending broken JSON got "An unknown error occurred." instead of "Invalid JSON". Client errors (4xx) describe
 * the request, not the server, so their own message is shown; server errors (5xx) stay masked.
 */
export const showClientErrors: AfterErrorHook = ({ error, result }) => {
  if (!(error instanceof APIError) || !result) return
  const status = error.status
  if (status < 400 || status >= 500) return
  const first = result.errors?.[0]
  if (!first || first.message === error.message || result.errors.length !== 1) return
  return { response: { ...result, errors: [{ ...first, message: error.message }] }, status }
}

/**
 * An image created from a `url` and `filename` in a JSON body (no file attached) is fetched by Payload; when that
 * fails (an address it refuses, such as one inside this network, or no such file) Payload answers 500 "An unknown
 * error occurred.". The fault is in the request, and Payload's message says what it is.
 */
export const fileRetrievalIsClientError: AfterErrorHook = ({ error }) => {
  if (!(error instanceof FileRetrievalError)) return
  return { response: { errors: [{ message: error.message }] }, status: 400 }
}

/**
 * A password reset or unlock asked with an e-mail that is not text (`{"email": 5}`) was answered "Missing email.",
 * as if none had been sent: Payload's handlers replace such a value with '' before anything else runs. The sign-in's
 * "The email must be text." is said here too (refuseMalformedRequests.ts checks it there).
 */
export const authKeyMustBeText: AfterErrorHook = ({ error, req }) => {
  const missing = error instanceof APIError && error.status === 400 ? /^Missing (email|username)\.$/.exec(error.message)?.[1] : undefined
  if (!missing) return
  const sent = (req?.data as Record<string, unknown> | undefined)?.[missing]
  if (sent === undefined || sent === null || typeof sent === 'string') return
  return { response: { errors: [{ message: `The ${missing} must be text.` }] }, status: 400 }
}
