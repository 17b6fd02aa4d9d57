import { describe, expect, it, vi } from 'vitest'

import { api, eventually } from '../helpers/api'
import { FAKE } from '../helpers/fake-rank-apis.mjs'

type Run = { id: number; status: string; done: number; total: number | null; message: string; result: any }

const waitForRun = (poll: string) =>
  eventually(async () => {
    const run = (await api<Run>('admin', 'GET', poll)).body
    return run.status === 'completed' || run.status === 'failed' ? run : undefined
  }, 60_000)

describe('rank refresh (SERP API provider, fake server on 127.0.0.1)', () => {
  it('is for admins only', async () => {
    expect((await api('anonymous', 'POST', '/api/seo/ranks/refresh')).status).toBe(401)
    expect((await api('editor', 'POST', '/api/seo/ranks/refresh')).status).toBe(403)
  })

  it('records positions, history, errors and competitor positions', async () => {
    const competitor = await api('admin', 'POST', '/api/competitors', { domain: `https://www.${FAKE.competitor}/`, company_name: 'Rival CA' })
    expect(competitor.status).toBe(201)
    expect(competitor.body.doc.domain).toBe(FAKE.competitor)
    const broken = await api('admin', 'POST', '/api/keywords', { keyword: 'broken lookup', target_url: '/' })
    expect(broken.status).toBe(201)

    const started = await api('admin', 'POST', '/api/seo/ranks/refresh')
    expect(started.status).toBe(202)
    const run = await waitForRun(started.body.poll)
    expect(run.status).toBe('completed')
    expect(run.result.failed).toBe(1)
    expect(run.result.checked).toBeGreaterThan(10)

    const gst = (await api('admin', 'GET', '/api/keywords?where[keyword][equals]=gst registration')).body.docs[0]
    expect(gst).toMatchObject({ current_position: 4, position_source: 'serp', last_check_error: null })
    expect(gst.last_checked_at).toBeTruthy()
    const history = await api('admin', 'GET', `/api/keyword-positions?where[keyword][equals]=${gst.id}`)
    expect(history.body.docs[0]).toMatchObject({ position: 4, source: 'serp' })

    const failed = (await api('admin', 'GET', `/api/keywords/${broken.body.doc.id}`)).body
    expect(failed.current_position ?? null).toBeNull()
    expect(failed.last_check_error).toBe('SERP API: Internal server error')
    const failedHistory = await api('admin', 'GET', `/api/keyword-positions?where[keyword][equals]=${broken.body.doc.id}`)
    expect(failedHistory.body.docs[0]).toMatchObject({ error: 'SERP API: Internal server error' })
    expect(failedHistory.body.docs[0].position ?? null).toBeNull()

    const rankings = await api('admin', 'GET', `/api/competitor-rankings?where[keyword][equals]=gst registration&depth=0`)
    expect(rankings.body.docs[0]).toMatchObject({ position: 2, competitor: competitor.body.doc.id })

    // A second refresh moves the current position to previous.
    const again = await waitForRun((await api('admin', 'POST', '/api/seo/ranks/refresh')).body.poll)
    expect(again.status).toBe('completed')
    const after = (await api('admin', 'GET', `/api/keywords/${gst.id}`)).body
    expect(after).toMatchObject({ previous_position: 4, current_position: 4 })
  })

  it('refreshes once when asked several times at once (each refresh spends the provider’s quota)', async () => {
    await api('admin', 'GET', '/api/users/me') // signed in once, before the requests race
    const asked = await Promise.all([1, 2, 3].map(() => api('admin', 'POST', '/api/seo/ranks/refresh')))
    expect(asked.map((res) => res.status)).toEqual([202, 202, 202])
    expect(new Set(asked.map((res) => res.body.runId)).size).toBe(1)
    expect(asked.filter((res) => res.body.message.startsWith('Rank refresh started')).length).toBeLessThanOrEqual(1)
    expect((await waitForRun(asked[0]!.body.poll)).status).toBe('completed')
  })
})

describe('health monitoring', () => {
  it('is for admins only', async () => {
    expect((await api('anonymous', 'POST', '/api/seo/health-check')).status).toBe(401)
    expect((await api('editor', 'POST', '/api/seo/health-check')).status).toBe(403)
    expect((await api('editor', 'GET', '/api/seo/health')).status).toBe(403)
  })

  it('checks the database, the jobs queue and the AI provider, and stores the result', async () => {
    const res = await api('admin', 'POST', '/api/seo/health-check')
    expect(res.status).toBe(200)
    expect(res.body.status).toBe('healthy')
    const names = res.body.checks.map((c: { name: string }) => c.name)
    expect(names.slice(0, 4)).toEqual(['database', 'jobs-queue', 'gemini', 'serp-api'])
    // Search Console is checked once an admin has connected it (the OAuth test may have run first).
    expect(names.includes('google-search-console') !== res.body.notConfigured.includes('google-search-console')).toBe(true)
    expect(res.body.checks.every((c: { status: string; responseTimeMs: number }) => c.status === 'healthy' && c.responseTimeMs >= 0)).toBe(true)
    expect(res.body.summary).toMatchObject({ total: names.length, healthy: names.length, degraded: 0, down: 0 })

    const latest = await api('admin', 'GET', '/api/seo/health')
    expect(latest.body).toMatchObject({ id: res.body.logId, check_type: 'comprehensive_health', status: 'healthy' })
    expect(latest.body.details.checks).toHaveLength(names.length)
    const gemini = (await api('admin', 'GET', '/api/api-monitoring?where[service_name][equals]=gemini')).body.docs[0]
    expect(gemini).toMatchObject({ status: 'healthy', success_rate: 100 })
    expect(gemini.endpoint_url).not.toContain(process.env.GEMINI_API_KEY)
    const serp = (await api('admin', 'GET', '/api/api-monitoring?where[service_name][equals]=serp-api')).body.docs[0]
    expect(serp.endpoint_url).not.toContain(FAKE.serpKey)
    const gsc = (await api('admin', 'GET', '/api/api-monitoring?where[service_name][equals]=google-search-console')).body.docs[0]
    expect(gsc.status).toBe(names.includes('google-search-console') ? 'healthy' : 'not_configured')
  })

  it('is scheduled every 5 minutes on the queue the server runs', async () => {
    const config = await (await import('@payload-config')).default
    const task = config.jobs.tasks?.find((t) => t.slug === 'seo-health-check')
    expect(task?.schedule).toEqual([{ cron: '*/5 * * * *', queue: 'seo' }])
    const autoRun = config.jobs.autoRun as () => { cron: string; queue: string }[]
    expect(autoRun()).toContainEqual(expect.objectContaining({ cron: '* * * * *', queue: 'seo' }))
    const crawl = config.jobs.tasks?.find((t) => t.slug === 'seo-crawl')
    expect(crawl?.schedule).toEqual([{ cron: '0 3 * * *', queue: 'seo' }])
  })

  it('runs no queue on a server started with JOBS_AUTORUN=false (a second instance on the same database)', async () => {
    vi.resetModules()
    process.env.JOBS_AUTORUN = 'false'
    try {
      const config = await (await import('@payload-config')).default
      expect((config.jobs.autoRun as () => unknown[])()).toEqual([])
    } finally {
      delete process.env.JOBS_AUTORUN
      vi.resetModules()
    }
  })
})
