import { spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ensurePortFree } from '../../scripts/lib/runtime.mjs'
import { unusedPort } from '../helpers/ports'

const ROOT = path.resolve(__dirname, '../..')

/** Runs `node <script>` on `port` until it exits: its exit code and output. */
async function runScript(script: string, port: number): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [script], { cwd: ROOT, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { code, output }
}

describe('npm start and npm run dev on a port another program already uses', () => {
  const other = net.createServer((socket) => socket.end('HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok'))
  let port: number

  beforeAll(async () => {
    port = await unusedPort()
    await new Promise<void>((resolve) => other.listen(port, '0.0.0.0', resolve))
  })
  afterAll(() => new Promise<void>((resolve) => other.close(() => resolve())))

  it('says so at once, with what to do, instead of announcing the other program as the site', async () => {
    const { code, output } = await runScript('scripts/start.mjs', port)
    expect(code, output).toBe(1)
    expect(output).toContain(`Port ${port} is already in use by another program`)
    expect(output).toContain(`PORT=${port + 1} npm start`)
    // Before, it migrated, built, printed "Site: http://localhost:<port>" (the other program answered its check),
    // then the web server died of EADDRINUSE.
    expect(output).not.toContain('Site:')
    expect(output).not.toContain('EADDRINUSE')
  }, 60_000)

  it('npm run dev says so at once too, before pushing the schema and seeding', async () => {
    const { code, output } = await runScript('scripts/dev.mjs', port)
    expect(code, output).toBe(1)
    expect(output).toContain(`Port ${port} is already in use by another program`)
    expect(output).toContain(`PORT=${port + 1} npm run dev`)
    // Before, next dev died of EADDRINUSE after the schema push and the seed.
    expect(output).not.toMatch(/EADDRINUSE|Pulling schema/)
  }, 60_000)

  it('is checked on the address the site listens on, and passes once the port is free', async () => {
    await expect(ensurePortFree(port)).rejects.toThrow(/already in use/)
    await expect(ensurePortFree(await unusedPort())).resolves.toBeUndefined()
  })
})
