#!/usr/bin/env node
// `npm start`: install what is missing, start PostgreSQL when DATABASE_URL is unset, migrate, seed an empty
// database, build when sources changed, and serve on PORT (default 3000). Ctrl-C stops everything cleanly.
import { ensureDependencies, loadDotEnv } from './lib/deps.mjs'

loadDotEnv()
ensureDependencies()

const {
  buildIfStale,
  ensurePortFree,
  ensureSecret,
  existingUsers,
  onStopSignals,
  prepareDatabase,
  resolveDatabase,
  emailHint,
  signInHint,
  startServer,
  stopCommands,
} = await import('./lib/runtime.mjs')

const port = Number(process.env.PORT || 3000)
const host = process.env.HOST || '0.0.0.0'
ensureSecret()

let server
// Stops what runs, then (onStopSignals) the embedded database, even one still starting.
const { stop: shutdown, stopping } = onStopSignals(async () => {
  console.log('\n[start] Stopping...')
  await stopCommands()
  if (server) await server.stop()
})

try {
  // Said at once rather than after the migrations and a build of several minutes (checked again before serving).
  await ensurePortFree(port, host)
  const db = await resolveDatabase()
  process.env.DATABASE_URL = db.url
  // Read before the seed: a database set up earlier keeps its users, whatever ADMIN_EMAIL says now.
  const usersBefore = await existingUsers(db.url)
  await prepareDatabase()
  await buildIfStale()
  server = await startServer({ port, host })
  const base = `http://localhost:${port}`
  console.log(
    [
      '',
      `  Site:   ${base}`,
      `  Admin:  ${base}/admin`,
      `  ${signInHint(usersBefore)}`,
      ...(emailHint() ? [`  ${emailHint()}`] : []),
      '  Press Ctrl-C to stop the site and the database.',
      '',
    ].join('\n'),
  )
  server.child.on('exit', (code, signal) => {
    if (stopping()) return
    // Exit 0 is a stop asked of it (a signal that reached it before this process, as `pkill -f` sends): stop the rest.
    if (code === 0) {
      console.log('[start] The web server was stopped.')
      return shutdown(0)
    }
    console.error(`[start] The web server exited (${signal ? `killed by ${signal}` : `code ${code}`}).`)
    shutdown(code || 1)
  })
} catch (err) {
  // A step cut short by Ctrl-C or SIGTERM fails as it should: no need to say so.
  if (!stopping()) console.error(`[start] ${err instanceof Error ? err.message : err}`)
  await shutdown(1)
}
