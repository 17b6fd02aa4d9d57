/**
 * Loads payload.config.ts the way our scripts and the Payload CLI do (through tsx) and prints, as JSON, how many
 * ES modules Node evaluated, which of them await at top level, and any it could not read.
 * Run by tests/unit/payload-scripts.test.ts through runBin, so with the Node options runBin gives.
 */
import fs from 'node:fs'
import { register } from 'node:module'
import os from 'node:os'
import path from 'node:path'

const out = path.join(os.tmpdir(), `top-level-awaits-${process.pid}.txt`)
fs.writeFileSync(out, '')
register('./top-level-await-hooks.mjs', import.meta.url, { data: { out } })

await import('../../payload.config')

const rows = fs.readFileSync(out, 'utf8').trim().split('\n').filter(Boolean).map((line) => line.split('\t'))
fs.rmSync(out, { force: true })
console.log(
  JSON.stringify({
    modules: rows.length,
    awaiting: rows.filter(([kind]) => kind === 'await').map(([, url]) => url),
    unparsed: rows.filter(([kind]) => kind === 'unparsed').map(([, url, message]) => `${url}: ${message}`),
  }),
)
process.exit(0)
