import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { Kind, parse } from 'graphql'
import { isUnreadableForm, sentAsForm } from '@/hooks/refuseMalformedRequests'

const graphql = GRAPHQL_POST(config)

/**
 * Payload's GraphQL handler reads the body before it catches errors, so a body that is not valid JSON ended in
 * an empty 500. Such client errors are answered as GraphQL errors with their own status (400 "Invalid JSON"), and
 * so is a body that is not JSON at all (see explainEmptyError). A form Payload's reader cannot take apart (cut
 * short, no boundary, a `_payload` part that is not JSON) throws an error without a status: it is not JSON either.
 */
export const POST = async (request: Request): Promise<Response> => {
  const copy = request.clone()
  try {
    return explainEmptyError(await graphql(request), copy)
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

const SUBSCRIPTION_MESSAGE = 'Subscriptions are not offered here: send a query or a mutation.'

/**
 * graphql-http answers a body that is not JSON (text/plain, a form, no body at all) with a 415 and an empty body,
 * which leaves a developer guessing. Such an answer gets a GraphQL error that says what to send. The schema has no
 * subscriptions, and a document with one made Payload's query-complexity rule throw: an empty 500, now a 400.
 */
async function explainEmptyError(response: Response, request: Request): Promise<Response> {
  if ((response.status !== 415 && response.status !== 500) || (await response.clone().text()).trim() !== '') return response
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.delete('content-type')
  if (response.status === 415) return notJson(headers)
  if (!(await asksForSubscription(request))) return response
  return Response.json({ errors: [{ message: SUBSCRIPTION_MESSAGE, extensions: { statusCode: 400 } }] }, { status: 400, headers })
}

async function asksForSubscription(request: Request): Promise<boolean> {
  try {
    const { query } = await request.json()
    return parse(query).definitions.some((node) => node.kind === Kind.OPERATION_DEFINITION && node.operation === 'subscription')
  } catch {
    return false
  }
}

const notJson = (headers?: Headers): Response =>
  Response.json({ errors: [{ message: NOT_JSON_MESSAGE, extensions: { statusCode: 415 } }] }, { status: 415, headers })
