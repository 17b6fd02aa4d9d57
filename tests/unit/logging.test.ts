import { APIError, AuthenticationError, QueryError } from 'payload'
import { describe, expect, it } from 'vitest'

import { NoAnswerError } from '@/lib/databasePool'
import { logMethod } from '@/lib/logging'

const LEVEL_NAMES: Record<number, string> = { 30: 'info', 40: 'warn', 50: 'error' }

/** Runs the hook as pino would for one call at `level`, and returns what reached the log, at which level. */
function log(level: number, ...args: unknown[]): [string, unknown[]][] {
  const written: [string, unknown[]][] = []
  const logger = { info: (...infoArgs: unknown[]) => written.push(['info', infoArgs]) }
  const method = (...methodArgs: unknown[]) => written.push([LEVEL_NAMES[level]!, methodArgs])
  logMethod.call(logger as never, args as never, method as never, level)
  return written
}

describe('the server log', () => {
  it('writes a refused request (4xx) as one line of information instead of an error with its stack', () => {
    expect(log(50, { err: new QueryError([{ path: 'nosuch' }]) })).toEqual([['info', ['Refused (400 QueryError): The following path cannot be queried: nosuch']]])
    expect(log(50, { err: new AuthenticationError() })).toEqual([['info', ['Refused (401 AuthenticationError): The email or password provided is incorrect.']]])
    expect(log(50, { err: new APIError('Too many enquiries from this address.', 429, undefined, true) })).toEqual([
      ['info', ['Refused (429 APIError): Too many enquiries from this address.']],
    ])
  })

  it('keeps the server’s own failures as errors, with the error itself', () => {
    const failure = new APIError('Something went wrong.', 500)
    expect(log(50, { err: failure })).toEqual([['error', [{ err: failure }]]])
    const plain = new TypeError("Cannot read properties of undefined (reading 'id')")
    expect(log(50, { err: plain })).toEqual([['error', [{ err: plain }]]])
    expect(log(50, 'a message')).toEqual([['error', ['a message']]])
  })

  it('writes the database being unreachable as one error line: what was being done, why, and the query', () => {
    // As drizzle and node-pg report a query on a database that took the connection and never answered.
    const timeout = new Error('Connection terminated due to connection timeout', { cause: new Error('Connection terminated unexpectedly') })
    const query = 'select "id", "stats" from "payload_jobs_stats" "payload_jobs_stats" order by "payload_jobs_stats"."created_at" desc limit $1'
    const failed = Object.assign(new Error(`Failed query: ${query}\nparams: 1`, { cause: timeout }), { query, params: [1] })
    expect(log(50, { err: failed, msg: 'Error in job queue cron job handler' })).toEqual([
      ['error', [`Error in job queue cron job handler: the database cannot be reached (Connection terminated due to connection timeout) during ${query}`]],
    ])
    // A request's error (Payload logs it without a message); PostgreSQL shutting down; a long query is cut.
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })
    expect(log(50, { err: shutdown })).toEqual([['error', ['The database cannot be reached (terminating connection due to administrator command)']]])
    const long = Object.assign(new Error('Failed query: x', { cause: timeout }), { query: `select ${'"a", '.repeat(60)}"b" from "news_updates"` })
    expect(log(50, { err: long })[0]![1][0]).toMatch(/^The database cannot be reached \(Connection terminated due to connection timeout\) during select "a", .{140,}\.\.\.$/)
    // A query the site's pool gave up on, and the same failure at a BEGIN as Payload logs and rethrows it (the
    // statement is in its message, with drizzle's parameters line).
    const noAnswer = new NoAnswerError(30_000, new Error('Connection terminated'))
    const begin = Object.assign(new Error('Failed query: begin\nparams: ', { cause: noAnswer }), { query: 'begin', params: [] })
    expect(log(50, { err: begin, msg: 'Error: cannot begin transaction: Failed query: begin\nparams: ' })).toEqual([
      ['error', ['Error: cannot begin transaction: Failed query: begin: the database cannot be reached (no answer within 30 s (DATABASE_QUERY_TIMEOUT_MS); the connection was closed) during begin']],
    ])
    expect(log(50, { err: new Error('Error: cannot begin transaction: Failed query: begin\nparams: ') })).toEqual([
      ['error', ['The database cannot be reached (Error: cannot begin transaction: Failed query: begin)']],
    ])
    // A provider that cannot be reached is the provider's failure, kept whole.
    const provider = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED', address: '127.0.0.1', port: 9 })
    expect(log(50, { err: provider })).toEqual([['error', [{ err: provider }]]])
  })

  it('leaves every other level alone', () => {
    const err = new QueryError([{ path: 'nosuch' }])
    expect(log(40, { err })).toEqual([['warn', [{ err }]]])
    expect(log(30, 'Running 3 jobs.')).toEqual([['info', ['Running 3 jobs.']]])
  })
})
