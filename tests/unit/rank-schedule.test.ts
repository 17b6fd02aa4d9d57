import { afterEach, describe, expect, it, vi } from 'vitest'

/** The rank refresh task as the plugin registers it, with the environment read afresh. */
async function rankTaskWith(rankProvider: string) {
  vi.resetModules()
  vi.stubEnv('DATABASE_URL', 'postgres://u:p@127.0.0.1:5432/site')
  vi.stubEnv('PAYLOAD_SECRET', 'a-secret-of-enough-length')
  vi.stubEnv('RANK_PROVIDER', rankProvider)
  return (await import('../../plugins/seo-keywords/jobs/refreshRanks')).rankRefreshTask
}

describe('the daily rank refresh', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is scheduled at 04:00 on the SEO queue whenever a provider may be used', async () => {
    for (const provider of ['auto', 'gsc', 'serp']) {
      expect((await rankTaskWith(provider)).schedule, provider).toEqual([{ cron: '0 4 * * *', queue: 'seo' }])
    }
  })

  it('is not scheduled when rank tracking is turned off (RANK_PROVIDER=none)', async () => {
    expect((await rankTaskWith('none')).schedule).toEqual([])
  })
})
