import { spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { unusedPort } from '../helpers/ports'

const ROOT = path.resolve(__dirname, '../..')

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

describe('npm run dev stopped by a SIGTERM sent to it alone (a process manager, `kill`)', () => {
  it('stops next dev with it instead of leaving the development server running on its own', async () => {
    const port = await unusedPort()
    // With DATABASE_URL set (the test database's server), it uses a `<name>_dev` database there. NODE_ENV as a
    // developer's shell has it, unset: the runner's 'test' or 'production' changes how next dev runs (with 'test' it
    // wrote a wrong path into tsconfig.json).
    const env: Record<string, string | undefined> = { ...process.env, PORT: String(port) }
    delete env.NODE_ENV
    const dev = spawn(process.execPath, ['scripts/dev.mjs'], { cwd: ROOT, env: env as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    dev.stdout.on('data', (d) => (output += d))
    dev.stderr.on('data', (d) => (output += d))
    const exited = new Promise<number | null>((resolve) => dev.once('exit', (code) => resolve(code)))
    try {
      // Up once next dev listens (after pushing the schema and seeding, on a new database a minute or two).
      const deadline = Date.now() + 240_000
      while (!(await accepts(port)) && dev.exitCode === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1000))
      expect(await accepts(port), output.slice(-2000)).toBe(true)
      dev.kill('SIGTERM')
      expect(await exited).toBe(0)
      // Without the forwarding, next dev kept serving on this port after npm run dev had gone.
      await expect.poll(() => accepts(port), { timeout: 15_000, interval: 500 }).toBe(false)
    } finally {
      if (dev.exitCode === null) dev.kill('SIGKILL')
    }
  }, 300_000)
})
