// Plain Node with no dependencies: runs before node_modules exists.
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

const lockHash = () =>
  crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(ROOT, 'package-lock.json')))
    .update(fs.readFileSync(path.join(ROOT, 'package.json')))
    .digest('hex')

/** Installs node modules when they are missing or older than package-lock.json. */
export function ensureDependencies() {
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
    console.error('[setup] npm ci failed: see the messages above.')
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
