import { afterAll, describe, expect, it } from 'vitest'

import { createTagSync, SYNC_INTERVAL_MS } from '@/lib/pageCacheHandler.mjs'

import { api, page, tokenFor, unique } from '../helpers/api'
import { databaseForFile } from '../helpers/database'
import { editorOpening } from '../helpers/editorOpening'
import { secondServer } from '../helpers/secondServer'

// Several instances of the site on one database (README, "Several instances on one database"): a change saved through
// one shows on the others at once, not after their pages' 5 minutes. A second server on the same database stands for
// the other instance.

const db = databaseForFile()
const testTags: string[] = []
afterAll(async () => {
  if (testTags.length > 0) await db.query('DELETE FROM page_cache_tags WHERE tag = ANY($1::varchar[])', [testTags])
})

/** The careers page as a visitor of `origin` gets it. */
async function careersAt(origin: string): Promise<{ html: string; cache: string | null }> {
  const res = await fetch(`${origin}/careers`, { headers: { 'X-Forwarded-For': '127.0.0.9' } })
  expect(res.status).toBe(200)
  return { html: await res.text(), cache: res.headers.get('x-nextjs-cache') }
}

/** Looks up `origin`'s careers page until it contains `text` (at most `ms`), and how long that took. */
async function careersUntil(origin: string, text: string, ms: number): Promise<{ html: string; after: number }> {
  const start = Date.now()
  for (;;) {
    const { html } = await careersAt(origin)
    if (html.includes(text) || Date.now() - start > ms) return { html, after: Date.now() - start }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

describe('the expiries shared through the database', () => {
  it('reach another server process, once each, and not the process that wrote them', async () => {
    const query = (text: string, values?: unknown[]) => db.query(text, values)
    const tag = unique('sync-test')
    testTags.push(tag)
    const writer = createTagSync({ query, origin: unique('writer'), manifest: new Map([[tag, { stale: 1_000, expired: 1_000 }]]), clock: () => 2_000 })
    const readerManifest = new Map<string, { stale?: number; expired?: number }>()
    const reader = createTagSync({ query, origin: unique('reader'), manifest: readerManifest, clock: () => 5_000 })
    await writer.read()
    await reader.read()
    await writer.publish([tag])
    // Expired at 1 000 on the writer's clock, written at 2 000 on it, read at 5 000 on the reader's: dated 4 000 there.
    expect(await reader.read()).toBe(1)
    expect(readerManifest.get(tag)).toEqual({ stale: 4_000, expired: 4_000 })
    expect(await reader.read()).toBe(0)
    expect(await writer.read()).toBe(0)
    // Expired again: a new version, applied again.
    await writer.publish([tag])
    expect(await reader.read()).toBe(1)
    const { rows } = await db.query('SELECT count(*)::int AS n FROM page_cache_tags WHERE tag = $1', [tag])
    expect(rows[0].n).toBe(1)
  })
})

describe('a change saved through this server', () => {
  it('is not read back as another server\'s: the page rendered after it stays cached', async () => {
    const id = await editorOpening(unique('Own change opening'))
    const renamed = unique('Own change renamed')
    expect((await api('editor', 'PATCH', `/api/job-openings/${id}`, { title: renamed })).status).toBe(200)
    const fresh = await page('/careers')
    expect(fresh.html).toContain(renamed)
    // Longer than the sync's read interval: every read after the change has seen its rows.
    await new Promise((resolve) => setTimeout(resolve, SYNC_INTERVAL_MS + 1_500))
    const later = await page('/careers')
    expect(later.html).toContain(renamed)
    expect(later.headers.get('x-nextjs-cache')).toBe('HIT')
  })
})

describe('a change saved through one instance', () => {
  it('shows on another instance within seconds, and that instance serves it from its cache', async () => {
    const title = unique('Instances opening')
    const id = await editorOpening(title)

    const other = await secondServer()
    try {
      // The other instance renders and caches the careers page with the new opening.
      expect((await careersAt(other.origin)).html).toContain(title)
      const cached = await careersAt(other.origin)
      expect(cached.cache).toBe('HIT')
      expect(cached.html).toContain(title)

      // Renamed through the test server; the other instance is not told by any request.
      const renamed = unique('Renamed instances opening')
      expect((await api('editor', 'PATCH', `/api/job-openings/${id}`, { title: renamed })).status).toBe(200)
      const seen = await careersUntil(other.origin, renamed, 20_000)
      expect(seen.html).toContain(renamed)
      expect(seen.html).not.toContain(title)
      const again = await careersAt(other.origin)
      expect(again.cache).toBe('HIT')
      expect(again.html).toContain(renamed)

      // And the other way: a change saved through the other instance shows on the test server.
      expect((await page('/careers')).html).toContain(renamed)
      const back = unique('Renamed back opening')
      const res = await fetch(`${other.origin}/api/job-openings/${id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: `JWT ${await tokenFor('editor')}`, 'X-Forwarded-For': '127.0.0.9' },
        body: JSON.stringify({ title: back }),
      })
      expect(res.status).toBe(200)
      let html = ''
      for (const start = Date.now(); Date.now() - start < 20_000; await new Promise((resolve) => setTimeout(resolve, 250))) {
        html = (await page('/careers')).html
        if (html.includes(back)) break
      }
      expect(html).toContain(back)
    } finally {
      await other.stop()
    }
  })
})
