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
