import { APIError, AuthenticationError, QueryError } from 'payload'
import { describe, expect, it } from 'vitest'

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
    const plain = new Error('connection terminated')
    expect(log(50, { err: plain })).toEqual([['error', [{ err: plain }]]])
    expect(log(50, 'a message')).toEqual([['error', ['a message']]])
  })

  it('leaves every other level alone', () => {
    const err = new QueryError([{ path: 'nosuch' }])
    expect(log(40, { err })).toEqual([['warn', [{ err }]]])
    expect(log(30, 'Running 3 jobs.')).toEqual([['info', ['Running 3 jobs.']]])
  })
})
