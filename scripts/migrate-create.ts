/**
 * Writes a migration for the schema changes since the last one: `npm run migrate:create -- <name>`.
 * Uses Payload's own generator from code, because the CLI sometimes exits 0 without doing anything.
 */
import fs from 'node:fs'
import path from 'node:path'

import { getPayload } from 'payload'

import config from '../payload.config'

const name = process.argv[2] || 'migration'
const dir = path.resolve('src/migrations')
const before = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : [])
const indexFile = path.join(dir, 'index.ts')
const indexBefore = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null
const payload = await getPayload({ config })
await payload.db.createMigration({ migrationName: name, payload, forceAcceptWarning: true })
const added = fs.readdirSync(dir).filter((f) => !before.has(f))
if (added.length === 0) {
  payload.logger.error('No migration file was written.')
  process.exit(1)
}
const migration = added.find((f) => f.endsWith('.ts'))
if (migration && !fs.readFileSync(path.join(dir, migration), 'utf8').includes('await db.execute')) {
  for (const f of added) fs.rmSync(path.join(dir, f))
  if (indexBefore !== null) fs.writeFileSync(indexFile, indexBefore)
  // Through Payload's logger, so that it follows Payload's own "Migration created at …" (console.log came before it).
  payload.logger.info(`No schema changes: the empty migration just created (${added.join(', ')}) was removed, nothing to commit.`)
  process.exit(0)
}
payload.logger.info(`Wrote ${added.join(', ')}: commit them with the schema change.`)
process.exit(0)
