import { afterEach, describe, expect, it, vi } from 'vitest'

import { createTagSync, PAGE_CACHE_TAGS_TABLE } from '@/lib/pageCacheHandler.mjs'
import { PAGE_CACHE_TAGS_TABLE as SCHEMA_TABLE } from '@/lib/pageCacheTags'

// What another instance's server wrote to the page_cache_tags table, as the read query answers it.
type Row = { tag: string; stale: number | null; expired: number | null; written_at: number; origin: string; version: number }

/** A database answering the sync's reads with `answers` in turn (an Error is thrown), recording what it was sent. */
function database(answers: Array<{ read_at: string; rows: Row[] } | Error>) {
  const sent: Array<{ text: string; values?: unknown[] }> = []
  const query = async (text: string, values?: unknown[]) => {
    sent.push({ text, values })
    if (text.startsWith('INSERT')) return { rows: [] }
    const answer = answers.shift()
    if (!answer) throw new Error('no answer left')
    if (answer instanceof Error) throw answer
    return { rows: [answer] }
  }
  return { query, sent }
}

const row = (tag: string, at: number, version: number, origin = 'other-server'): Row => ({ tag, stale: at, expired: at, written_at: at, origin, version })

afterEach(() => vi.restoreAllMocks())

describe('the page cache sync between instances', () => {
  it('uses the table the schema (and so the migrations) create', () => {
    expect(PAGE_CACHE_TAGS_TABLE).toBe(SCHEMA_TABLE)
  })

  it('takes the expiries made before it started as they are, then moves later ones onto its own clock', async () => {
    const manifest = new Map<string, { stale?: number; expired?: number }>()
    const { query, sent } = database([
      { read_at: '2026-12-01 10:00:00+00', rows: [row('careers', 1_000, 1)] },
      // Another server expired 'blog' at 50 000 on its clock; this one reads it at 90 000 on its own.
      { read_at: '2026-12-01 10:00:02+00', rows: [row('careers', 1_000, 1), row('blog', 50_000, 2)] },
    ])
    const sync = createTagSync({ query, origin: 'this-server', manifest, clock: () => 90_000 })
    expect(await sync.read()).toBe(1)
    expect(manifest.get('careers')).toEqual({ stale: 1_000, expired: 1_000 })
    // The first read asks for every row; the next for those changed since the database's time at the first.
    expect(sent[0].values).toEqual([null])
    expect(await sync.read()).toBe(1)
    expect(sent[1].values).toEqual(['2026-12-01 10:00:00+00'])
    expect(manifest.get('blog')).toEqual({ stale: 90_000, expired: 90_000 })
    // The row read a second time (the read looks back 30 s) was not applied again.
    expect(manifest.get('careers')).toEqual({ stale: 1_000, expired: 1_000 })
  })

  it('applies a tag expired again (a newer version), and skips the rows this server wrote itself', async () => {
    const manifest = new Map<string, { stale?: number; expired?: number }>([['faq', { stale: 10, expired: 10 }]])
    const { query } = database([
      { read_at: 'a', rows: [] },
      { read_at: 'b', rows: [row('faq', 5_000, 7, 'this-server'), row('careers', 6_000, 8)] },
      { read_at: 'c', rows: [row('careers', 6_000, 8), row('careers', 7_000, 9)] },
    ])
    const sync = createTagSync({ query, origin: 'this-server', manifest, clock: () => 8_000 })
    await sync.read()
    expect(await sync.read()).toBe(1)
    expect(manifest.get('faq')).toEqual({ stale: 10, expired: 10 })
    expect(manifest.get('careers')).toEqual({ stale: 8_000, expired: 8_000 })
    expect(await sync.read()).toBe(1)
    // Version 9, written 1 s after version 8 on the writer's clock, read at the same local time: dated now, and
    // a date is never moved back.
    expect(manifest.get('careers')).toEqual({ stale: 8_000, expired: 8_000 })
  })

  it('keeps an expiry set in the future that far ahead of the time it is read', async () => {
    const manifest = new Map<string, { stale?: number; expired?: number }>()
    const { query } = database([{ read_at: 'a', rows: [] }, { read_at: 'b', rows: [{ tag: 'blog', stale: 100, expired: 60_100, written_at: 100, origin: 'x', version: 3 }] }])
    const sync = createTagSync({ query, origin: 'y', manifest, clock: () => 1_000 })
    await sync.read()
    await sync.read()
    expect(manifest.get('blog')).toEqual({ stale: 1_000, expired: 61_000 })
  })

  it('ignores rows it cannot read as expiries', async () => {
    const manifest = new Map<string, { stale?: number; expired?: number }>()
    const odd = [{ tag: 5, version: 1, written_at: 1, stale: 1, expired: 1, origin: 'x' }, { tag: 'no-dates', version: 2, written_at: 1, stale: null, expired: null, origin: 'x' }, { tag: 'no-version', written_at: 1, stale: 1, expired: 1, origin: 'x' }]
    const { query } = database([{ read_at: 'a', rows: odd as unknown as Row[] }])
    expect(await createTagSync({ query, origin: 'y', manifest }).read()).toBe(0)
    expect([...manifest.keys()]).toEqual([])
  })

  it('says once that the database cannot be reached, keeps trying, and says when it reads again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const manifest = new Map<string, { stale?: number; expired?: number }>()
    const { query, sent } = database([{ read_at: 'a', rows: [] }, new Error('connection refused'), new Error('connection refused'), { read_at: 'b', rows: [row('faq', 5, 4)] }])
    const sync = createTagSync({ query, origin: 'y', manifest, clock: () => 20 })
    await sync.read()
    expect(await sync.read()).toBe(0)
    expect(await sync.read()).toBe(0)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0][0])).toMatch(/could not read the changes other instances made/)
    expect(await sync.read()).toBe(1)
    // It asks for what changed since its last read that worked, however long ago that was.
    expect(sent[3].values).toEqual(['a'])
    expect(warn).toHaveBeenCalledTimes(2)
    expect(String(warn.mock.calls[1][0])).toMatch(/read again/)
    expect(manifest.get('faq')).toEqual({ stale: 20, expired: 20 })
  })

  it('writes each tag a change expired once, with Next.js\'s dates and its own clock and name', async () => {
    const manifest = new Map<string, { stale?: number; expired?: number }>([['careers', { stale: 40, expired: 41 }], ['blog', { expired: 42 }], ['unknown-shape', {}]])
    const { query, sent } = database([])
    await createTagSync({ query, origin: 'this-server', manifest, clock: () => 43 }).publish(['careers', 'blog', 'careers', 'unknown-shape', 'never-expired'])
    expect(sent).toHaveLength(1)
    expect(sent[0].text).toMatch(/^INSERT INTO page_cache_tags/)
    expect(sent[0].values).toEqual([['careers', 'blog'], [40, null], [41, 42], 43, 'this-server'])
  })

  it('writes nothing when no tag has an expiry, and a refused write is said in the log, not thrown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const none = database([])
    await createTagSync({ query: none.query, origin: 'x', manifest: new Map() }).publish(['careers'])
    expect(none.sent).toHaveLength(0)
    const manifest = new Map([['careers', { expired: 1 }]])
    const refused = async () => {
      throw new Error('permission denied for table page_cache_tags')
    }
    await expect(createTagSync({ query: refused, origin: 'x', manifest }).publish(['careers'])).resolves.toBeUndefined()
    expect(String(warn.mock.calls[0][0])).toMatch(/could not write a change/)
  })
})
