// Plain Node with no dependencies: runs before node_modules exists.
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

// What the installed node_modules follow: the lockfile, package.json, and the fixes to installed packages that
// `npm install` applies after installing (patches/, by patch-package: see docs/architecture.md).
const PATCHES = path.join(ROOT, 'patches')
const lockHash = () => {
  const hash = crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(ROOT, 'package-lock.json')))
    .update(fs.readFileSync(path.join(ROOT, 'package.json')))
  if (fs.existsSync(PATCHES)) for (const name of fs.readdirSync(PATCHES).sort()) hash.update(name).update(fs.readFileSync(path.join(PATCHES, name)))
  return hash.digest('hex')
}

/**
 * What is wrong with running on Node.js `version` when package.json asks for `wanted` (">=20.9.0"), or null. Checked
 * first: an older Node.js otherwise fails later with an error that does not say why (Next.js needs 20.9).
 */
export function nodeVersionProblem(version, wanted) {
  const min = /^>=\s*(\d+)\.(\d+)\.(\d+)$/.exec(wanted?.trim() ?? '')
  if (!min) return null
  const have = version.replace(/^v/, '').split('.').map(Number)
  const need = min.slice(1).map(Number)
  for (let i = 0; i < 3; i++) {
    if (have[i] > need[i]) return null
    if (have[i] < need[i]) {
      return `This needs Node.js ${need.join('.')} or newer; this is ${version}. Install a current Node.js (the LTS) and run it again.`
    }
  }
  return null
}

/** Installs node modules when they are missing or older than package-lock.json. */
export function ensureDependencies() {
  const wanted = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).engines?.node
  const problem = nodeVersionProblem(process.version, wanted)
  if (problem) {
    console.error(`[setup] ${problem}`)
    process.exit(1)
  }
  const stamp = path.join(ROOT, 'node_modules', '.install-stamp')
  const want = lockHash()
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === want) return
  // `npm install` rather than `npm ci`: npm 11 writes lockfiles without other platforms' optional packages
  // and then `npm ci` refuses them; `npm install` follows the lockfile's versions and leaves it unchanged.
  console.log('[setup] Installing node modules (npm install)...')
  const res = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, npm_config_update_notifier: 'false' },
  })
  if (res.status !== 0) {
    console.error('[setup] npm install failed: see the messages above.')
    process.exit(res.status ?? 1)
  }
  fs.writeFileSync(stamp, lockHash())
}

/** Loads KEY=VALUE lines from .env into process.env (without overriding what is already set). */
export function loadDotEnv() {
  const file = path.join(ROOT, '.env')
  if (!fs.existsSync(file)) return
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = line.match(/^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/)
    if (!m || process.env[m[1]] !== undefined) continue
    let value = m[2]
    if (/^(['"]).*\1$/.test(value)) value = value.slice(1, -1)
    process.env[m[1]] = value
  }
}
