#!/usr/bin/env node
// `npm run dev`: hot reload against a development database of its own (`<db>_dev`), whose schema Payload pushes
// on change. It is kept apart from the migrated database that `npm start` uses: a pushed database cannot take
// migrations afterwards.
import { ensureDependencies, loadDotEnv } from './lib/deps.mjs'

loadDotEnv()
ensureDependencies()

const path = await import('node:path')
const { DATA_DIR, ensureSecret, runBin, withDatabase } = await import('./lib/runtime.mjs')
const { databaseName, ensureDatabase, startEmbeddedPostgres } = await import('./lib/postgres.mjs')

ensureSecret()
let stop = () => {}
let url
if (process.env.DATABASE_URL) {
  const devName = `${databaseName(process.env.DATABASE_URL)}_dev`
  await ensureDatabase(process.env.DATABASE_URL, devName)
  url = withDatabase(process.env.DATABASE_URL, devName)
} else {
  const server = await startEmbeddedPostgres({ dataDir: path.join(DATA_DIR, 'postgres') })
  await ensureDatabase(server.url('postgres'), 'ca_site_dev')
  url = server.url('ca_site_dev')
  stop = server.stop
}
const env = { DATABASE_URL: url, DB_PUSH: 'true' }
process.on('SIGINT', () => {})
// Seed through the same code as npm start, with the schema pushed instead of migrated.
await runBin('tsx', ['scripts/seed-dev.ts'], { env })
const { code } = await runBin('next', ['dev', '-p', process.env.PORT || '3000'], { env })
stop()
process.exit(code)
