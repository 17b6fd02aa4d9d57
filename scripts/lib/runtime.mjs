// Shared steps of `npm start`, `npm run dev` and `npm test`. Imported after dependencies are installed.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { ROOT } from './deps.mjs'
import { payloadScriptEnv } from './payload-node-options.mjs'
import {
  announceStopOfOwnServers,
  databaseName,
  ensureDatabase,
  existingUsers,
  startEmbeddedPostgres,
  stopOwnServers,
  tryPort,
  withDatabase,
} from './postgres.mjs'

export const DATA_DIR = path.join(ROOT, '.data')
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name)

/** A PAYLOAD_SECRET for local use, made once and kept in .data/ (git-ignored). */
export function ensureSecret() {
  if (process.env.PAYLOAD_SECRET) return
  const file = path.join(DATA_DIR, 'payload-secret')
  if (!fs.existsSync(file)) {
    fs.mkdirSync(DATA_DIR, { recursive: true })
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 })
    console.log('[setup] PAYLOAD_SECRET is not set: made one for this machine in .data/payload-secret')
  }
  process.env.PAYLOAD_SECRET = fs.readFileSync(file, 'utf8').trim()
}

/**
 * What to tell someone whose DATABASE_URL cannot be used: which server, what went wrong, and the two ways out
 * (a bare "connect ECONNREFUSED 127.0.0.1:5432" said neither). The password never appears.
 */
export function databaseUrlHelp(err, url) {
  let where = 'the server in DATABASE_URL'
  try {
    const u = new URL(url)
    where = `the PostgreSQL server in DATABASE_URL (${u.hostname}:${u.port || 5432})`
  } catch {
    return 'DATABASE_URL is not a valid address: it should look like postgres://user:password@host:5432/database, or unset it to use the embedded PostgreSQL.'
  }
  const reasons = {
    ECONNREFUSED: 'nothing answers there (connection refused)',
    ENOTFOUND: 'that host name is not known',
    ETIMEDOUT: 'it did not answer in time',
    EHOSTUNREACH: 'that host cannot be reached',
    '28P01': 'the password was refused',
    '28000': 'that user may not sign in',
    '42501': 'that user may not create the database',
  }
  const reason = reasons[err?.code] ?? (err instanceof Error ? err.message : String(err))
  return `Could not use ${where}: ${reason}. Start or fix that server, or unset DATABASE_URL to let npm start run its own PostgreSQL.`
}

/**
 * The database to use: DATABASE_URL when set, else an embedded PostgreSQL with data in .data/<dir>.
 * Returns { url, stop }.
 */
export async function resolveDatabase({ dir = 'postgres', db = 'ca_site', port = 54329 } = {}) {
  if (process.env.DATABASE_URL) {
    const url = process.env.DATABASE_URL
    try {
      await ensureDatabase(url, databaseName(url))
    } catch (err) {
      throw new Error(databaseUrlHelp(err, url), { cause: err })
    }
    return { url, stop: () => {}, embedded: false }
  }
  const server = await startEmbeddedPostgres({ dataDir: path.resolve(DATA_DIR, dir), port })
  await ensureDatabase(server.url('postgres'), db)
  return { url: server.url(db), stop: server.stop, embedded: true, server }
}

/** Commands started by runBin that are still running. */
const running = new Set()
/** Set once stopCommands has begun: nothing starts after it (a script's next step would otherwise outlive it). */
let closing = false

/**
 * Stops the commands runBin started that are still running (a build, the database's preparation) and waits for them
 * to exit. A terminal's Ctrl-C reaches them anyway; a SIGTERM sent to npm start alone (a process manager, `kill`)
 * would leave them running: a build that blocks the next one ("Another next build process is already running").
 */
export async function stopCommands(signal = 'SIGTERM', timeoutMs = 10_000) {
  closing = true
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve()
          const timer = setTimeout(() => {
            child.kill('SIGKILL')
            resolve()
          }, timeoutMs)
          child.once('exit', () => {
            clearTimeout(timer)
            resolve()
          })
          child.kill(signal)
        }),
    ),
  )
}

/**
 * Runs `cleanup` once, then stops the embedded PostgreSQL this process started and exits, on Ctrl-C or SIGTERM (sent
 * to the whole terminal group or to this process alone) or when the script calls the returned `stop(code)` itself.
 * `stopping()` says whether that has begun. The database is stopped here rather than by `cleanup` because a signal
 * may come while it starts, before the script holds it. A signal exits with 0 (the way to stop a server), or with
 * 128 + its number when `failOnSignal` (a run cut short, such as the tests, did not succeed).
 */
export function onStopSignals(cleanup, { failOnSignal = false } = {}) {
  let stopping = false
  const stop = async (code = 0) => {
    if (stopping) return
    stopping = true
    // A process begun meanwhile waits for this one rather than sharing a database about to go.
    announceStopOfOwnServers()
    await cleanup()
    stopOwnServers()
    process.exit(code)
  }
  process.on('SIGINT', () => stop(failOnSignal ? 130 : 0))
  process.on('SIGTERM', () => stop(failOnSignal ? 143 : 0))
  return { stop, stopping: () => stopping }
}

// Commands that load payload.config.ts through Node's own module loader (see payload-node-options.mjs).
const LOADS_PAYLOAD_CONFIG = new Set(['tsx', 'payload'])

/**
 * How a command of node_modules/.bin is started (`tsxCommand` also for scripts/with-db.mjs). A TypeScript script
 * runs in Node with tsx's loader (`node --import tsx`, as tsx documents), one process: tsx's own command starts
 * Node again as its child and passes signals on only once it has, so a SIGTERM that reached it between the two
 * killed it and left the script running on its own (seen twice in CI: the seed of `npm run dev`, stopped as it
 * began, orphaned and still seeding).
 */
export const tsxCommand = (args) => [process.execPath, ['--import', 'tsx', ...args]]
const binCommand = (name, args) => (name === 'tsx' ? tsxCommand(args) : [bin(name), args])

/** Runs a command from node_modules/.bin, inheriting output; resolves with its exit code (1 once stopping). */
export function runBin(name, args, { env = {}, quiet = false } = {}) {
  return new Promise((resolve) => {
    if (closing) return resolve({ code: 1, signal: null, output: `${name} not started: stopping` })
    const merged = { ...process.env, ...env }
    const [command, commandArgs] = binCommand(name, args)
    const child = spawn(command, commandArgs, {
      cwd: ROOT,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: LOADS_PAYLOAD_CONFIG.has(name) ? payloadScriptEnv(merged) : merged,
    })
    running.add(child)
    let output = ''
    if (quiet) {
      child.stdout.on('data', (d) => (output += d))
      child.stderr.on('data', (d) => (output += d))
    }
    child.on('exit', (code, signal) => {
      running.delete(child)
      resolve({ code: code ?? (signal ? 1 : 0), signal, output })
    })
  })
}

/** Migrates the database and seeds demo content when it is empty. */
export async function prepareDatabase(env = {}) {
  const { code, signal } = await runBin('tsx', ['scripts/prepare-db.ts'], { env })
  if (code !== 0) throw new Error(`Preparing the database failed (${signal ? `stopped by ${signal}` : `exit code ${code}`}): see the messages above.`)
}

const BUILD_INPUTS = ['src', 'collections', 'plugins', 'public', 'payload.config.ts', 'next.config.mjs', 'package-lock.json', 'patches', 'tsconfig.json', 'postcss.config.mjs']

function newestMtime(p, root = ROOT) {
  const full = path.join(root, p)
  if (!fs.existsSync(full)) return 0
  const st = fs.statSync(full)
  if (!st.isDirectory()) return st.mtimeMs
  let newest = st.mtimeMs
  for (const entry of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(p, entry), root))
  return newest
}

// Settings a build bakes in: the site's address (canonical links, sitemap, Open Graph of prerendered pages; HSTS
// in the response headers), the port it defaults to, and anything public the client bundles inline.
const BUILD_SETTINGS_FILE = 'build-settings.json'
const buildSettings = (env) =>
  Object.fromEntries(
    Object.entries(env)
      .filter(([key, value]) => value !== undefined && (key === 'SERVER_URL' || key === 'PORT' || key.startsWith('NEXT_PUBLIC_')))
      .sort(([a], [b]) => a.localeCompare(b)),
  )

/**
 * Why the build in distDir cannot be served as it is (a sentence), or null when it is current: it must exist,
 * be newer than every source file, and have been made with the same build settings as `env` holds.
 */
export function staleBuildReason(distDir, env, root = ROOT) {
  const stamp = path.join(root, distDir, 'BUILD_ID')
  if (!fs.existsSync(stamp)) return 'there is no build yet'
  const built = fs.statSync(stamp).mtimeMs
  const changed = BUILD_INPUTS.find((p) => newestMtime(p, root) >= built)
  if (changed) return `${changed} changed since the last build`
  let recorded = null
  try {
    recorded = JSON.parse(fs.readFileSync(path.join(root, distDir, BUILD_SETTINGS_FILE), 'utf8'))
  } catch {
    return 'the last build did not record its settings'
  }
  const now = buildSettings(env)
  const differ = [...new Set([...Object.keys(recorded), ...Object.keys(now)])].filter((k) => recorded[k] !== now[k]).sort()
  return differ.length ? `${differ.join(', ')} changed since the last build` : null
}

/** Builds with `next build` unless the build in distDir is current (see staleBuildReason). */
export async function buildIfStale({ distDir = '.next', env = {}, force = false } = {}) {
  const buildEnv = { ...process.env, ...env }
  const reason = force ? 'a fresh build was asked for' : staleBuildReason(distDir, buildEnv)
  if (!reason) {
    console.log(`[build] ${distDir} is up to date.`)
    return
  }
  // Data cached by an earlier build or server (unstable_cache entries in cache/fetch-cache) may come from another
  // database or from rows changed since; prerendering from it would bake stale content into the new build.
  fs.rmSync(path.join(ROOT, distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
  console.log(`[build] Building the site (next build): ${reason}...`)
  const startedAt = new Date()
  const { code } = await runBin('next', ['build'], { env: { NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1', ...env } })
  if (code !== 0) throw new Error('next build failed: see the messages above.')
  recordBuild(distDir, buildEnv, startedAt)
}

/**
 * Notes what a finished build was made with: its settings, and as the BUILD_ID's time the moment the build began
 * (Next.js writes BUILD_ID near the end), so a source file saved while the build ran counts as newer than it.
 */
export function recordBuild(distDir, env, startedAt, root = ROOT) {
  fs.writeFileSync(path.join(root, distDir, BUILD_SETTINGS_FILE), `${JSON.stringify(buildSettings(env), null, 2)}\n`)
  fs.utimesSync(path.join(root, distDir, 'BUILD_ID'), startedAt, startedAt)
}

/**
 * Fails with what to do when `port` of `host` is taken. Checked before the web server starts: otherwise it dies of
 * EADDRINUSE, and the program already there may answer the readiness check in its place.
 */
export async function ensurePortFree(port, host = '0.0.0.0', command = 'npm start') {
  if ((await tryPort(port, host)) !== null) return
  // npm test chooses its sites' port itself (a new one each run): the user has no port to choose.
  const what =
    command === 'npm test'
      ? `Port ${port} of ${host}, chosen for the site under test before the build, is now in use by another program. Run npm test again: it chooses another port each time.`
      : `Port ${port} is already in use by another program (an earlier npm start or npm run dev, say). ` +
        `Stop that program, or choose another port: PORT=${port + 1} ${command}`
  throw new Error(what)
}

/** Starts `next start`; resolves once it answers HTTP. `command`: what started it, for the message when its port is taken. */
export async function startServer({ port, host = '127.0.0.1', distDir = '.next', env = {}, quiet = false, command = 'npm start' }) {
  if (closing) throw new Error('The web server was not started: stopping.')
  await ensurePortFree(port, host, command)
  // scripts/serve.mjs is `next start` plus a trustworthy last X-Forwarded-For entry (the socket's address).
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'serve.mjs')], {
    cwd: ROOT,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1', ...env, PORT: String(port), HOST: host },
  })
  const logs = []
  if (quiet) {
    const keep = (d) => {
      logs.push(String(d))
      if (logs.length > 400) logs.shift()
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
  }
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)))
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const done = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 250))])
    if (done) throw new Error(`The web server exited early.\n${logs.join('')}`)
    try {
      const res = await fetch(`http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}/api/users/me`)
      if (res.status < 500) break
    } catch {
      /* not listening yet */
    }
  }
  return {
    child,
    logs,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref()
      }),
  }
}

export { existingUsers, withDatabase }

/**
 * npm start's line on e-mail when no SMTP server is set: the site then sends none, which is not an error (Payload's
 * own start-up warning said "No email adapter provided" as if it were), but a new installation should know what it
 * means. Null when SMTP_HOST is set.
 * @param {Record<string, string | undefined>} [env]
 */
export function emailHint(env = process.env) {
  if (env.SMTP_HOST) return null
  return 'E-mail is off (SMTP_HOST unset): enquiries are kept in the admin without an e-mail to the firm, and password resets by e-mail are refused.'
}

/**
 * How `npm start` tells its user to sign in. `before`: the database's users before it was prepared (`existingUsers`).
 * None: this start seeded the first users, from ADMIN_EMAIL and ADMIN_PASSWORD or with a password printed above. A
 * database set up earlier keeps its users whatever those settings say now, so the line names its admins instead, and
 * the way back in.
 * @param {{ total: number, admins: string[] }} before
 * @param {Record<string, string | undefined>} [env]
 */
export function signInHint(before, env = process.env) {
  if (before.total === 0) {
    return `Sign in with ${(env.ADMIN_EMAIL || 'admin@example.com').toLowerCase()} and ${
      env.ADMIN_PASSWORD ? 'the ADMIN_PASSWORD you set' : 'the generated password printed above'
    }.`
  }
  const { admins } = before
  const named = admins.length
    ? ` (${admins.slice(0, 3).join(', ')}${admins.length > 3 ? ` and ${admins.length - 3} more` : ''})`
    : ''
  return [
    `Sign in as an admin of this database${named}: it was set up before, so ADMIN_EMAIL and ADMIN_PASSWORD no longer apply.`,
    '  Lost the password? npm run reset-password -- <email>',
  ].join('\n')
}
