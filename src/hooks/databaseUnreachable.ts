import type { AfterErrorHook } from 'payload'

import { isDatabaseUnreachable } from '../lib/databaseErrors'

import { errorAnswer } from './errorAnswer'

// It does not promise that nothing was saved: a connection that drops after a COMMIT was sent may have saved it.
export const DATABASE_UNREACHABLE_MESSAGE = "The site's database cannot be reached just now. Please try again in a few minutes."

/**
 * With the database down, Payload answered every API request 500 "Something went wrong.". The request was fine and
 * the server cannot serve it for a while, so the answer says that: 503, try again later; over GraphQL, the same
 * message on each error with `extensions.statusCode` 503.
 */
export const databaseUnreachable: AfterErrorHook = ({ error, graphqlResult }) => {
  if (isDatabaseUnreachable(error)) return errorAnswer(DATABASE_UNREACHABLE_MESSAGE, 503, graphqlResult)
}
