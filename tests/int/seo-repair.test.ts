import { describe, expect, it } from 'vitest'

import { backupTitle } from '../../plugins/seo-repair/collections/DataBackups'
import { quarantineTitle } from '../../plugins/seo-repair/collections/Quarantine'
import { nameUnnamedRepairRecords } from '../../src/migrations/20261123_075624_data_repair_titles'
import { api } from '../helpers/api'
import { databaseForFile } from '../helpers/database'
import { localPayloadForFile } from '../helpers/localPayload'

const db = databaseForFile()
const local = localPayloadForFile()

const goodValue = { keyword: 'tds return', target_url: '/services/compliance-services', optimized_title: 'TDS Returns Filed On Time in Gurgaon' }

/** A deliberately corrupted set, written straight to the table (the API would refuse it). */
async function corruptOptimisations(tag: string): Promise<number[]> {
  const rows: [string, string, unknown][] = [
    [`${tag} valid`, '/services/gst-services', { ...goodValue, keyword: `${tag} valid` }],
    ['', '/services/audit', { ...goodValue, keyword: `${tag} from value` }],
    [`${tag} no path`, '', { ...goodValue, keyword: `${tag} no path` }],
    [`${tag} text`, '/services/licenses', JSON.stringify({ ...goodValue, keyword: `${tag} text` })],
    [`${tag} empty object`, '/faq', {}],
    [`${tag} empty list`, '/faq', []],
    [`${tag} nothing optimised`, '/faq', { keyword: 'x', target_url: '/faq' }],
  ]
  const ids: number[] = []
  for (const [keyword, path, value] of rows) {
    const res = await db.query(
      `INSERT INTO optimisations (keyword, component_path, optimization_type, optimized_value, status, updated_at, created_at) VALUES ($1, $2, 'title', $3::jsonb, 'pending_implementation', now(), now()) RETURNING id`,
      [keyword, path, JSON.stringify(value)],
    )
    ids.push(res.rows[0].id)
  }
  return ids
}

const snapshot = async (ids: number[]) =>
  (await db.query('SELECT id, keyword, component_path, optimization_type, optimized_value, status FROM optimisations WHERE id = ANY($1) ORDER BY id', [ids])).rows

describe('data backups and quarantined records', () => {
  it('lets an admin read and delete a backup, but not change what it holds', async () => {
    const { rows } = await db.query(
      `INSERT INTO data_backups (title, source_collection, row_count, rows, expires_at, updated_at, created_at) VALUES ('Keywords: 0 rows', 'keywords', 0, '[]', now() + interval '1 hour', now(), now()) RETURNING id`,
    )
    const id = rows[0].id as number
    expect((await api('admin', 'PATCH', `/api/data-backups/${id}`, { row_count: 5 })).status).toBe(403)
    expect((await api('editor', 'DELETE', `/api/data-backups/${id}`)).status).toBe(403)
    expect((await api('admin', 'GET', `/api/data-backups/${id}`)).body.row_count).toBe(0)
    expect((await api('admin', 'DELETE', `/api/data-backups/${id}`)).status).toBe(200)
    expect((await db.query('SELECT count(*) FROM data_backups WHERE id = $1', [id])).rows[0].count).toBe('0')
  })
})

describe('data validation and repair', () => {
  it('is for admins only and checks its input', async () => {
    expect((await api('anonymous', 'POST', '/api/seo/data/repair')).status).toBe(401)
    expect((await api('editor', 'POST', '/api/seo/data/repair')).status).toBe(403)
    expect((await api('editor', 'POST', '/api/seo/data/scan')).status).toBe(403)
    const bad = await api('admin', 'POST', '/api/seo/data/scan', { target: 'users' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].message).toBe('target must be optimisations or keywords')
  })

  it('repairs what it can, quarantines the rest, loses nothing, and verifies', async () => {
    const tag = `repair-${Date.now()}`
    const ids = await corruptOptimisations(tag)
    const before = await snapshot(ids)
    const countBefore = Number((await db.query('SELECT count(*) FROM optimisations')).rows[0].count)

    const scan = await api('admin', 'POST', '/api/seo/data/scan', { target: 'optimisations' })
    expect(scan.status).toBe(200)
    expect(scan.body.affected).toBeGreaterThanOrEqual(6)
    expect(scan.body.bySeverity.critical).toBeGreaterThanOrEqual(2)

    const res = await api('admin', 'POST', '/api/seo/data/repair', { target: 'optimisations' })
    expect(res.status).toBe(200)
    const phases = res.body.phases
    expect(phases.map((p: { phase: string }) => p.phase)).toEqual(['backup', 'enhanced_detection', 'data_repair', 'schema_hardening', 'final_verification'])
    expect(phases.map((p: { status: string }) => p.status)).toEqual(['completed', 'completed', 'completed', 'completed', 'completed'])
    expect(phases[2]).toMatchObject({ recordsFixed: 3, recordsQuarantined: 3 })
    expect(phases[3].findings).toContain('optimized_value: NOT NULL enforced')
    expect(phases[4].issuesDetected).toBe(0)

    // Nothing lost: rows before = rows after + quarantined, and every original row is intact somewhere.
    const countAfter = Number((await db.query('SELECT count(*) FROM optimisations')).rows[0].count)
    expect(res.body.totals).toMatchObject({ rowsBefore: countBefore, rowsAfter: countAfter, recordsQuarantined: 3 })
    expect(countBefore).toBe(countAfter + 3)
    const after = new Map((await snapshot(ids)).map((r) => [r.id, r]))
    const quarantined = await api('admin', 'GET', `/api/quarantine?where[run][equals]=${res.body.runId}&limit=50`)
    const inQuarantine = new Map(quarantined.body.docs.map((q: { source_id: number; data: object; reasons: string[] }) => [q.source_id, q]))
    for (const original of before) {
      const kept = after.get(original.id)
      const q = inQuarantine.get(original.id) as { data: Record<string, unknown>; reasons: string[] } | undefined
      expect(Boolean(kept) !== Boolean(q), `row ${original.id} is in exactly one place`).toBe(true)
      if (q) {
        expect(q.data).toMatchObject({ id: original.id, keyword: original.keyword, component_path: original.component_path, optimized_value: original.optimized_value })
        expect(q.reasons.length).toBeGreaterThan(0)
      }
    }
    // The repairs, from the rows' own data.
    expect(after.get(ids[1]!)).toMatchObject({ keyword: `${tag} from value` })
    expect(after.get(ids[2]!)).toMatchObject({ component_path: '/services/compliance-services' })
    expect(after.get(ids[3]!)!.optimized_value).toEqual({ ...goodValue, keyword: `${tag} text` })
    expect(after.get(ids[0]!)).toEqual(before[0])

    // A real backup of the affected rows, kept 48 hours.
    const backups = await api('admin', 'GET', `/api/data-backups?where[run][equals]=${res.body.runId}`)
    expect(backups.body.docs).toHaveLength(1)
    const backup = backups.body.docs[0]
    expect(backup.row_count).toBe(6)
    // Named by what it holds and when, not "optimisations" like every other backup.
    expect(backup.title).toBe(backupTitle('optimisations', 6, new Date(backup.createdAt)))
    expect(backup.title).toMatch(/^Optimisations: 6 rows, \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST$/)
    expect(backup.rows.map((r: { id: number }) => r.id).sort()).toEqual(ids.slice(1).sort())
    const hours = (Date.parse(backup.expires_at) - Date.parse(backup.createdAt)) / 3600_000
    expect(hours).toBeCloseTo(48, 1)

    // Running again finds nothing to do.
    const again = await api('admin', 'POST', '/api/seo/data/repair', { target: 'optimisations' })
    expect(again.body.totals).toMatchObject({ recordsFixed: 0, recordsQuarantined: 0, issuesRemaining: 0 })
  })

  it('runs one repair at a time: a second asked meanwhile finds nothing left, and no row is quarantined twice', async () => {
    const tag = `twice-${Date.now()}`
    const ids = await corruptOptimisations(tag)
    await api('admin', 'GET', '/api/users/me') // signed in once, before the requests race
    const both = await Promise.all([1, 2].map(() => api('admin', 'POST', '/api/seo/data/repair', { target: 'optimisations' })))
    expect(both.map((res) => res.status)).toEqual([200, 200])
    const totals = both.map((res) => res.body.totals)
    expect(totals.map((t) => t.recordsFixed).sort()).toEqual([0, 3])
    expect(totals.map((t) => t.recordsQuarantined).sort()).toEqual([0, 3])
    const { rows } = await db.query('SELECT source_id, count(*)::int AS n FROM quarantine WHERE source_id = ANY($1) GROUP BY source_id', [ids])
    expect(rows).toHaveLength(3)
    expect(rows.every((r) => r.n === 1)).toBe(true)
    const backups = await api('admin', 'GET', `/api/data-backups?where[run][in]=${both.map((res) => res.body.runId).join(',')}`)
    expect(backups.body.docs).toHaveLength(1)
  })

  it('repairs keywords without inventing values (spec 03 section 7.3)', async () => {
    const tag = `kwrepair-${Date.now()}`
    const inserted = await db.query(
      `INSERT INTO keywords (keyword, target_url, priority, optimization_score, search_volume, in_title, in_description, in_headings, content_frequency, target_frequency, updated_at, created_at)
       VALUES ($1, '', NULL, NULL, -40, NULL, true, NULL, 5, 5, now(), now()), ('', '/x-${Date.now()}', 'low', 10, NULL, false, false, false, 0, 5, now(), now()) RETURNING id`,
      [tag],
    )
    const [fixableId, emptyId] = inserted.rows.map((r) => r.id)
    const res = await api('admin', 'POST', '/api/seo/data/repair', { target: 'keywords' })
    expect(res.status).toBe(200)
    const fixed = (await db.query('SELECT * FROM keywords WHERE id = $1', [fixableId])).rows[0]
    expect(fixed).toMatchObject({ target_url: '/', priority: 'medium', search_volume: null, in_title: false, in_headings: false, in_description: true })
    expect(Number(fixed.optimization_score)).toBe(50)
    expect(fixed.last_checked_at).toBeNull()
    expect((await db.query('SELECT count(*) FROM keywords WHERE id = $1', [emptyId])).rows[0].count).toBe('0')
    const q = await api('admin', 'GET', `/api/quarantine?where[source_id][equals]=${emptyId}&where[source_collection][equals]=keywords`)
    expect(q.body.docs[0].reasons).toEqual(['keyword is empty'])
    expect(q.body.docs[0].title).toBe(quarantineTitle('keywords', emptyId, new Date(q.body.docs[0].createdAt)))
    expect(q.body.docs[0].title).toMatch(new RegExp(`^Keyword #${emptyId}, \\d{1,2} [A-Z][a-z]{2} \\d{4}, \\d{2}:\\d{2} IST$`))
  })

  it('quarantines a row whose repair the collection refuses, and keeps the repairs of the others', async () => {
    const tag = `kwrefused-${Date.now()}`
    // Both miss their priority; the second also has a difficulty over 100, which the scan does not look at and the
    // collection refuses, so its repair cannot be saved. Payload rolls back the transaction an operation was given
    // when that operation fails: the first row's repair, made before in the same transaction, went with it.
    const inserted = await db.query(
      `INSERT INTO keywords (keyword, target_url, priority, difficulty_score, optimization_score, in_title, in_description, in_headings, content_frequency, target_frequency, updated_at, created_at)
       VALUES ($1, '/faq', NULL, 30, 0, false, false, false, 0, 5, now(), now()), ($2, '/faq', NULL, 150, 0, false, false, false, 0, 5, now(), now()) RETURNING id`,
      [`${tag} fixable`, `${tag} refused`],
    )
    const [fixableId, refusedId] = inserted.rows.map((r) => r.id as number)
    const countBefore = Number((await db.query('SELECT count(*) FROM keywords')).rows[0].count)

    const res = await api('admin', 'POST', '/api/seo/data/repair', { target: 'keywords' })
    expect(res.status).toBe(200)
    const repair = res.body.phases[2]
    expect(repair.status).toBe('completed')
    expect(repair.findings).toContainEqual(expect.stringMatching(new RegExp(`^#${refusedId}: could not be repaired \\(.*difficulty.*\\), quarantined$`, 'i')))
    expect(repair.actions).toContain(`#${fixableId}: priority null set to medium`)

    expect((await db.query('SELECT priority FROM keywords WHERE id = $1', [fixableId])).rows[0]).toEqual({ priority: 'medium' })
    expect((await db.query('SELECT count(*)::int AS n FROM keywords WHERE id = $1', [refusedId])).rows[0].n).toBe(0)
    const q = await api('admin', 'GET', `/api/quarantine?where[source_id][equals]=${refusedId}&where[source_collection][equals]=keywords`)
    expect(q.body.docs).toHaveLength(1)
    expect(q.body.docs[0].data).toMatchObject({ id: refusedId, keyword: `${tag} refused`, difficulty_score: 150 })
    expect(q.body.docs[0].reasons).toEqual([expect.stringMatching(/^repair refused: .*difficulty/i)])
    // Nothing lost, nothing counted twice.
    const countAfter = Number((await db.query('SELECT count(*) FROM keywords')).rows[0].count)
    expect(countAfter).toBe(countBefore - 1)
    expect(res.body.totals).toMatchObject({ rowsBefore: countBefore, rowsAfter: countAfter, recordsQuarantined: repair.recordsQuarantined })
  })

  it('names backups and quarantined records made before they had names, the same way', async () => {
    const at = '2026-09-02T01:09:05Z'
    const backup = await db.query(
      `INSERT INTO data_backups (source_collection, row_count, rows, expires_at, updated_at, created_at) VALUES ('keywords', 1, '[]', now() + interval '1 hour', now(), $1) RETURNING id`,
      [at],
    )
    const record = await db.query(
      `INSERT INTO quarantine (source_collection, source_id, data, reasons, updated_at, created_at) VALUES ('optimisations', 977, '{}', '[]', now(), $1) RETURNING id`,
      [at],
    )
    await nameUnnamedRepairRecords((await local()).db.drizzle as never)
    const named = async (table: string, id: number) => (await db.query(`SELECT title FROM ${table} WHERE id = $1`, [id])).rows[0].title
    expect(await named('data_backups', backup.rows[0].id)).toBe(backupTitle('keywords', 1, new Date(at)))
    expect(backupTitle('keywords', 1, new Date(at))).toBe('Keywords: 1 row, 2 Sep 2026, 06:39 IST')
    expect(await named('quarantine', record.rows[0].id)).toBe(quarantineTitle('optimisations', 977, new Date(at)))
    expect(quarantineTitle('optimisations', 977, new Date(at))).toBe('Optimisation #977, 2 Sep 2026, 06:39 IST')
    await db.query('DELETE FROM data_backups WHERE id = $1', [backup.rows[0].id])
    await db.query('DELETE FROM quarantine WHERE id = $1', [record.rows[0].id])
  })

  it('purges backups after their 48 hours', async () => {
    const { purgeExpiredBackups } = await import('../../plugins/seo-repair/lib/repair')
    const payload = await local()
    const old = await payload.create({ collection: 'data-backups', data: { source_collection: 'keywords', row_count: 0, rows: [], expires_at: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true })
    const fresh = await payload.create({ collection: 'data-backups', data: { source_collection: 'keywords', row_count: 0, rows: [], expires_at: new Date(Date.now() + 3600_000).toISOString() }, overrideAccess: true })
    expect(await purgeExpiredBackups(payload)).toBeGreaterThanOrEqual(1)
    expect((await payload.find({ collection: 'data-backups', where: { id: { in: [old.id, fresh.id] } }, overrideAccess: true })).docs.map((d) => d.id)).toEqual([fresh.id])
  })
})
