import net from 'node:net'

import type { Payload } from 'payload'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { databaseUnreachableCause, isDatabaseUnreachable } from '../../src/lib/databaseErrors'
import { Pool } from '../../src/lib/databasePool'
import { databaseForFile } from '../helpers/database'
import { localPayload } from '../helpers/localPayload'

const db = databaseForFile()

/**
 * A TCP relay to the test database that can hang as a database whose processes are stopped does: its connections stay
 * open, what is sent to it waits in the socket buffers, and nothing comes back until it thaws. New connections are
 * taken but not answered either.
 */
async function hangingRelay(host: string, port: number) {
  const sockets = new Set<net.Socket>()
  let frozen = false
  const server = net.createServer((client) => {
    const upstream = net.connect(port, host)
    for (const [from, to] of [[client, upstream], [upstream, client]] as const) {
      sockets.add(from)
      from.on('data', (chunk) => to.write(chunk))
      from.on('close', () => {
        sockets.delete(from)
        to.destroy()
      })
      from.on('error', () => to.destroy())
      if (frozen) from.pause()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze() {
      frozen = true
      for (const socket of sockets) socket.pause()
    },
    thaw() {
      frozen = false
      for (const socket of sockets) socket.resume()
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

describe('a database that ends idle connections (restarting, failing over, an idle timeout)', () => {
  it('costs one line in the log, not an uncaught exception, and the next query opens a new connection', async () => {
    const lines: string[] = []
    const pool = new Pool({ connectionString: process.env.DATABASE_URL }, (line) => lines.push(line))
    try {
      const first = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
      expect(pool.idleCount).toBe(1)
      await db.query('SELECT pg_terminate_backend($1)', [first.rows[0].pid])
      await vi.waitFor(() => expect(lines).toHaveLength(1), { timeout: 5000 })
      expect(lines[0]).toBe(
        'The database ended an idle connection (terminating connection due to administrator command, 57P01); the next request opens a new one.',
      )
      const next = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
      expect(next.rows[0].pid).not.toBe(first.rows[0].pid)
    } finally {
      await pool.end()
    }
  })
})

describe('a database that ends a connection while a request is using it', () => {
  it('fails that query with the reason, raises no uncaught exception, and the pool forgets the connection even if never released', async () => {
    const lines: string[] = []
    const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 1 }, (line) => lines.push(line))
    try {
      const client = await pool.connect()
      const pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid
      const sleeping = client.query('SELECT pg_sleep(30)').then(() => undefined, (error: unknown) => error)
      await expect.poll(async () => (await db.query(`SELECT state FROM pg_stat_activity WHERE pid = $1`, [pid])).rows[0]?.state).toBe('active')
      await db.query('SELECT pg_terminate_backend($1)', [pid])
      expect(await sleeping).toMatchObject({ code: '57P01' })
      // Not released, as drizzle leaves a client whose BEGIN failed: the one place in the pool is free all the same.
      await expect.poll(() => pool.totalCount).toBe(0)
      const next = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
      expect(next.rows[0].pid).not.toBe(pid)
      expect(lines).toEqual([])
    } finally {
      await pool.end()
    }
  })
})

describe('a COMMIT that fails', () => {
  it('is reported in one warning line', async () => {
    const lines: string[] = []
    const pool = new Pool({ connectionString: process.env.DATABASE_URL }, (line) => lines.push(line))
    try {
      const client = await pool.connect()
      const pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid
      await client.query('BEGIN')
      await client.query('CREATE TEMP TABLE commit_check (n int)')
      await db.query('SELECT pg_terminate_backend($1)', [pid])
      await expect.poll(async () => (await db.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = $1', [pid])).rows[0].n).toBe(0)
      expect(await client.query({ text: 'commit', values: [] }).then(() => undefined, (error: unknown) => error)).toBeInstanceOf(Error)
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/^A COMMIT failed \(.+\); its request is answered with an error\.$/)
      client.release()
    } finally {
      await pool.end()
    }
  })
})

describe('a database that takes connections and never answers', () => {
  let relay: Awaited<ReturnType<typeof hangingRelay>>
  let payload: Payload
  let relayedUrl: string

  beforeAll(async () => {
    const database = new URL(process.env.DATABASE_URL!)
    relay = await hangingRelay(database.hostname, Number(database.port || 5432))
    database.host = `127.0.0.1:${relay.port}`
    relayedUrl = database.toString()
    // Read when the config is loaded, so before it is.
    vi.stubEnv('DATABASE_URL', relayedUrl)
    vi.stubEnv('DATABASE_CONNECT_TIMEOUT_MS', '1000')
    vi.stubEnv('DATABASE_QUERY_TIMEOUT_MS', '1500')
    payload = await localPayload()
  })

  afterAll(async () => {
    relay?.thaw()
    await payload?.destroy()
    await relay?.close()
    vi.unstubAllEnvs()
  })

  it('makes a request on a connection already open give up after the query deadline, and the next one works once it answers again', async () => {
    const faqs = await payload.find({ collection: 'faqs', limit: 1 })
    const pool = (payload.db as unknown as { pool: { idleCount: number; totalCount: number } }).pool
    expect(pool.idleCount).toBeGreaterThan(0)

    relay.freeze()
    // One query (no count), so it takes the open connection. Without the deadline it waits on it until the database
    // answers again: the test times out.
    const readError = await payload.find({ collection: 'faqs', limit: 1, pagination: false }).then(() => undefined, (error: unknown) => error)
    expect(databaseUnreachableCause(readError, relayedUrl)?.message).toBe('no answer within 1.5 s (DATABASE_QUERY_TIMEOUT_MS); the connection was closed')

    relay.thaw()
    const again = await payload.find({ collection: 'faqs', limit: 1 })
    expect(again.totalDocs).toBe(faqs.totalDocs)
  }, 30_000)

  it('rolls back an enquiry whose insert went unanswered: it is not stored when the database gets to it later', async () => {
    const email = `deadline-${Date.now()}@example.com`
    const enquiry = { name: 'Asha Rao', email, message: 'Please call me about GST registration.', service_interest: 'gst' }
    // Entered by a member of staff, whom the enquiry rate limit does not count (this file's runs would reach it).
    const staff = (await payload.find({ collection: 'users', limit: 1, overrideAccess: true, pagination: false })).docs[0]
    const create = () => payload.create({ collection: 'contact-submissions', data: enquiry as never, overrideAccess: true, user: staff })
    try {
      // Another session holds the table, so the insert waits without an answer (a hung database looks the same).
      await db.query('BEGIN')
      await db.query('LOCK TABLE contact_submissions IN ACCESS EXCLUSIVE MODE')
      const writeError = await create().then(() => undefined, (error: unknown) => error)
      expect(isDatabaseUnreachable(writeError, relayedUrl)).toBe(true)
    } finally {
      await db.query('ROLLBACK')
    }
    // The insert runs once the lock is gone, inside a transaction whose connection is closed: PostgreSQL rolls it back
    // and that session ends.
    const inserting = `SELECT count(*)::int AS n FROM pg_stat_activity WHERE state <> 'idle' AND query ILIKE 'insert into "contact_submissions"%'`
    await expect.poll(async () => (await db.query(inserting)).rows[0].n, { timeout: 10_000 }).toBe(0)
    expect((await db.query('SELECT count(*)::int AS n FROM contact_submissions WHERE email = $1', [email])).rows[0].n).toBe(0)
    // And the site goes on: the same enquiry is stored now.
    await create()
    expect((await db.query('SELECT count(*)::int AS n FROM contact_submissions WHERE email = $1', [email])).rows[0].n).toBe(1)
  }, 30_000)

  it('makes a request that needs a new connection give up instead of waiting for ever, with an error the API answers 503 for, and recovers once it answers again', async () => {
    const faqs = await payload.find({ collection: 'faqs', limit: 1 })
    expect(faqs.totalDocs).toBeGreaterThanOrEqual(0)

    relay.freeze()
    // The pool closes idle connections after 10 s; after that each request has to open one.
    const pool = (payload.db as unknown as { pool: { idleCount: number } }).pool
    await vi.waitFor(() => expect(pool.idleCount).toBe(0), { timeout: 15_000, interval: 200 })

    // Without a connection timeout these wait until the database answers again: the test times out.
    const readError = await payload.find({ collection: 'faqs', limit: 1 }).then(() => undefined, (error: unknown) => error)
    expect(readError).toBeInstanceOf(Error)
    expect(isDatabaseUnreachable(readError, relayedUrl)).toBe(true)

    const enquiry = { name: 'Asha Rao', email: 'asha@example.com', message: 'Please call me about GST registration.', service_interest: 'gst' }
    const writeError = await payload
      .create({ collection: 'contact-submissions', data: enquiry as never, overrideAccess: true })
      .then(() => undefined, (error: unknown) => error)
    expect(writeError).toBeInstanceOf(Error)
    expect(isDatabaseUnreachable(writeError, relayedUrl)).toBe(true)

    relay.thaw()
    const again = await payload.find({ collection: 'faqs', limit: 1 })
    expect(again.totalDocs).toBe(faqs.totalDocs)
  }, 45_000)

  it("uses the pool that logs an idle connection the database ends (the site's own pool, not only the class), through Payload's logger", async () => {
    const warn = vi.spyOn(payload.logger, 'warn')
    try {
      const pool = (payload.db as unknown as { pool: pg.Pool }).pool
      const { rows } = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
      await db.query('SELECT pg_terminate_backend($1)', [rows[0].pid])
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^The database ended an idle connection \(terminating connection/)), {
        timeout: 5000,
      })
      expect((await payload.find({ collection: 'faqs', limit: 1 })).docs).toBeDefined()
    } finally {
      warn.mockRestore()
    }
  })
})
