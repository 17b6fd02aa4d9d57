import { defaultLoggerOptions, type Config } from 'payload'

/** Payload's logger settings: pino's options, which Payload hands to pino. */
type LoggerOptions = Extract<NonNullable<Config['logger']>, { options: unknown }>['options']

/** A pino log level's number: 30 info, 50 error. */
const ERROR_LEVEL = 50

/** The HTTP status an error carries, when it is a refusal of the request (4xx) rather than the server's failure. */
function clientErrorStatus(err: unknown): number | undefined {
  if (!err || typeof err !== 'object' || !('status' in err)) return undefined
  const { status } = err as { status: unknown }
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined
}

/**
 * Payload logs every error an API request ends with at level "error", with its stack: a wrong password, a query
 * naming a field that does not exist and an enquiry over the rate limit each wrote some twenty lines, and the
 * server's real failures were hard to find among them. A refusal of the request (a 4xx status) is logged at level
 * "info" in one line ("Refused (400 QueryError): The following path cannot be queried: nosuch"); anything else, 5xx
 * and errors without a status, stays an error with its stack.
 */
export const logMethod: NonNullable<NonNullable<LoggerOptions['hooks']>['logMethod']> = function (args, method, level) {
  const first = args[0] as { err?: unknown } | undefined
  const err = level === ERROR_LEVEL && first && typeof first === 'object' ? first.err : undefined
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
