#!/usr/bin/env node
// Runs a command with DATABASE_URL and PAYLOAD_SECRET set, starting the embedded PostgreSQL when needed.
// Example: node scripts/with-db.mjs tsx scripts/migrate-create.ts add-news-updates
import { spawn } from 'node:child_process'

import { ensureDependencies, loadDotEnv } from './lib/deps.mjs'

loadDotEnv()
ensureDependencies()
const { ensureSecret, resolveDatabase, tsxCommand } = await import('./lib/runtime.mjs')
const { stopOwnServers } = await import('./lib/postgres.mjs')
const { payloadScriptEnv } = await import('./lib/payload-node-options.mjs')
ensureSecret()
let child
// Pass Ctrl-C and termination on to the command, then stop the database once it has exited; before the command
// starts, stop the database (it may be starting) and leave.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (child) return child.kill(signal)
    stopOwnServers()
    process.exit(1)
  })
}
const db = await resolveDatabase({ dir: process.env.WITH_DB_DIR || 'postgres', db: process.env.WITH_DB_NAME || 'ca_site' })
const [cmd, ...args] = process.argv.slice(2)
// The commands run here load the Payload config (the Payload CLI, tsx scripts). A tsx script runs as runBin runs it:
// in one Node process, with no launcher between that a stop could end alone.
const [command, commandArgs] = cmd === 'tsx' ? tsxCommand(args) : [cmd, args]
child = spawn(command, commandArgs, { stdio: 'inherit', env: payloadScriptEnv({ ...process.env, DATABASE_URL: db.url }) })
child.on('exit', (code, signal) => {
  db.stop()
  process.exit(code ?? (signal ? 1 : 0))
})
