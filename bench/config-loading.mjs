#!/usr/bin/env node
// How often the Payload CLI, loading payload.config.ts through tsx on this Node, finishes its work: runs
// `payload generate:importmap` alternately as our scripts run it (Lexical's export condition named, see
// scripts/lib/payload-node-options.mjs) and without the condition, and prints how many runs of each did nothing
// (exit 0 with no output, the Node 20 stall that condition avoids). Nothing is written unless the import map is
// out of date; no database is contacted (loading the config only checks the settings are set).
// Usage: node bench/config-loading.mjs [--runs 20]   (about 4 s a run on 2 cores)
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { payloadScriptEnv } from '../scripts/lib/payload-node-options.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const runsArg = args[0] === '--runs' ? Number(args[1]) : args.length ? NaN : 20
if (!Number.isInteger(runsArg) || runsArg < 1 || runsArg > 500) {
  console.error('Usage: node bench/config-loading.mjs [--runs N]   (N from 1 to 500)')
  process.exit(2)
}

const base = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL || 'postgres://bench@127.0.0.1:9/bench',
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'bench-secret-of-32-characters-xxx',
  NODE_OPTIONS: (process.env.NODE_OPTIONS ?? '').replace(/(--conditions|-C)[=\s]\S+/g, '').trim(),
}
const ways = [
  { name: 'as our scripts run it (condition named)', env: payloadScriptEnv(base) },
  { name: 'without the condition', env: base },
]
const tally = ways.map(() => ({ finished: 0, nothing: 0, failed: 0, ms: [] }))

console.log(`Node ${process.version}, ${runsArg} runs of each way, alternating`)
for (let i = 0; i < runsArg; i++) {
  ways.forEach((way, w) => {
    const started = performance.now()
    const run = spawnSync(path.join(root, 'node_modules/.bin/payload'), ['generate:importmap'], { cwd: root, env: way.env, encoding: 'utf8', timeout: 120_000 })
    tally[w].ms.push(performance.now() - started)
    if (run.status === 0 && /import map/i.test(run.stdout)) tally[w].finished++
    else if (run.status === 0 && !run.stdout.trim() && !run.stderr.trim()) tally[w].nothing++
    else tally[w].failed++
  })
  process.stdout.write(`\r${i + 1}/${runsArg}`)
}
process.stdout.write('\n')
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
ways.forEach((way, w) => {
  const t = tally[w]
  console.log(`${way.name}: finished ${t.finished}, did nothing ${t.nothing}, failed otherwise ${t.failed}; median ${(median(t.ms) / 1000).toFixed(1)} s a run`)
})
