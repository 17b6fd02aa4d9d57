import net from 'node:net'

import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { DATABASE_UNREACHABLE_MESSAGE, databaseUnreachable } from '@/hooks/databaseUnreachable'
import { isDatabaseUnreachable } from '@/lib/databaseErrors'
import { NoAnswerError } from '@/lib/databasePool'

import { unusedPort } from '../helpers/ports'

/** What node-pg throws when it cannot reach `url`. */
async function errorConnecting(url: string, options: pg.PoolConfig = {}): Promise<unknown> {
  const pool = new pg.Pool({ connectionString: url, ...options })
  try {
    await pool.query('SELECT 1')
    return undefined
  } catch (error) {
    return error
  } finally {
    await pool.end().catch(() => {})
  }
}

const hook = (error: unknown) => databaseUnreachable({ error } as never)

describe('an API request while the database cannot be reached', () => {
  it('answers 503, try again later, when the database refuses connections', async () => {
    const url = `postgres://u:p@127.0.0.1:${await unusedPort()}/site`
    const refused = await errorConnecting(url)
    expect(refused).toMatchObject({ code: 'ECONNREFUSED' })
    expect(isDatabaseUnreachable(refused, url)).toBe(true)
    // Payload's transactions pass on only the message, in an error of their own.
    const wrapped = new Error(`Error: cannot begin transaction: ${(refused as Error).message}`)
    expect(isDatabaseUnreachable(wrapped, url)).toBe(true)
    expect(isDatabaseUnreachable(refused, url.replace('127.0.0.1', 'localhost'))).toBe(true)
  })

  it('recognises a database that accepts the connection but never answers, once the pool gives up', async () => {
    const silent = net.createServer(() => {}) // takes the connection, says nothing
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    try {
      const url = `postgres://u:p@127.0.0.1:${(silent.address() as net.AddressInfo).port}/site`
      const error = await errorConnecting(url, { connectionTimeoutMillis: 300 })
      expect(isDatabaseUnreachable(error, url)).toBe(true)
    } finally {
      silent.close()
    }
  })

  it('recognises PostgreSQL shutting down or starting up, and a dropped connection', () => {
    const url = 'postgres://u:p@db.internal:5432/site'
    expect(isDatabaseUnreachable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }), url)).toBe(true)
    expect(isDatabaseUnreachable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }), url)).toBe(true)
    expect(isDatabaseUnreachable(new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') }), url)).toBe(true)
    expect(hook(new Error('Connection terminated unexpectedly'))).toEqual({ response: { errors: [{ message: DATABASE_UNREACHABLE_MESSAGE }] }, status: 503 })
    // Over GraphQL the error arrives wrapped (originalError) and the answer is the error's entry in `errors`.
    const graphqlError = Object.assign(new Error('Connection terminated unexpectedly'), { originalError: new Error('Connection terminated unexpectedly') })
    const entry = { message: 'Something went wrong.', path: ['NewsUpdates'], extensions: { name: 'Error', statusCode: 500 } }
    expect(databaseUnreachable({ error: graphqlError, graphqlResult: entry } as never)).toEqual({
      graphqlResult: { message: DATABASE_UNREACHABLE_MESSAGE, path: ['NewsUpdates'], extensions: { name: 'Error', statusCode: 503 } },
    })
  })

  it("recognises a query the site's pool closed the connection of for want of an answer, also in Payload's rethrown BEGIN", () => {
    const url = 'postgres://u:p@db.internal:5432/site'
    const noAnswer = new NoAnswerError(30_000, new Error('Connection terminated'))
    expect(isDatabaseUnreachable(new Error('Failed query: select 1\nparams: ', { cause: noAnswer }), url)).toBe(true)
    // Payload keeps only the message of drizzle's error, which names the statement, not the reason.
    expect(hook(new Error('Error: cannot begin transaction: Failed query: begin\nparams: '))).toEqual({
      response: { errors: [{ message: DATABASE_UNREACHABLE_MESSAGE }] },
      status: 503,
    })
    expect(isDatabaseUnreachable(new Error('Failed query: insert into "faqs" ("question") values ($1)\nparams: x'), url)).toBe(false)
  })

  it('leaves other errors alone: a provider that cannot be reached, a query mistake, a bug', async () => {
    const url = 'postgres://u:p@127.0.0.1:54329/site'
    const provider = Object.assign(new Error(`connect ECONNREFUSED 127.0.0.1:${await unusedPort()}`), { code: 'ECONNREFUSED', address: '127.0.0.1', port: 9 })
    expect(isDatabaseUnreachable(provider, url)).toBe(false)
    expect(isDatabaseUnreachable(new Error('fetch failed', { cause: provider }), url)).toBe(false)
    expect(isDatabaseUnreachable(Object.assign(new Error('column "x" does not exist'), { code: '42703' }), url)).toBe(false)
    expect(isDatabaseUnreachable(new TypeError("Cannot read properties of undefined (reading 'id')"), url)).toBe(false)
    expect(hook(new Error('Something else'))).toBeUndefined()
  })
})
