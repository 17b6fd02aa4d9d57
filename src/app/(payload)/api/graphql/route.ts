import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

const graphql = GRAPHQL_POST(config)

/**
 * Payload's GraphQL handler reads the body before it catches errors, so a body that is not valid JSON ended in
 * an empty 500. Such client errors are answered as GraphQL errors with their own status (400 "Invalid JSON").
 */
export const POST = async (request: Request): Promise<Response> => {
  try {
    return await graphql(request)
  } catch (error) {
    // Payload's APIError carries the status (duck-typed: the handler may come from another bundle chunk).
    const status = error instanceof Error && 'status' in error && typeof error.status === 'number' ? error.status : 500
    if (status >= 400 && status < 500) {
      return Response.json({ errors: [{ message: (error as Error).message, extensions: { statusCode: status } }] }, { status })
    }
    throw error
  }
}
export const OPTIONS = REST_OPTIONS(config)
