import type { AfterErrorHookArgs, AfterErrorResult } from 'payload'

/**
 * An afterError hook's answer with its own message and status, over either API: over GraphQL the error's entry keeps
 * its path and locations and carries the status in `extensions.statusCode`; over REST `{ errors: [{ message }] }`.
 */
export function errorAnswer(message: string, status: number, graphqlResult: AfterErrorHookArgs['graphqlResult']): AfterErrorResult {
  if (graphqlResult) return { graphqlResult: { ...graphqlResult, message, extensions: { ...graphqlResult.extensions, statusCode: status } } }
  return { response: { errors: [{ message }] }, status }
}
