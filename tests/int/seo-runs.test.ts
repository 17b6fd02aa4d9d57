import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { logTitle } from '../../plugins/seo-health/collections/MonitoringLogs'
import { runTitle } from '../../plugins/seo-runs/collections/SeoRuns'
import { RunRecorder } from '../../plugins/seo-runs/lib/runs'
import { nameUnnamedRuns } from '../../src/migrations/20261122_211312_seo_run_titles'
import { nameUnnamedLogs } from '../../src/migrations/20261123_002603_monitoring_log_titles'
import { localPayload } from '../helpers/localPayload'

let payload: Payload
const created: number[] = []
const logs: number[] = []

beforeAll(async () => {
  payload = await localPayload()
})

afterAll(async () => {
  if (created.length) await payload.delete({ collection: 'seo-runs', where: { id: { in: created } }, overrideAccess: true })
  if (logs.length) await payload.delete({ collection: 'monitoring-logs', where: { id: { in: logs } }, overrideAccess: true })
  await payload?.destroy()
})

describe('the name of an SEO run in the admin', () => {
  it('says what the run did and when, in India’s time, instead of the raw kind', async () => {
    const run = await RunRecorder.create(payload, 'ranks', 'manual')
    created.push(run.id)
    const doc = await payload.findByID({ collection: 'seo-runs', id: run.id, depth: 0, overrideAccess: true })
    expect(doc.title).toBe(runTitle('ranks', new Date(doc.createdAt)))
    expect(doc.title).toMatch(/^Rank refresh, \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST$/)
    expect(runTitle('crawl', new Date('2026-09-02T01:09:05Z'))).toBe('Crawl and score, 2 Sep 2026, 06:39 IST')
  })

  it('is given to runs recorded before runs had names, the same way', async () => {
    const times = ['2026-09-02T01:09:05Z', '2026-11-22T18:45:59Z', '2026-12-31T20:00:00Z']
    const kinds = ['crawl', 'health', 'repair'] as const
    for (const [i, at] of times.entries()) {
      const run = await RunRecorder.create(payload, kinds[i]!, 'schedule')
      created.push(run.id)
      await payload.db.drizzle.execute(sql`UPDATE seo_runs SET title = NULL, created_at = ${at}::timestamptz WHERE id = ${run.id}`)
    }
    await nameUnnamedRuns(payload.db.drizzle as never)
    const { docs } = await payload.find({ collection: 'seo-runs', where: { id: { in: created.slice(-3) } }, sort: 'createdAt', depth: 0, overrideAccess: true })
    expect(docs.map((d) => d.title)).toEqual(times.map((at, i) => runTitle(kinds[i]!, new Date(at))))
  })
})

describe('the name of a monitoring log in the admin', () => {
  const newLog = async () => {
    const log = await payload.create({
      collection: 'monitoring-logs',
      data: { check_type: 'comprehensive_health', status: 'healthy', details: { checks: [], timestamp: new Date().toISOString(), summary: {} } },
      overrideAccess: true,
    })
    logs.push(log.id)
    return log
  }

  it('says which check ran and when, in India’s time, instead of "comprehensive_health"', async () => {
    const log = await newLog()
    expect(log.title).toBe(logTitle('comprehensive_health', new Date(log.createdAt)))
    expect(log.title).toMatch(/^Health check, \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST$/)
    expect(logTitle('comprehensive_health', new Date('2026-09-02T01:09:05Z'))).toBe('Health check, 2 Sep 2026, 06:39 IST')
  })

  it('is given to logs recorded before logs had names, the same way', async () => {
    const times = ['2026-09-02T01:09:05Z', '2026-12-31T20:00:00Z']
    const made = []
    for (const at of times) {
      const log = await newLog()
      made.push(log.id)
      await payload.db.drizzle.execute(sql`UPDATE monitoring_logs SET title = NULL, created_at = ${at}::timestamptz WHERE id = ${log.id}`)
    }
    await nameUnnamedLogs(payload.db.drizzle as never)
    const { docs } = await payload.find({ collection: 'monitoring-logs', where: { id: { in: made } }, sort: 'createdAt', depth: 0, overrideAccess: true })
    expect(docs.map((d) => d.title)).toEqual(times.map((at) => logTitle('comprehensive_health', new Date(at))))
  })
})
