import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ensurePortFree } from '../../scripts/lib/runtime.mjs'
import { unusedPort } from '../helpers/ports'
import { secondServer } from '../helpers/secondServer'
import { startScript } from '../helpers/scripts'

/** Runs `node <script>` on `port` until it exits: its exit code and output. */
async function runScript(script: string, port: number): Promise<{ code: number | null; output: string }> {
  const { exited, output } = startScript(script, { ...process.env, PORT: String(port) })
  return { code: await exited, output: output() }
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

  it("npm test's site, whose port it chose itself, says to run again rather than to choose a port", async () => {
    const { startServer } = await import('../../scripts/lib/runtime.mjs')
    const started = startServer({ port, distDir: process.env.TEST_DIST_DIR || '.next-test', quiet: true, command: 'npm test' })
    await expect(started).rejects.toThrow(`Port ${port} of 127.0.0.1, chosen for the site under test before the build, is now in use by another program. Run npm test again`)
    await expect(started).rejects.not.toThrow(/PORT=/)
  })

  it('is checked on the address the site listens on, and passes once the port is free', async () => {
    await expect(ensurePortFree(port)).rejects.toThrow(/already in use/)
    await expect(ensurePortFree(await unusedPort())).resolves.toBeUndefined()
  })
})

describe('npm start when its web server dies', () => {
  it('stops the rest instead of waiting for ever on a server already gone (killed, as by the kernel out of memory)', async () => {
    const server = await secondServer()
    const gone = new Promise((resolve) => server.child.once('exit', resolve))
    server.child.kill('SIGKILL')
    await gone
    // Before, stop() waited for an 'exit' that had already happened: npm start never reached stopping its
    // PostgreSQL, and exited 0 once nothing was left to wait on.
    const stopped = await Promise.race([server.stop().then(() => 'stopped'), new Promise((resolve) => setTimeout(() => resolve('still waiting'), 5_000))])
    expect(stopped).toBe('stopped')
  }, 90_000)
})
