import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { runBin } from '../../scripts/lib/runtime.mjs'
import { SEED_ARTICLES } from '../../scripts/seed/articles'
import { api } from '../helpers/api'

const seededSlugs = SEED_ARTICLES.map((a) => a.slug)

async function seededArticles() {
  const res = await api('anonymous', 'GET', `/api/news-updates?limit=100&depth=1&where[slug][in]=${seededSlugs.join(',')}`)
  return res.body.docs as { slug: string; category: string; trending: boolean; image: { url: string; alt: string } | null }[]
}

describe('demo content on a new database', () => {
  it('has at least 12 published articles in at least 4 categories, 2 or more trending, each with an image', async () => {
    const docs = await seededArticles()
    expect(docs.length).toBeGreaterThanOrEqual(12)
    expect(new Set(docs.map((d) => d.category)).size).toBeGreaterThanOrEqual(4)
    expect(docs.filter((d) => d.trending).length).toBeGreaterThanOrEqual(2)
    for (const doc of docs) {
      expect(doc.image?.url, doc.slug).toMatch(/^\/api\/media\/file\//)
      const file = await fetch(`${process.env.TEST_BASE_URL}${doc.image!.url}`)
      expect(file.headers.get('content-type'), doc.slug).toContain('image/')
    }
  })

  it('is seeded once: preparing the database again changes nothing and keeps edits', async () => {
    const settings = await api('anonymous', 'GET', '/api/globals/site-settings')
    const edited = `Edited tagline ${Date.now()}`
    expect((await api('admin', 'POST', '/api/globals/site-settings', { tagline: edited })).status).toBe(200)
    // Put back even when a check fails, so the tagline shown on every page is not left edited.
    try {
      const counts = async () => ({
        articles: (await api('admin', 'GET', '/api/news-updates?limit=0&draft=true')).body.totalDocs,
        users: (await api('admin', 'GET', '/api/users?limit=0')).body.totalDocs,
        media: (await api('admin', 'GET', '/api/media?limit=0')).body.totalDocs,
      })
      const before = await counts()

      // As npm start and npm test run it.
      const run = await runBin('tsx', ['scripts/prepare-db.ts'], { quiet: true })
      expect(run.code, run.output).toBe(0)

      expect(await counts()).toEqual(before)
      const after = await api('anonymous', 'GET', '/api/globals/site-settings')
      expect(after.body.tagline).toBe(edited)
    } finally {
      expect((await api('admin', 'POST', '/api/globals/site-settings', { tagline: settings.body.tagline })).status).toBe(200)
    }
  })

  it('is prepared without the query deadline: a migration or seed step that waits longer than it still finishes', async () => {
    // Two sessions: one holds the lock in a transaction, the other watches (activity read inside a transaction is
    // a snapshot taken once).
    const locker = new pg.Client({ connectionString: process.env.DATABASE_URL })
    const watcher = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await Promise.all([locker.connect(), watcher.connect()])
    try {
      // The seed looks at the users first; while this is held, that query waits (as a long migration step would).
      await locker.query('BEGIN')
      await locker.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE')
      const app = `prepare-db-${Date.now()}`
      const run = runBin('tsx', ['scripts/prepare-db.ts'], { quiet: true, env: { DATABASE_QUERY_TIMEOUT_MS: '1000', PGAPPNAME: app } })
      const waiting = `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1 AND wait_event_type = 'Lock'`
      await expect.poll(async () => (await watcher.query(waiting, [app])).rows[0].n, { timeout: 90_000, interval: 250 }).toBe(1)
      // Twice the deadline the server would apply.
      await new Promise((resolve) => setTimeout(resolve, 2000))
      expect((await watcher.query(waiting, [app])).rows[0].n).toBe(1)
      await locker.query('ROLLBACK')
      const result = await run
      expect(result.code, result.output).toBe(0)
    } finally {
      await Promise.all([locker.end(), watcher.end()])
    }
  }, 120_000)
})
