import { RANK } from '../constants'
import type { RankLookup, RankProvider } from './types'

export type RefreshOutcome =
  | { keyword: string; ok: true; lookup: RankLookup }
  | { keyword: string; ok: false; error: string }

export type RefreshPlan = {
  limit?: number
  chunkSize?: number
  pauseBetweenChunksMs?: number
  pauseBetweenRetriesMs?: number
  competitorDomains?: string[]
  sleep?: (ms: number) => Promise<void>
  onChunk?: (done: number, total: number) => Promise<void> | void
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))
const message = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500)

/**
 * Looks up at most 100 keywords in chunks of 20 with 250 ms between chunks (spec 03 section 9). A chunk that
 * fails is retried one keyword at a time with 150 ms between; a keyword that still fails is an error outcome,
 * and the run goes on.
 */
export async function refreshInChunks(provider: RankProvider, keywords: string[], plan: RefreshPlan = {}): Promise<RefreshOutcome[]> {
  const {
    limit = RANK.maxPerRun,
    chunkSize = RANK.chunkSize,
    pauseBetweenChunksMs = RANK.pauseBetweenChunksMs,
    pauseBetweenRetriesMs = RANK.pauseBetweenRetriesMs,
    competitorDomains,
    sleep = defaultSleep,
    onChunk,
  } = plan
  const todo = keywords.slice(0, limit)
  const outcomes: RefreshOutcome[] = []
  for (let i = 0; i < todo.length; i += chunkSize) {
    if (i > 0) await sleep(pauseBetweenChunksMs)
    const chunk = todo.slice(i, i + chunkSize)
    try {
      const lookups = await provider.lookup(chunk, { competitorDomains })
      const byKeyword = new Map(lookups.map((l) => [l.keyword, l]))
      for (const keyword of chunk) {
        const lookup = byKeyword.get(keyword)
        outcomes.push(lookup ? { keyword, ok: true, lookup } : { keyword, ok: false, error: 'No answer for this keyword' })
      }
    } catch {
      for (const [j, keyword] of chunk.entries()) {
        if (j > 0) await sleep(pauseBetweenRetriesMs)
        try {
          const [lookup] = await provider.lookup([keyword], { competitorDomains })
          outcomes.push(lookup ? { keyword, ok: true, lookup } : { keyword, ok: false, error: 'No answer for this keyword' })
        } catch (err) {
          outcomes.push({ keyword, ok: false, error: message(err) })
        }
      }
    }
    await onChunk?.(Math.min(i + chunkSize, todo.length), todo.length)
  }
  return outcomes
}
