import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { runBin, stopCommands } from '../../scripts/lib/runtime.mjs'

describe('stopping npm start while a command of its own runs (a build, the database preparation)', () => {
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
