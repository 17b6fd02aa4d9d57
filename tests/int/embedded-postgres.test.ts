import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { freePort, startEmbeddedPostgres } from '../../scripts/lib/postgres.mjs'

const POSTGRES_LIB = path.resolve('scripts/lib/postgres.mjs')

/**
 * A stand-in for `npm start`: starts the cluster in `dataDir`, says "ready", and on SIGINT stops as start.mjs does
 * (announces it, takes a while to stop the web server, then stops PostgreSQL).
 */
function startOwner(dataDir: string, port: number): Promise<ChildProcess> {
  const script = `
    const { startEmbeddedPostgres } = await import(${JSON.stringify(POSTGRES_LIB)})
    const db = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, port: ${port}, log: () => {} })
    process.on('SIGINT', async () => {
      db.announceStop()
      await new Promise((r) => setTimeout(r, 1500))
      db.stop()
      process.exit(0)
    })
    console.log('ready')
    setInterval(() => {}, 1000)
  `
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] })
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child)
    })
    child.on('exit', (code) => reject(new Error(`the owner exited early (${code})`)))
  })
}

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query('SELECT 1 AS one')).rows[0].one as number
  } finally {
    await client.end()
  }
}

describe('the embedded PostgreSQL of npm start', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-pg-owner-'))
  fs.chmodSync(tmp, 0o755)
  const dataDir = path.join(tmp, 'data')
  const stops: (() => void)[] = []

  afterAll(() => {
    for (const stop of stops) stop()
    fs.rmSync(tmp, { recursive: true, force: true })
  })

  it('is shared with a process started beside it, and not with one started while it stops', async () => {
    const port = (await freePort()) as number
    const owner = await startOwner(dataDir, port)
    stops.push(() => owner.kill('SIGKILL'))

    // Beside a running npm start (a migration, say): the same server, left for the owner to stop.
    const beside = await startEmbeddedPostgres({ dataDir, port: 0, log: () => {} })
    expect(beside.shared).toBe(true)
    expect(beside.port).toBe(port)
    expect(await selectOne(beside.url('postgres'))).toBe(1)

    // npm start again right after Ctrl-C: it waits for the stopping owner, then runs a server of its own.
    const exited = new Promise((resolve) => owner.once('exit', resolve))
    owner.kill('SIGINT')
    const ownerFile = `${dataDir}.owner`
    const until = Date.now() + 10_000
    while (!fs.readFileSync(ownerFile, 'utf8').includes('stopping') && Date.now() < until) await new Promise((r) => setTimeout(r, 50))

    const messages: string[] = []
    const next = await startEmbeddedPostgres({ dataDir, port: 0, log: (m: string) => messages.push(m) })
    stops.push(next.stop)
    await exited
    expect(next.shared).toBe(false)
    expect(messages.join('\n')).toMatch(/is stopping the server; waiting/)
    expect(await selectOne(next.url('postgres'))).toBe(1)
  }, 60_000)
})
