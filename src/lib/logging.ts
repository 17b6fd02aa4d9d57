import { defaultLoggerOptions, type Config } from 'payload'

import { databaseUnreachableCause } from './databaseErrors'

/** Payload's logger settings: pino's options, which Payload hands to pino. */
type LoggerOptions = Extract<NonNullable<Config['logger']>, { options: unknown }>['options']

/** A pino log level's number: 30 info, 50 error. */
const ERROR_LEVEL = 50

/** The HTTP status an error carries, when it is a refusal of the request (4xx) rather than the server's failure. */
export function clientErrorStatus(err: unknown): number | undefined {
  if (!err || typeof err !== 'object' || !('status' in err)) return undefined
  const { status } = err as { status: unknown }
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined
}

/** The query a failed database call was running, as drizzle names it ("Failed query: select ...\nparams: ..."). */
function failedQuery(err: unknown): string | undefined {
  const query = (err as { query?: unknown }).query
  if (typeof query === 'string') return query
  const message = (err as { message?: unknown }).message
  return typeof message === 'string' ? /^Failed query: (.*)$/m.exec(message)?.[1] : undefined
}

/**
 * One line for a failure to reach the database: "Error in job queue cron job handler: the database cannot be reached
 * (Connection terminated due to connection timeout) during select ...". Its stack says nothing more, and while the
 * database is down every request and every minute's job run logged some fifty lines of it.
 */
export function databaseUnreachableLine(err: unknown, cause: Error, context?: string): string {
  const query = failedQuery(err)
  const during = query ? ` during ${query.length > 160 ? `${query.slice(0, 160)}...` : query}` : ''
  return `${context ? `${oneLine(context)}: the` : 'The'} database cannot be reached (${oneLine(cause.message)})${during}`
}

/** A message as one line: drizzle's "Failed query: ...\nparams: ..." without its parameters (the query is said once). */
function oneLine(message: string): string {
  return message.replace(/\nparams:[\s\S]*$/, '').replace(/\s*\n\s*/g, ' ')
}

/**
 * Payload logs every error an API request ends with at level "error", with its stack: a wrong password, a query
 * naming a field that does not exist and an enquiry over the rate limit each wrote some twenty lines, and the
 * server's real failures were hard to find among them. A refusal of the request (a 4xx status) is logged at level
 * "info" in one line ("Refused (400 QueryError): The following path cannot be queried: nosuch"); anything else, 5xx
 * and errors without a status, stays an error with its stack, except that the database being unreachable is one
 * line (databaseUnreachableLine).
 */
export const logMethod: NonNullable<NonNullable<LoggerOptions['hooks']>['logMethod']> = function (args, method, level) {
  const first = args[0] as { err?: unknown; msg?: unknown } | undefined
  const err = level === ERROR_LEVEL && first && typeof first === 'object' ? first.err : undefined
  const unreachable = err === undefined ? undefined : databaseUnreachableCause(err)
  if (unreachable) {
    const context = typeof first?.msg === 'string' ? first.msg : typeof args[1] === 'string' ? args[1] : undefined
    return method.apply(this, [databaseUnreachableLine(err, unreachable, context)])
  }
  const status = clientErrorStatus(err)
  if (status === undefined) return method.apply(this, args)
  const { name, message } = err as { name?: unknown; message?: unknown }
  this.info(`Refused (${status}${typeof name === 'string' && name ? ` ${name}` : ''}): ${String(message)}`)
}

/** Payload's own logger (pretty, to standard output), with client errors logged as information. */
export const payloadLogger: NonNullable<Config['logger']> = {
  options: { hooks: { logMethod } },
  destination: defaultLoggerOptions,
}
