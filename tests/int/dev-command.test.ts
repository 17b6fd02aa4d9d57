import { spawnSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

import { accepts, unusedPort } from '../helpers/ports'
import { startScript } from '../helpers/scripts'

/** Commands still running whose command line includes `text`. */
const processes = (text: string) => spawnSync('pgrep', ['-f', text], { encoding: 'utf8' }).stdout.trim()
/** What `ps` says of the processes `pids` (one a line, as `processes` gives them): parent, state, age, command. */
const psOf = (pids: string) =>
  pids ? spawnSync('ps', ['-o', 'pid,ppid,stat,etime,args', '-p', pids.split('\n').join(',')], { encoding: 'utf8' }).stdout : ''

/**
 * `node scripts/dev.mjs` on `port`. With DATABASE_URL set (the test database's server), it uses a `<name>_dev`
 * database there. NODE_ENV as a developer's shell has it, unset: the runner's 'test' or 'production' changes how next
 * dev runs (with 'test' it wrote a wrong path into tsconfig.json).
 */
function startDev(port: number) {
  const env: Record<string, string | undefined> = { ...process.env, PORT: String(port) }
  delete env.NODE_ENV
  const { child: dev, exited, output } = startScript('scripts/dev.mjs', env as NodeJS.ProcessEnv)
  return { dev, exited, output }
}

describe('npm run dev stopped by a SIGTERM sent to it alone (a process manager, `kill`)', () => {
  it('stops next dev with it instead of leaving the development server running on its own', async () => {
    const port = await unusedPort()
    const { dev, exited, output } = startDev(port)
    try {
      // Up once next dev listens (after pushing the schema and seeding, on a new database a minute or two).
      const deadline = Date.now() + 240_000
      while (!(await accepts(port)) && dev.exitCode === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1000))
      expect(await accepts(port), output().slice(-2000)).toBe(true)
      dev.kill('SIGTERM')
      expect(await exited).toBe(0)
      // Without the forwarding, next dev kept serving on this port after npm run dev had gone.
      await expect.poll(() => accepts(port), { timeout: 15_000, interval: 500 }).toBe(false)
    } finally {
      if (dev.exitCode === null) dev.kill('SIGKILL')
    }
  }, 300_000)

  it('while it seeds: stops the seed and starts nothing after it', async () => {
    const port = await unusedPort()
    const { dev, exited, output } = startDev(port)
    try {
      const deadline = Date.now() + 60_000
      while (!processes('scripts/seed-dev.ts') && dev.exitCode === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
      expect(processes('scripts/seed-dev.ts'), output().slice(-2000)).not.toBe('')
      dev.kill('SIGTERM')
      expect(await exited).toBe(0)
      // Seen left over twice in CI, orphaned (tsx's command, then between runBin and the seed, died alone; runBin now
      // starts the seed itself, tests/unit/stop-commands.test.ts): whatever is left is said, with its parent and age.
      const seedLeft = processes('scripts/seed-dev.ts')
      expect(seedLeft, psOf(seedLeft)).toBe('')
      // Before, the seed's end let the script go on to its next step: next dev, started as it exited, served alone.
      expect(processes(`dev -p ${port}`)).toBe('')
    } finally {
      if (dev.exitCode === null) dev.kill('SIGKILL')
      for (const pid of processes(`dev -p ${port}`).split('\n').filter(Boolean)) process.kill(Number(pid), 'SIGKILL')
    }
  }, 120_000)
})
