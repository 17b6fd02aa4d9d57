import { describe, expect, it } from 'vitest'

import { payloadScriptEnv } from '../../scripts/lib/payload-node-options.mjs'
import { runBin } from '../../scripts/lib/runtime.mjs'

describe('commands that load the Payload config outside Next.js (prepare-db, seed, the Payload CLI)', () => {
  // On Node 20 a module graph holding modules that await at top level (Lexical's per-package wrappers) could stop
  // half evaluated: prepare-db then exited with code 13 and the Payload CLI exited 0 having done nothing.
  it('load the whole config without a single module that awaits at top level', async () => {
    const run = await runBin('tsx', ['tests/helpers/top-level-awaits.ts'], {
      quiet: true,
      // Loading the config connects nowhere; it only checks that these are set.
      env: { DATABASE_URL: 'postgres://probe@127.0.0.1:9/probe', PAYLOAD_SECRET: 'probe-secret-of-32-characters-xx' },
    })
    expect(run.code, run.output).toBe(0)
    const report = JSON.parse(run.output.trim().split('\n').at(-1) ?? '{}')
    expect(report.modules, 'the config, its plugins, Payload and Lexical').toBeGreaterThan(1000)
    expect(report.unparsed).toEqual([])
    expect(report.awaiting).toEqual([])
  }, 60_000)

  it('choose the build Lexical would choose by NODE_ENV, keeping other Node options and a condition already named', () => {
    expect(payloadScriptEnv({ PATH: '/bin' })).toEqual({ PATH: '/bin', NODE_OPTIONS: '--conditions=development' })
    expect(payloadScriptEnv({ NODE_ENV: 'production' }).NODE_OPTIONS).toBe('--conditions=production')
    expect(payloadScriptEnv({ NODE_OPTIONS: '--max-old-space-size=4096' }).NODE_OPTIONS).toBe(
      '--max-old-space-size=4096 --conditions=development',
    )
    expect(payloadScriptEnv({ NODE_ENV: 'production', NODE_OPTIONS: '--conditions=development' }).NODE_OPTIONS).toBe(
      '--conditions=development',
    )
    expect(payloadScriptEnv({ NODE_OPTIONS: '-C production' }).NODE_OPTIONS).toBe('-C production')
    // Other conditions do not pick a Lexical build: ours is added.
    expect(payloadScriptEnv({ NODE_OPTIONS: '--conditions=react-server' }).NODE_OPTIONS).toBe(
      '--conditions=react-server --conditions=development',
    )
  })
})
