import net from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { isDatabaseUnreachable } from '../../src/lib/databaseErrors'
import { NoAnswerError, Pool, withoutDeadline } from '../../src/lib/databasePool'

/**
 * A database server that lets clients in (no password, ready for queries) and then never answers a query, as a
 * PostgreSQL that hangs with the connection open does. Counts the connections open on its side.
 */
async function silentDatabase() {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => undefined)
    socket.once('data', () => {
      // AuthenticationOk, then ReadyForQuery (idle); everything after that is read and never answered.
      socket.write(Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0, 0x5a, 0, 0, 0, 5, 0x49]))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  return {
    url: `postgres://u@127.0.0.1:${port}/site`,
    open: () => sockets.size,
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error)

/** Where a query stands after `ms`: answered, failed or still waiting. */
const after = (ms: number, promise: Promise<unknown>) =>
  Promise.race([promise.then(() => 'answered', () => 'failed'), new Promise((resolve) => setTimeout(() => resolve('still waiting'), ms))])

describe('the pool: a query the database leaves unanswered', () => {
  let database: Awaited<ReturnType<typeof silentDatabase>>
  let pool: Pool
  afterEach(async () => {
    await pool?.end().catch(() => undefined)
    await database?.close()
  })

  it('fails after the deadline with an error the site answers 503 for, and its connection is closed', async () => {
    database = await silentDatabase()
    pool = new Pool({ connectionString: database.url, queryDeadlineMillis: 300 })
    const error = await failure(pool.query('SELECT 1'))
    expect(error).toBeInstanceOf(NoAnswerError)
    expect((error as Error).message).toBe('no answer within 0.3 s (DATABASE_QUERY_TIMEOUT_MS); the connection was closed')
    expect(isDatabaseUnreachable(error, database.url)).toBe(true)
    // Closed on both sides: the server would roll back what the connection had begun; the pool keeps nothing.
    await expect.poll(() => database.open()).toBe(0)
    expect(pool.totalCount).toBe(0)
  })

  it('fails every query of a transaction on that connection, the rollback included, and the client is not reused', async () => {
    database = await silentDatabase()
    pool = new Pool({ connectionString: database.url, queryDeadlineMillis: 300 })
    const client = await pool.connect()
    const insert = failure(client.query('INSERT INTO t VALUES (1)'))
    const queued = failure(client.query('SELECT 2'))
    expect(await insert).toBeInstanceOf(NoAnswerError)
    expect(await queued).toBeInstanceOf(NoAnswerError)
    expect(await failure(client.query('ROLLBACK'))).toBeInstanceOf(NoAnswerError)
    client.release()
    expect(pool.totalCount).toBe(0)
  })

  it('drops the connection from the pool even when the caller never releases it (drizzle does not, when BEGIN fails)', async () => {
    database = await silentDatabase()
    const lines: string[] = []
    pool = new Pool({ connectionString: database.url, queryDeadlineMillis: 300, max: 1 }, (line) => lines.push(line))
    const client = await pool.connect()
    const begin = failure(client.query('BEGIN'))
    const waiting = failure(pool.query('SELECT 1'))
    expect(await begin).toBeInstanceOf(NoAnswerError)
    // The one place in the pool is free again: the query waiting for it gets a connection (and its own deadline).
    expect(await waiting).toBeInstanceOf(NoAnswerError)
    await expect.poll(() => pool.totalCount).toBe(0)
    // Not reported as the database ending an idle connection: the failure is the query's, reported with it.
    expect(lines).toEqual([])
  })

  it('reports a COMMIT that failed in one warning line', async () => {
    database = await silentDatabase()
    const lines: string[] = []
    pool = new Pool({ connectionString: database.url, queryDeadlineMillis: 300 }, (line) => lines.push(line))
    const client = await pool.connect()
    expect(await failure(client.query({ text: 'commit', values: [] }))).toBeInstanceOf(NoAnswerError)
    expect(lines).toEqual([
      'A COMMIT failed (no answer within 0.3 s (DATABASE_QUERY_TIMEOUT_MS); the connection was closed); its request is answered with an error.',
    ])
    client.release()
  })

  it('answers callbacks too (how the pool runs its own queries)', async () => {
    database = await silentDatabase()
    pool = new Pool({ connectionString: database.url, queryDeadlineMillis: 300 })
    const error = await new Promise((resolve) => pool.query('SELECT 1', [], (err) => resolve(err)))
    expect(error).toBeInstanceOf(NoAnswerError)
  })

  it('lets a query marked to wait for a lock wait past the deadline, and has no deadline when none is set', async () => {
    database = await silentDatabase()
    pool = new Pool({ connectionString: database.url, queryDeadlineMillis: 200 })
    const waiting = pool.query(withoutDeadline({ text: 'SELECT pg_advisory_lock(1)' }))
    expect(await after(700, waiting)).toBe('still waiting')
    expect(database.open()).toBe(1)

    const untimed = new Pool({ connectionString: database.url })
    try {
      const plain = untimed.query('SELECT 1')
      expect(await after(500, plain)).toBe('still waiting')
      plain.catch(() => undefined)
    } finally {
      waiting.catch(() => undefined)
      await database.close()
      await untimed.end().catch(() => undefined)
    }
  })
})
