#!/usr/bin/env node
// `npm run dev`: hot reload against a development database of its own (`<db>_dev`), whose schema Payload pushes
// on change. It is kept apart from the migrated database that `npm start` uses: a pushed database cannot take
// migrations afterwards.
import { ensureDependencies, loadDotEnv } from './lib/deps.mjs'

loadDotEnv()
ensureDependencies()

const path = await import('node:path')
const { DATA_DIR, ensurePortFree, ensureSecret, onStopSignals, runBin, stopCommands, withDatabase } = await import('./lib/runtime.mjs')
const { databaseName, ensureDatabase, startEmbeddedPostgres } = await import('./lib/postgres.mjs')

ensureSecret()
const port = Number(process.env.PORT || 3000)
// Said at once rather than by next dev after the schema push and the seed.
await ensurePortFree(port, '0.0.0.0', 'npm run dev').catch((err) => {
  console.error(`[dev] ${err.message}`)
  process.exit(1)
})
// Ctrl-C or SIGTERM: stop what runs (the seed, next dev), then (onStopSignals) the database, even one still starting.
// A terminal's Ctrl-C reaches next dev anyway; a SIGTERM or SIGINT sent to this process alone (a process manager,
// `kill`) left next dev serving and the database running on their own.
const { stop: shutdown } = onStopSignals(() => stopCommands())
let url
if (process.env.DATABASE_URL) {
  const devName = `${databaseName(process.env.DATABASE_URL)}_dev`
  await ensureDatabase(process.env.DATABASE_URL, devName)
  url = withDatabase(process.env.DATABASE_URL, devName)
} else {
  const server = await startEmbeddedPostgres({ dataDir: path.join(DATA_DIR, 'postgres') })
  await ensureDatabase(server.url('postgres'), 'ca_site_dev')
  url = server.url('ca_site_dev')
}
const env = { DATABASE_URL: url, DB_PUSH: 'true' }
// Seed through the same code as npm start, with the schema pushed instead of migrated.
await runBin('tsx', ['scripts/seed-dev.ts'], { env })
const { code } = await runBin('next', ['dev', '-p', String(port)], { env })
await shutdown(code)
