import { describe, expect, it } from 'vitest'

import { api, gql, unique } from '../helpers/api'
import { databaseForFile } from '../helpers/database'

// What the rank check and the crawl measure is arranged here as they write it: straight into the tables.
const db = databaseForFile()

const fieldErrors = (res: { body: any }) => (res.body?.errors?.[0]?.data?.errors ?? []) as { path: string; message: string }[]

describe('measurements nobody can type in (their creation is refused in seo-collections.test.ts)', () => {
  it('a rank check and a page audit cannot be edited either; admins read and delete them', async () => {
    const stamp = unique('measured')
    const { rows } = await db.query(
      `INSERT INTO page_audits (page_url, status_code, word_count, updated_at, created_at) VALUES ($1, 200, 850, now(), now()) RETURNING id`,
      [`/${stamp}`],
    )
    const id = rows[0].id
    const edit = await api('admin', 'PATCH', `/api/page-audits/${id}`, { word_count: 3000 })
    expect(edit.status).toBe(403)
    const viaGraphql = await gql('admin', `mutation { updatePageAudit(id: ${id}, data: { word_count: 3000 }) { id } }`)
    expect(viaGraphql.errors?.[0]?.message).toMatch(/not allowed/i)
    expect((await api('admin', 'GET', `/api/page-audits/${id}`)).body.word_count).toBe(850)
    expect((await api('admin', 'DELETE', `/api/page-audits/${id}`)).status).toBe(200)
  })
})

describe("a keyword's measured figures", () => {
  it('are refused with a message naming what measures them when sent by hand, and nothing is stored', async () => {
    const keyword = unique('measured keyword')
    const cases: [string, unknown, string][] = [
      ['current_position', 1, 'Current position: set by the rank check, not by hand.'],
      ['clicks', 400, 'Clicks: set by the rank check, not by hand.'],
      ['last_checked_at', '2026-11-01T00:00:00.000Z', 'Last checked at: set by the rank check, not by hand.'],
      ['optimization_score', 95, "Optimization score: set by the crawler's page audit, not by hand."],
      ['in_title', true, "In title: set by the crawler's page audit, not by hand."],
    ]
    for (const [field, value, message] of cases) {
      const res = await api('admin', 'POST', '/api/keywords', { keyword, target_url: '/', [field]: value })
      expect(res.status, field).toBe(400)
      expect(fieldErrors(res), field).toEqual([expect.objectContaining({ path: field, message })])
    }
    expect((await api('admin', 'GET', `/api/keywords?where[keyword][equals]=${encodeURIComponent(keyword)}&limit=0`)).body.totalDocs).toBe(0)
    // What the admin's form sends for a new keyword (the unmeasured defaults) is fine, and so are the typed-in figures.
    const created = await api('admin', 'POST', '/api/keywords', {
      keyword,
      target_url: '/',
      optimization_score: 0,
      in_title: false,
      content_frequency: 0,
      current_position: null,
      search_volume: 1200,
      difficulty_score: 35,
    })
    expect(created.status).toBe(201)
    expect(created.body.doc).toMatchObject({ search_volume: 1200, difficulty_score: 35, optimization_score: 0 })
    await api('admin', 'DELETE', `/api/keywords/${created.body.doc.id}`)
  })

  it('stay as measured when an admin edits the keyword, and a changed one is refused over REST and GraphQL', async () => {
    const keyword = unique('ranked keyword')
    const created = await api('admin', 'POST', '/api/keywords', { keyword, target_url: '/services/gst-services' })
    const id = created.body.doc.id
    // As the rank check and the crawl write them (a fraction too: the history keeps Search Console's average position).
    await db.query(`UPDATE keywords SET current_position = 4.3, clicks = 12, last_checked_at = '2026-11-20T10:00:00Z', optimization_score = 64 WHERE id = $1`, [id])
    try {
      const stored = (await api('admin', 'GET', `/api/keywords/${id}`)).body
      // The admin's form sends every field back as it loaded it, the measured ones included.
      const saved = await api('admin', 'PATCH', `/api/keywords/${id}`, { ...stored, priority: 'high', search_volume: 900 })
      expect(saved.status).toBe(200)
      expect(saved.body.doc).toMatchObject({ priority: 'high', search_volume: 900, current_position: 4.3, clicks: 12, optimization_score: 64 })

      const moved = await api('admin', 'PATCH', `/api/keywords/${id}`, { current_position: 1, priority: 'low' })
      expect(moved.status).toBe(400)
      expect(fieldErrors(moved)).toEqual([expect.objectContaining({ path: 'current_position' })])
      const cleared = await api('admin', 'PATCH', `/api/keywords/${id}`, { optimization_score: null })
      expect(fieldErrors(cleared)).toEqual([expect.objectContaining({ path: 'optimization_score' })])
      const viaGraphql = await gql('admin', `mutation { updateKeyword(id: ${id}, data: { current_position: 1 }) { id } }`)
      expect(viaGraphql.errors?.[0]?.message).toMatch(/Current position/)

      const after = (await api('admin', 'GET', `/api/keywords/${id}`)).body
      expect(after).toMatchObject({ priority: 'high', current_position: 4.3, optimization_score: 64, last_checked_at: '2026-11-20T10:00:00.000Z' })

      // A copy keeps what was typed in and starts unmeasured: the figures were the original's. It is named as a copy,
      // since a keyword is tracked once per target URL.
      const copy = await api('admin', 'POST', `/api/keywords/${id}/duplicate`)
      expect(copy.status).toBe(200)
      expect(copy.body.doc).toMatchObject({ keyword: `${keyword} (copy)`, target_url: '/services/gst-services', priority: 'high', search_volume: 900, optimization_score: 0, clicks: null })
      expect(copy.body.doc.current_position ?? null).toBeNull()
      expect(copy.body.doc.last_checked_at ?? null).toBeNull()
      await api('admin', 'DELETE', `/api/keywords/${copy.body.doc.id}`)
    } finally {
      await api('admin', 'DELETE', `/api/keywords/${id}`)
    }
  })
})

describe('SEO issues', () => {
  it('admins mark one resolved or open again, but cannot rewrite what the crawl found', async () => {
    const path = `/${unique('issue-page')}`
    const { rows } = await db.query(
      `INSERT INTO seo_issues (page_url, issue_type, severity, message, resolved, detected_at, updated_at, created_at)
       VALUES ($1, 'missing-description', 'warning', 'The page has no meta description.', false, now(), now(), now()) RETURNING id`,
      [path],
    )
    const id = rows[0].id
    try {
      expect((await api('editor', 'PATCH', `/api/seo-issues/${id}`, { resolved: true })).status).toBe(403)
      const resolved = await api('admin', 'PATCH', `/api/seo-issues/${id}`, { resolved: true })
      expect(resolved.status).toBe(200)
      expect(resolved.body.doc.resolved).toBe(true)
      expect((await api('admin', 'PATCH', `/api/seo-issues/${id}`, { resolved: false })).body.doc.resolved).toBe(false)

      const rewritten = await api('admin', 'PATCH', `/api/seo-issues/${id}`, { severity: 'info', resolved: true })
      expect(rewritten.status).toBe(400)
      expect(fieldErrors(rewritten)).toEqual([expect.objectContaining({ path: 'severity', message: 'Severity: set by the crawl, not by hand.' })])
      expect((await api('admin', 'GET', `/api/seo-issues/${id}`)).body).toMatchObject({ severity: 'warning', resolved: false })
    } finally {
      await db.query('DELETE FROM seo_issues WHERE id = $1', [id])
    }
  })
})
