import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { freePort, startEmbeddedPostgres } from '../../scripts/lib/postgres.mjs'
import { accepts } from '../helpers/ports'

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

/** A new temporary folder for a cluster, which the `postgres` user (the server's, as root) can reach. */
function clusterFolder(prefix: string): string {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  fs.chmodSync(tmp, 0o755)
  return tmp
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
  const tmp = clusterFolder('ca-pg-owner-')
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

const RUNTIME_LIB = path.resolve('scripts/lib/runtime.mjs')

/**
 * A stand-in for `npm start` up to its database: its stop handling (onStopSignals), then resolveDatabase on the
 * cluster in `dataDir`. With `signalWhenStarted`, it sends itself SIGTERM the moment the server has started, so the
 * signal is handled while resolveDatabase still awaits (creating the database), before the script holds the server.
 */
function startSite(dataDir: string, port: number, { signalWhenStarted = false, detached = false } = {}): ChildProcess {
  const script = `
    const { onStopSignals, resolveDatabase } = await import(${JSON.stringify(RUNTIME_LIB)})
    const log = console.log
    console.log = (...parts) => {
      if (${signalWhenStarted} && String(parts[0]).includes('Running on')) process.kill(process.pid, 'SIGTERM')
    }
    const { stop } = onStopSignals(async () => {})
    try {
      await resolveDatabase({ dir: ${JSON.stringify(dataDir)}, db: 'stand_in', port: ${port} })
      log('ready')
    } catch (err) {
      log(String(err))
      await stop(1)
    }
    setInterval(() => {}, 1000)
  `
  // Without DATABASE_URL, as on a machine where npm start runs its own PostgreSQL (the test runner sets one).
  const env = { ...process.env }
  delete env.DATABASE_URL
  return spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'], detached, env })
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)))

/** Whether a PostgreSQL still runs on `dataDir`: its postmaster.pid is there (removed when it stops) or its port answers. */
async function serverRuns(dataDir: string, port: number): Promise<boolean> {
  return fs.existsSync(path.join(dataDir, 'postmaster.pid')) || accepts(port)
}

/** Stops a server a failing test left running, so it does not outlive the run (npm start's own way: restart, stop). */
async function stopLeftover(dataDir: string) {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) (await startEmbeddedPostgres({ dataDir, port: 0, log: () => {} })).stop()
}

describe('stopping npm start while its embedded PostgreSQL starts', () => {
  const tmp = clusterFolder('ca-pg-starting-')
  // A cluster each, so that a server one test leaves running cannot decide the other.
  const dataDirs = ['held', 'pg_ctl'].map((name) => path.join(tmp, name))

  afterAll(async () => {
    for (const dataDir of dataDirs) await stopLeftover(dataDir)
    fs.rmSync(tmp, { recursive: true, force: true })
  })

  it('stops the server when the signal comes before the script holds it', async () => {
    const dataDir = dataDirs[0]
    const port = (await freePort()) as number
    const site = startSite(dataDir, port, { signalWhenStarted: true })
    try {
      expect(await exitOf(site)).toBe(0)
      // It did run (so the check below is not vacuous), and is gone.
      expect(fs.readFileSync(`${dataDir}.log`, 'utf8')).toMatch(/ready to accept connections/)
      expect(await serverRuns(dataDir, port)).toBe(false)
      expect(fs.existsSync(`${dataDir}.owner`)).toBe(false)
    } finally {
      site.kill('SIGKILL')
    }
  }, 90_000)

  it('stops the server when a Ctrl-C reaches the whole group while pg_ctl starts it', async () => {
    const dataDir = dataDirs[1]
    const port = (await freePort()) as number
    // Its own process group, as a terminal's: the SIGINT reaches pg_ctl too, which dies and leaves the server it
    // launched (in a session of its own) running. Sent as soon as that server writes its log.
    const site = startSite(dataDir, port, { detached: true })
    try {
      const logFile = `${dataDir}.log`
      const until = Date.now() + 60_000
      let starting = false
      while (!starting && Date.now() < until && site.exitCode === null) {
        starting = fs.existsSync(logFile) && fs.statSync(logFile).size > 0
        if (!starting) await new Promise((resolve) => setTimeout(resolve, 10))
      }
      expect(starting).toBe(true)
      process.kill(-site.pid!, 'SIGINT')
      await exitOf(site)
      expect(await serverRuns(dataDir, port)).toBe(false)
    } finally {
      site.kill('SIGKILL')
    }
  }, 90_000)
})

describe('the embedded PostgreSQL after an upgrade to a new major version', () => {
  it('says what to do with data the new version cannot open, instead of only its log', async () => {
    const tmp = clusterFolder('ca-pg-upgrade-')
    const dataDir = path.join(tmp, 'data')
    try {
      const first = await startEmbeddedPostgres({ dataDir, port: 0, log: () => {} })
      first.stop()
      // As a cluster made by the previous major version looks to the new one.
      const major = Number(fs.readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8'))
      fs.writeFileSync(path.join(dataDir, 'PG_VERSION'), `${major - 1}\n`)
      const failure = await startEmbeddedPostgres({ dataDir, port: 0, log: () => {} }).then(
        () => 'started',
        (err: Error) => err.message,
      )
      expect(failure).toContain(`The data in ${dataDir} was made by PostgreSQL ${major - 1}; the embedded PostgreSQL is now ${major}.`)
      expect(failure).toContain(`move ${dataDir} and ${dataDir}.password aside`)
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('the embedded PostgreSQL whose recorded owner was killed and its PID given to another program', () => {
  it('is restarted, not shared with a process that will never stop it', async () => {
    const tmp = clusterFolder('ca-pg-pid-')
    const dataDir = path.join(tmp, 'data')
    const first = await startEmbeddedPostgres({ dataDir, port: 0, log: () => {} })
    // As an npm start killed with SIGKILL leaves it, its PID since reused: PID 1 runs, but was not started then.
    fs.writeFileSync(`${dataDir}.owner`, JSON.stringify({ pid: 1, started: 'another time', port: first.port }))
    const messages: string[] = []
    const next = await startEmbeddedPostgres({ dataDir, port: 0, log: (m: string) => messages.push(m) })
    try {
      expect(next.shared).toBe(false)
      expect(messages.join('\n')).toMatch(/left running by an earlier run; restarting it/)
      expect(await selectOne(next.url('postgres'))).toBe(1)
    } finally {
      // Shared (the failure this test is for), `next` cannot stop it: the first handle can.
      const running = next.shared ? first : next
      running.stop()
      fs.rmSync(tmp, { recursive: true, force: true })
    }
  }, 60_000)
})
