import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** The environment as src/lib/env.ts reads it when first imported, with these variables set. */
async function envWith(variables: Record<string, string>) {
  vi.resetModules()
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value)
  return (await import('../../src/lib/env')).env
}

beforeEach(() => {
  vi.stubEnv('DATABASE_URL', 'postgres://u:p@127.0.0.1:5432/site')
  vi.stubEnv('PAYLOAD_SECRET', 'a-secret-of-enough-length')
  vi.stubEnv('DATABASE_CONNECT_TIMEOUT_MS', undefined)
  vi.stubEnv('DATABASE_QUERY_TIMEOUT_MS', undefined)
})
afterEach(() => vi.unstubAllEnvs())

describe('environment: the database connection timeout', () => {

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

describe('environment: the database query deadline', () => {

  it('closes a connection whose query is unanswered for 30 s unless told otherwise; 0 turns it off', async () => {
    expect((await envWith({})).DATABASE_QUERY_TIMEOUT_MS).toBe(30_000)
    expect((await envWith({ DATABASE_QUERY_TIMEOUT_MS: '5000' })).DATABASE_QUERY_TIMEOUT_MS).toBe(5000)
    expect((await envWith({ DATABASE_QUERY_TIMEOUT_MS: '0' })).DATABASE_QUERY_TIMEOUT_MS).toBe(0)
  })

  it('refuses to start with a value that is neither 0 nor between 1 s and 10 min, naming the variable', async () => {
    await expect(envWith({ DATABASE_QUERY_TIMEOUT_MS: 'half a minute' })).rejects.toThrow(/Invalid environment:\n {2}- DATABASE_QUERY_TIMEOUT_MS: /)
    await expect(envWith({ DATABASE_QUERY_TIMEOUT_MS: '500' })).rejects.toThrow(
      /DATABASE_QUERY_TIMEOUT_MS: must be 0 \(no limit\) or between 1000 and 600000 milliseconds/,
    )
    await expect(envWith({ DATABASE_QUERY_TIMEOUT_MS: '3600000' })).rejects.toThrow(/DATABASE_QUERY_TIMEOUT_MS: must be 0/)
    await expect(envWith({ DATABASE_QUERY_TIMEOUT_MS: '-1' })).rejects.toThrow(/DATABASE_QUERY_TIMEOUT_MS: must be 0/)
  })
})
