import net from 'node:net'

import type { Payload } from 'payload'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { isDatabaseUnreachable } from '../../src/lib/databaseErrors'
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
    payload = await localPayload()
  })

  afterAll(async () => {
    relay?.thaw()
    await payload?.destroy()
    await relay?.close()
    vi.unstubAllEnvs()
  })

  it('makes a request give up instead of waiting for ever, with an error the API answers 503 for, and recovers once it answers again', async () => {
    const faqs = await payload.find({ collection: 'faqs', limit: 1 })
    expect(faqs.totalDocs).toBeGreaterThanOrEqual(0)

    relay.freeze()
    // A connection already open and idle when the database hangs waits with it; the pool closes idle ones after 10 s.
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

  it("uses the pool that logs an idle connection the database ends (the site's own pool, not only the class)", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
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
