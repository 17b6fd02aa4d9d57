import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** The environment as src/lib/env.ts reads it when first imported, with these variables set. */
async function envWith(variables: Record<string, string>) {
  vi.resetModules()
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value)
  return (await import('../../src/lib/env')).env
}

describe('environment: the database connection timeout', () => {
  beforeEach(() => {
    vi.stubEnv('DATABASE_URL', 'postgres://u:p@127.0.0.1:5432/site')
    vi.stubEnv('PAYLOAD_SECRET', 'a-secret-of-enough-length')
    vi.stubEnv('DATABASE_CONNECT_TIMEOUT_MS', undefined)
  })
  afterEach(() => vi.unstubAllEnvs())

  it('gives up on a connection after 10 s unless told otherwise', async () => {
    expect((await envWith({})).DATABASE_CONNECT_TIMEOUT_MS).toBe(10_000)
    expect((await envWith({ DATABASE_CONNECT_TIMEOUT_MS: '30000' })).DATABASE_CONNECT_TIMEOUT_MS).toBe(30_000)
  })

  it('refuses to start with a value that is not a number of milliseconds between 1 s and 2 min, naming the variable', async () => {
    await expect(envWith({ DATABASE_CONNECT_TIMEOUT_MS: 'ten seconds' })).rejects.toThrow(/Invalid environment:\n {2}- DATABASE_CONNECT_TIMEOUT_MS: /)
    await expect(envWith({ DATABASE_CONNECT_TIMEOUT_MS: '10' })).rejects.toThrow(/DATABASE_CONNECT_TIMEOUT_MS: Too small: expected number to be >=1000/)
    await expect(envWith({ DATABASE_CONNECT_TIMEOUT_MS: '600000' })).rejects.toThrow(/DATABASE_CONNECT_TIMEOUT_MS: Too big: expected number to be <=120000/)
  })
})
