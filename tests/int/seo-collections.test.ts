import { type Field, traverseFields } from 'payload'
import { describe, expect, it } from 'vitest'

import { api, errorMessage, gql, unique } from '../helpers/api'

const SEO_COLLECTIONS = [
  'keywords',
  'keyword-positions',
  'geo-keywords',
  'competitors',
  'competitor-rankings',
  'page-audits',
  'optimisation-queue',
  'optimisations',
  'optimisation-log',
  'monitoring-logs',
  'api-monitoring',
  'seo-issues',
]

describe('SEO collections are for admins only', () => {
  it.each(SEO_COLLECTIONS)('%s: visitors and editors are refused, admins are served', async (slug) => {
    expect((await api('anonymous', 'GET', `/api/${slug}`)).status).toBe(403)
    expect((await api('editor', 'GET', `/api/${slug}`)).status).toBe(403)
    expect((await api('anonymous', 'POST', `/api/${slug}`, {})).status).toBe(403)
    expect((await api('editor', 'POST', `/api/${slug}`, {})).status).toBe(403)
    expect((await api('admin', 'GET', `/api/${slug}?limit=1`)).status).toBe(200)
  })

  it('refuses GraphQL reads and writes to visitors and editors', async () => {
    for (const role of ['anonymous', 'editor'] as const) {
      const read = await gql(role, '{ Keywords { docs { id keyword } } }')
      expect(read.errors?.[0]?.message, role).toMatch(/not allowed/i)
      const write = await gql(role, 'mutation { createKeyword(data: { keyword: "x", target_url: "/" }) { id } }')
      expect(write.errors?.[0]?.message, role).toMatch(/not allowed/i)
    }
    expect((await gql('admin', '{ Keywords { totalDocs } }')).errors).toBeUndefined()
  })
})

describe('seo-runs', () => {
  it('are written by the system only: admins read and delete them, nobody creates or edits one', async () => {
    expect((await api('editor', 'GET', '/api/seo-runs')).status).toBe(403)
    expect((await api('admin', 'POST', '/api/seo-runs', { kind: 'crawl', status: 'completed' })).status).toBe(403)
    const started = await api('admin', 'POST', '/api/seo/crawl')
    expect(started.status).toBe(202)
    const read = await api('admin', 'GET', `/api/seo-runs/${started.body.runId}?depth=0`)
    expect(read.status).toBe(200)
    const run = read.body
    expect((await api('admin', 'PATCH', `/api/seo-runs/${run.id}`, { status: 'completed', message: 'All good' })).status).toBe(403)
    const gqlWrite = await gql('admin', `mutation { updateSeoRun(id: ${run.id}, data: { message: "All good" }) { id } }`)
    expect(gqlWrite.errors?.[0]?.message).toMatch(/not allowed/i)
    expect((await api('admin', 'GET', `/api/seo-runs/${run.id}?depth=0`)).body.message).not.toBe('All good')
  })
})

describe('records only the system writes', () => {
  const records: Record<string, object> = {
    'data-backups': { source_collection: 'keywords', row_count: 0, rows: [], expires_at: '2030-01-01T00:00:00.000Z' },
    quarantine: { source_collection: 'keywords', source_id: 1, data: {}, reasons: [] },
    'monitoring-logs': { check_type: 'comprehensive_health', status: 'healthy', details: { checks: [], summary: {} } },
    'api-monitoring': { service_name: unique('made-up'), status: 'healthy', response_time: 12, success_rate: 100 },
    'keyword-positions': { keyword: 1, position: 1, source: 'serp', checked_at: '2026-11-01T00:00:00.000Z' },
    'competitor-rankings': { keyword: 'gst registration', competitor: 1, position: 1, check_date: '2026-11-01T00:00:00.000Z' },
    'page-audits': { page_url: unique('/made-up'), status_code: 200, word_count: 2000 },
    'optimisation-log': { keyword: 'gst registration', target_url: '/', status: 'completed_verified', timestamp: '2026-11-01T00:00:00.000Z' },
    'seo-issues': { page_url: '/', issue_type: 'missing-title', severity: 'critical', message: 'Made up', detected_at: '2026-11-01T00:00:00.000Z' },
  }
  it.each(Object.keys(records))('%s cannot be created by anyone, admins included: a made-up one would mislead', async (slug) => {
    // The system writes some of these on its own meanwhile (a scheduled health check's log): what must not appear is a
    // new row holding what was sent.
    const ids = async () =>
      new Set(((await api('admin', 'GET', `/api/${slug}?limit=0&pagination=false&depth=0&select[id]=true`)).body.docs as { id: number }[]).map((d) => d.id))
    const before = await ids()
    for (const role of ['anonymous', 'editor', 'admin'] as const) {
      expect((await api(role, 'POST', `/api/${slug}`, records[slug])).status, role).toBe(403)
    }
    const added = [...(await ids())].filter((id) => !before.has(id))
    for (const id of added) {
      expect((await api('admin', 'GET', `/api/${slug}/${id}?depth=0`)).body).not.toEqual(expect.objectContaining(records[slug]))
    }
    expect((await api('editor', 'GET', `/api/${slug}?limit=1`)).status).toBe(403)
  })
})

describe('keywords', () => {
  it('takes the spec defaults and is unique per keyword and target URL', async () => {
    const keyword = unique('GST Consultant').toLowerCase()
    const res = await api('admin', 'POST', '/api/keywords', { keyword: `  ${keyword.toUpperCase()}  ` })
    expect(res.status).toBe(201)
    expect(res.body.doc).toMatchObject({
      keyword,
      target_url: '/',
      target_frequency: 5,
      optimization_score: 0,
      priority: 'medium',
      category: 'general',
      in_title: false,
    })
    expect(res.body.doc.search_volume ?? null).toBeNull()
    expect(res.body.doc.current_position ?? null).toBeNull()
    const again = await api('admin', 'POST', '/api/keywords', { keyword })
    expect(again.status).toBe(400)
    // Named under the keyword field, where the admin's form shows it (was "invalid: keyword, target_url").
    expect(again.body.errors[0].data.errors).toEqual([{ path: 'keyword', label: 'Keyword', message: `${keyword} is already tracked for the page /.` }])
    expect((await api('admin', 'POST', '/api/keywords', { keyword, target_url: '/services/gst-services' })).status).toBe(201)
  })

  it('refuses bad values with clear messages', async () => {
    const bad = await api('admin', 'POST', '/api/keywords', { keyword: unique('k'), difficulty_score: 140, priority: 'urgent', target_url: 'javascript:alert(1)' })
    expect(bad.status).toBe(400)
    const text = JSON.stringify(bad.body)
    expect(bad.body.errors[0].data.errors).toContainEqual(expect.objectContaining({ path: 'difficulty_score', message: expect.stringMatching(/max allowed Value of 100/i) }))
    expect(text).toMatch(/priority/)
    expect(text).toMatch(/path on this site or an http\(s\) address/)
    // The target URL's length limit (500) holds beside the address rule.
    const long = await api('admin', 'POST', '/api/keywords', { keyword: unique('k'), target_url: `/${'a'.repeat(600)}` })
    expect(long.status).toBe(400)
    expect(JSON.stringify(long.body)).toMatch(/500/)
  })
})

describe('geo keywords', () => {
  it('adds one with the spec rules: required fields, modifier in, home page, full keyword', async () => {
    const missing = await api('admin', 'POST', '/api/geo-keywords', { base_keyword: 'tax advisor' })
    expect(missing.status).toBe(400)
    expect(errorMessage(missing)).toBe('Please fill in required fields')
    const badCity = await api('admin', 'POST', '/api/geo-keywords', { base_keyword: 'tax advisor', location: 'Atlantis' })
    expect(badCity.status).toBe(400)
    const ok = await api('admin', 'POST', '/api/geo-keywords', { base_keyword: ' Tax Advisor ', location: 'Dehradun' })
    expect(ok.status).toBe(201)
    expect(ok.body.doc).toMatchObject({ base_keyword: 'tax advisor', geo_modifier: 'in', target_url: '/', full_keyword: 'tax advisor in Dehradun' })
    expect(ok.body.doc.search_volume ?? null).toBeNull()
    expect(ok.body.doc.local_difficulty ?? null).toBeNull()
    const twice = await api('admin', 'POST', '/api/geo-keywords', { base_keyword: 'tax advisor', location: 'Dehradun' })
    expect(twice.status).toBe(400)
    expect(twice.body.errors[0].data.errors).toEqual([expect.objectContaining({ path: 'full_keyword', message: 'tax advisor in Dehradun is already tracked.' })])
    // Its target page is kept as the address the site answers at.
    const moved = await api('admin', 'PATCH', `/api/geo-keywords/${ok.body.doc.id}`, { target_url: '/Services/Tax-Planning/' })
    expect(moved.body.doc?.target_url).toBe('/services/tax-planning')
    // Gone again, so the test passes on a database it ran on before (the full keyword is unique).
    expect((await api('admin', 'DELETE', `/api/geo-keywords/${ok.body.doc.id}`)).status).toBe(200)
  })

  it('bulk-generates 600 keywords once, for admins only, with nothing invented', async () => {
    expect((await api('anonymous', 'POST', '/api/geo-keywords/bulk')).status).toBe(401)
    expect((await api('editor', 'POST', '/api/geo-keywords/bulk')).status).toBe(403)
    expect((await api('admin', 'POST', '/api/geo-keywords/bulk', { target_url: 'https://evil.example' })).status).toBe(400)
    const before = (await api('admin', 'GET', '/api/geo-keywords?limit=0')).body.totalDocs
    const first = await api('admin', 'POST', '/api/geo-keywords/bulk')
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ message: `Generated ${first.body.generated} geo-targeted keywords!`, total: 600 })
    expect(first.body.generated + first.body.skipped).toBe(600)
    const after = (await api('admin', 'GET', '/api/geo-keywords?limit=0')).body.totalDocs
    expect(after - before).toBe(first.body.generated)
    const second = await api('admin', 'POST', '/api/geo-keywords/bulk')
    expect(second.body).toMatchObject({ generated: 0, skipped: 600 })
    const sample = await api('admin', 'GET', '/api/geo-keywords?where[full_keyword][equals]=ca firm near me Noida')
    expect(sample.body.docs).toHaveLength(1)
    expect(sample.body.docs[0]).toMatchObject({ base_keyword: 'ca firm', geo_modifier: 'near me', location: 'Noida', target_url: '/' })
    expect(sample.body.docs[0].search_volume ?? null).toBeNull()
    expect(sample.body.docs[0].competition_level ?? null).toBeNull()
  })
})

describe('optimisations', () => {
  it('validates optimized_value as a JSON object with at least one optimised value', async () => {
    const base = { keyword: 'gst registration', component_path: '/services/gst-services', optimization_type: 'title' }
    for (const value of [{}, [], 'text', { keyword: 'gst registration', target_url: '/services/gst-services' }]) {
      const res = await api('admin', 'POST', '/api/optimisations', { ...base, optimized_value: value })
      expect(res.status, JSON.stringify(value)).toBe(400)
      expect(JSON.stringify(res.body)).toMatch(/optimized_value/)
    }
    const ok = await api('admin', 'POST', '/api/optimisations', {
      ...base,
      optimized_value: { keyword: 'gst registration', target_url: '/services/gst-services', optimized_title: 'GST Registration in Gurgaon from ₹2,999' },
    })
    expect(ok.status).toBe(201)
    expect(ok.body.doc.status).toBe('pending_implementation')
  })
})

describe('JSON fields in the admin', () => {
  /** Every JSON field of `fields`, however deep (Payload's own walker: rows, groups, tabs, arrays, blocks). */
  const jsonFields = (fields: Field[], slug: string) => {
    const found: { at: string; component: unknown }[] = []
    traverseFields({
      fields,
      callback: ({ field }) => {
        if (field.type === 'json') found.push({ at: `${slug}.${field.name}`, component: field.admin?.components?.Field })
      },
    })
    return found
  }

  it('are all shown as text, so none waits for a code editor from a CDN the office may not reach', async () => {
    const config = await (await import('@payload-config')).default
    // Payload's own collections (jobs, preferences, ...) are never shown in the admin.
    const shown = config.collections.filter((c) => c.admin?.hidden !== true)
    const found = [
      ...shown.flatMap((c) => jsonFields(c.fields, c.slug)),
      ...(config.globals ?? []).filter((g) => g.admin?.hidden !== true).flatMap((g) => jsonFields(g.fields, g.slug)),
    ]
    expect(found.map((f) => f.at)).toEqual(expect.arrayContaining(['seo-runs.result', 'monitoring-logs.details', 'data-backups.rows', 'optimisation-queue.suggested_improvements']))
    expect(found.filter((f) => f.component !== '/plugins/shared/admin/JsonField#JsonField').map((f) => f.at)).toEqual([])
  })
})
