import { afterAll, describe, expect, it } from 'vitest'

import { api, page, unique } from '../helpers/api'

const cleanup: string[] = []
afterAll(async () => {
  for (const path of cleanup) await api('admin', 'DELETE', path)
})

const job = (over: Record<string, unknown> = {}) => ({
  title: unique('Test opening'),
  type: 'graduate',
  department: 'Audit',
  location: 'ncr',
  experience: '0-1 years',
  commitment: 'Full-time',
  deadline: 'Open',
  description: 'A test opening.',
  responsibilities: [{ text: 'Test things' }],
  requirements: [{ text: 'Patience' }],
  ...over,
})

describe('job openings', () => {
  it('shows the seven seeded openings to visitors, with Apply by deadlines', async () => {
    const res = await api('anonymous', 'GET', '/api/job-openings?limit=50&where[title][not_like]=Test')
    expect(res.status).toBe(200)
    expect(res.body.docs.map((d: { title: string }) => d.title)).toEqual(
      expect.arrayContaining(['CA Partner', 'Articleship Training', 'Senior Accountant', 'Tax Associate', 'Financial Content Creator', 'Audit Assistant', 'GST Specialist']),
    )
    const careers = await page('/careers')
    expect(careers.html).toContain('Apply by <!-- -->31 August 2025')
  })

  it('hides inactive openings from visitors but not from staff; only staff write', async () => {
    const res = await api('editor', 'POST', '/api/job-openings', job({ active: false }))
    expect(res.status).toBe(201)
    cleanup.push(`/api/job-openings/${res.body.doc.id}`)
    expect((await api('anonymous', 'GET', `/api/job-openings/${res.body.doc.id}`)).status).toBe(404)
    expect((await api('editor', 'GET', `/api/job-openings/${res.body.doc.id}`)).status).toBe(200)
    expect((await api('anonymous', 'POST', '/api/job-openings', job())).status).toBe(403)
  })

  it('refuses an opening without its required fields or with an unknown type', async () => {
    const missing = await api('editor', 'POST', '/api/job-openings', { title: 'Only a title' })
    expect(missing.status).toBe(400)
    expect(JSON.stringify(missing.body)).toMatch(/department|description|deadline/)
    const badType = await api('editor', 'POST', '/api/job-openings', job({ type: 'astronaut' }))
    expect(badType.status).toBe(400)
  })
})

describe('faqs', () => {
  it('serves active questions by topic and keeps inactive ones from visitors', async () => {
    const gst = await api('anonymous', 'GET', '/api/faqs?where[topic][equals]=gst-services&limit=50')
    expect(gst.body.totalDocs).toBe(6)
    const hidden = await api('editor', 'POST', '/api/faqs', { question: unique('Hidden?'), answer: 'No.', topic: 'general', active: false })
    expect(hidden.status).toBe(201)
    cleanup.push(`/api/faqs/${hidden.body.doc.id}`)
    expect((await api('anonymous', 'GET', `/api/faqs/${hidden.body.doc.id}`)).status).toBe(404)
    expect((await api('anonymous', 'POST', '/api/faqs', { question: 'Q', answer: 'A' })).status).toBe(403)
    expect((await api('editor', 'POST', '/api/faqs', { question: 'Q', answer: 'A', topic: 'astrology' })).status).toBe(400)
  })
})

describe('article read time', () => {
  const html = (words: number) => `<p>${'word '.repeat(words).trim()}</p>`

  it('follows the text when an article is rewritten, but keeps a figure the editor typed', async () => {
    const created = await api('editor', 'POST', '/api/news-updates', { title: unique('Read time'), category: 'GST', content_html: html(150) })
    expect(created.status).toBe(201)
    const path = `/api/news-updates/${created.body.doc.id}`
    cleanup.push(path)
    expect(created.body.doc.read_time).toBe(1)

    const rewritten = await api('editor', 'PATCH', path, { content_html: html(1000) })
    expect(rewritten.body.doc.read_time).toBe(5)

    expect((await api('editor', 'PATCH', path, { read_time: 12 })).body.doc.read_time).toBe(12)
    expect((await api('editor', 'PATCH', path, { content_html: html(150) })).body.doc.read_time).toBe(12)
    expect((await api('editor', 'PATCH', path, { read_time: null })).body.doc.read_time).toBe(1)
  })
})
