import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { runBin, stopCommands } from '../../scripts/lib/runtime.mjs'

describe('stopping npm start while a command of its own runs (a build, the database preparation)', () => {
  // First: once a test below has stopped the commands, none starts again in this file.
  it('runs a TypeScript script (the seed, the database preparation) as its own child, with no launcher between that a stop could end alone', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-tsx-'))
    const parentFile = path.join(dir, 'parent')
    const script = path.join(dir, 'parent.ts')
    fs.writeFileSync(script, `import fs from 'node:fs'\nconst parent: number = process.ppid\nfs.writeFileSync(${JSON.stringify(parentFile)}, String(parent))\n`)
    const result = await runBin('tsx', [script], { quiet: true })
    expect(result.code, result.output).toBe(0)
    // tsx's own command started the script as a child of its own: a SIGTERM that reached that command before it passed
    // signals on ended it and left the script running, orphaned (the seed of npm run dev, twice in CI).
    expect(Number(fs.readFileSync(parentFile, 'utf8'))).toBe(process.pid)
    fs.rmSync(dir, { recursive: true, force: true })
  }, 20_000)

  it('stops that command too, instead of leaving it running on its own', async () => {
    // A command that never ends by itself, as a long build.
    const finished = runBin('tsx', ['-e', 'setInterval(() => {}, 1000)'], { quiet: true })
    await new Promise((resolve) => setTimeout(resolve, 500))
    await stopCommands()
    // Ended (without the stop it would run until the test times out), and not as a success.
    const result = await finished
    expect(result.code).not.toBe(0)
  }, 20_000)

  it('does nothing when no command runs', async () => {
    await expect(stopCommands()).resolves.toBeUndefined()
  })

  it('starts no command once stopping (the script\'s next step would outlive it)', async () => {
    const marker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ca-stop-')), 'ran')
    await stopCommands()
    const result = await runBin('tsx', ['-e', `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran')`], { quiet: true })
    expect(result.code).toBe(1)
    expect(result.output).toMatch(/not started: stopping/)
    expect(fs.existsSync(marker)).toBe(false)
  })
})
