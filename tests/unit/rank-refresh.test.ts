import { describe, expect, it } from 'vitest'

import { refreshInChunks } from '../../plugins/seo-keywords/lib/ranks/refresh'
import type { RankProvider } from '../../plugins/seo-keywords/lib/ranks/types'

function fakeProvider(failChunksContaining: string[] = [], failAlways: string[] = []) {
  const calls: string[][] = []
  const provider: RankProvider = {
    name: 'serp',
    endpoint: 'fake',
    lookup: async (keywords) => {
      calls.push(keywords)
      if (keywords.some((k) => failAlways.includes(k))) throw new Error(`lookup failed for ${keywords.join(',')}`)
      if (keywords.length > 1 && keywords.some((k) => failChunksContaining.includes(k))) throw new Error('chunk failed')
      return keywords.map((keyword, i) => ({ keyword, position: i + 1 }))
    },
  }
  return { provider, calls }
}

const kws = (n: number) => Array.from({ length: n }, (_, i) => `k${i}`)

describe('rank refresh in chunks (spec 03 section 9)', () => {
  it('checks at most 100 keywords in chunks of 20 with 250 ms between chunks', async () => {
    const { provider, calls } = fakeProvider()
    const sleeps: number[] = []
    const out = await refreshInChunks(provider, kws(130), { sleep: async (ms) => void sleeps.push(ms) })
    expect(out).toHaveLength(100)
    expect(calls.map((c) => c.length)).toEqual([20, 20, 20, 20, 20])
    expect(sleeps).toEqual([250, 250, 250, 250])
    expect(out.every((o) => o.ok)).toBe(true)
  })

  it('retries a failed chunk one keyword at a time with 150 ms between, and records what still fails', async () => {
    const { provider, calls } = fakeProvider(['k3'], ['k5'])
    const sleeps: number[] = []
    const progress: [number, number][] = []
    const out = await refreshInChunks(provider, kws(25), { sleep: async (ms) => void sleeps.push(ms), onChunk: (d, t) => void progress.push([d, t]) })
    expect(calls[0]).toHaveLength(20)
    expect(calls.slice(1, 21).every((c) => c.length === 1)).toBe(true)
    expect(sleeps).toEqual([...Array(19).fill(150), 250])
    const failed = out.filter((o) => !o.ok)
    expect(failed).toEqual([{ keyword: 'k5', ok: false, error: 'lookup failed for k5' }])
    expect(out.filter((o) => o.ok)).toHaveLength(24)
    expect(progress).toEqual([[20, 25], [25, 25]])
  })
})
