import { spawn } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const RUNTIME_LIB = path.resolve('scripts/lib/runtime.mjs')

/** A script using onStopSignals, sent `signal` once it is ready; resolves with its exit code and output. */
function stopWith(signal: NodeJS.Signals, options: string): Promise<{ code: number | null; output: string }> {
  const script = `
    const { onStopSignals } = await import(${JSON.stringify(RUNTIME_LIB)})
    onStopSignals(async () => console.log('cleaned up'), ${options})
    console.log('ready')
    setInterval(() => {}, 1000)
  `
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk
    if (output.includes('ready') && !child.killed) child.kill(signal)
  })
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })))
}

describe('a script stopped by Ctrl-C or SIGTERM (onStopSignals)', () => {
  it('cleans up and exits 0 when stopping is the normal end (npm start, npm run dev)', async () => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      const { code, output } = await stopWith(signal, '{}')
      expect(output).toContain('cleaned up')
      expect(code).toBe(0)
    }
  }, 20_000)

  it('cleans up and reports the run as cut short when asked (npm test: 130 for Ctrl-C, 143 for SIGTERM)', async () => {
    expect(await stopWith('SIGINT', '{ failOnSignal: true }')).toEqual({ code: 130, output: 'ready\ncleaned up\n' })
    expect(await stopWith('SIGTERM', '{ failOnSignal: true }')).toEqual({ code: 143, output: 'ready\ncleaned up\n' })
  }, 20_000)
})
