import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { isUnreadableForm, sentAsForm } from '@/hooks/refuseMalformedRequests'

const graphql = GRAPHQL_POST(config)

/**
 * Payload's GraphQL handler reads the body before it catches errors, so a body that is not valid JSON ended in
 * an empty 500. Such client errors are answered as GraphQL errors with their own status (400 "Invalid JSON"), and
 * so is a body that is not JSON at all (see explainEmptyError). A form Payload's reader cannot take apart (cut
 * short, no boundary, a `_payload` part that is not JSON) throws an error without a status: it is not JSON either.
 */
export const POST = async (request: Request): Promise<Response> => {
  try {
    return explainEmptyError(await graphql(request))
  } catch (error) {
    // Payload's APIError carries the status (duck-typed: the handler may come from another bundle chunk).
    const status = error instanceof Error && 'status' in error && typeof error.status === 'number' ? error.status : 500
    if (status >= 400 && status < 500) {
      return Response.json({ errors: [{ message: (error as Error).message, extensions: { statusCode: status } }] }, { status })
    }
    if (sentAsForm(request.headers.get('content-type')) && isUnreadableForm(error)) return notJson()
    throw error
  }
}
export const OPTIONS = REST_OPTIONS(config)

const POST_ONLY_MESSAGE = 'GraphQL takes POST here: send {"query": "..."} as JSON (Content-Type: application/json).'

/**
 * Any other method (a GET with `?query=`, as some clients send) got Next.js's bare 405 with an empty body. It gets the
 * `Allow` header and a GraphQL error that says what to send.
 */
const postOnly = async (): Promise<Response> =>
  Response.json({ errors: [{ message: POST_ONLY_MESSAGE, extensions: { statusCode: 405 } }] }, { status: 405, headers: { Allow: 'POST, OPTIONS' } })
export const GET = postOnly
export const PUT = postOnly
export const PATCH = postOnly
export const DELETE = postOnly

const NOT_JSON_MESSAGE = 'Send the request as JSON (Content-Type: application/json): an object with a "query" field.'

/**
 * graphql-http answers a body that is not JSON (text/plain, a form, no body at all) with a 415 and an empty body,
 * which leaves a developer guessing. Such an answer gets a GraphQL error that says what to send.
 */
async function explainEmptyError(response: Response): Promise<Response> {
  if (response.status !== 415 || (await response.clone().text()).trim() !== '') return response
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.delete('content-type')
  return notJson(headers)
}

const notJson = (headers?: Headers): Response =>
  Response.json({ errors: [{ message: NOT_JSON_MESSAGE, extensions: { statusCode: 415 } }] }, { status: 415, headers })
