import { describe, expect, it } from 'vitest'

import { STATIC_ROUTES } from '@/lib/site/routes'

import { SEED_ARTICLES } from '../../scripts/seed/articles'
import { allDocs, api, eventually, page, unique } from '../helpers/api'
import { createArticle } from '../helpers/fixtures'
import { localPayload } from '../helpers/localPayload'

type Run = { id: number; status: string; done: number; total: number | null; message: string; result: any; started_at?: string }

async function crawled(): Promise<Run> {
  const started = await api('admin', 'POST', '/api/seo/crawl')
  expect(started.status).toBe(202)
  expect(started.body.poll).toBe(`/api/seo-runs/${started.body.runId}`)
  return eventually(async () => {
    const run = (await api<Run>('admin', 'GET', started.body.poll)).body
    if (run.status === 'failed') throw new Error(`Crawl failed: ${run.message}`)
    return run.status === 'completed' ? run : undefined
  }, 90_000)
}

describe('crawl and score', () => {
  it('is for admins only', async () => {
    expect((await api('anonymous', 'POST', '/api/seo/crawl')).status).toBe(401)
    expect((await api('editor', 'POST', '/api/seo/crawl')).status).toBe(403)
    expect((await api('editor', 'POST', '/api/seo/keywords/recalculate')).status).toBe(403)
    expect((await api('anonymous', 'POST', '/api/seo/url-analysis')).status).toBe(401)
    expect((await api('editor', 'GET', '/api/seo-runs')).status).toBe(403)
    expect((await api('admin', 'POST', '/api/seo/crawl', { unexpected: true })).status).toBe(400)
  })

  it('starts one crawl when asked several times at once (a double click, two admins): each is told to follow it', async () => {
    await api('admin', 'GET', '/api/users/me') // signed in once, before the requests race
    const asked = await Promise.all([1, 2, 3].map(() => api('admin', 'POST', '/api/seo/crawl')))
    expect(asked.map((res) => res.status)).toEqual([202, 202, 202])
    const runIds = new Set(asked.map((res) => res.body.runId))
    expect(runIds.size).toBe(1)
    // One started it, unless a crawl was queued already (the first start's, or a content change's): then none did.
    expect(asked.filter((res) => res.body.message === 'Crawl started').length).toBeLessThanOrEqual(1)
    const poll = asked[0]!.body.poll
    await eventually(async () => ((await api<Run>('admin', 'GET', poll)).body.status === 'completed' ? true : undefined), 90_000)
  })

  it('crawls every page of the sitemap, stores the audits and scores the keywords, reporting progress', async () => {
    const run = await crawled()
    expect(run.done).toBe(run.total)
    expect(run.result.failedPages).toEqual([])
    const sitemap = await (await fetch(`${process.env.TEST_BASE_URL}/sitemap.xml`)).text()
    // Every page of the sitemap has an audit from this crawl (or a later one), so a failure names the page.
    const stored = await allDocs<{ page_url: string; last_crawled_at: string }>('admin', '/api/page-audits?depth=0')
    const crawledPaths = stored.filter((a) => Date.parse(a.last_crawled_at) >= Date.parse(run.started_at!)).map((a) => a.page_url)
    const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    expect(crawledPaths.sort()).toEqual(sitemapPaths.sort())
    expect(run.result.pages).toBe(sitemapPaths.length)
    expect(run.result.pages).toBeGreaterThan(STATIC_ROUTES.length)

    // Page-level issues are kept in step with the crawl.
    const openIssues = await api('admin', 'GET', '/api/seo-issues?where[resolved][equals]=false&limit=0')
    expect(openIssues.body.totalDocs).toBe(run.result.issues.open)
    // The firm's own pages fit search results: no title, description, heading or canonical problem.
    const headProblems = await api(
      'admin',
      'GET',
      '/api/seo-issues?where[resolved][equals]=false&where[issue_type][in]=missing-title,long-title,missing-description,long-description,h1-count,missing-canonical&limit=500&depth=0',
    )
    const onSitePages = headProblems.body.docs.filter((i: { page_url: string }) => STATIC_ROUTES.includes(i.page_url))
    expect(onSitePages.map((i: { page_url: string; message: string }) => `${i.page_url}: ${i.message}`)).toEqual([])
    const audits = await api('admin', 'GET', '/api/page-audits?limit=200&depth=0')
    const paths = audits.body.docs.map((d: { page_url: string }) => d.page_url)
    for (const path of STATIC_ROUTES) expect(paths).toContain(path)
    const gst = audits.body.docs.find((d: { page_url: string }) => d.page_url === '/services/gst-services')
    expect(gst).toMatchObject({ status_code: 200, h1_count: 1, has_viewport: true, lang: 'en-IN' })
    expect(gst.title).toBe('GST Registration & GST Return Filing Services in Gurgaon')
    expect(gst.word_count).toBeGreaterThan(300)
    expect(gst.structured_data_types).toEqual(expect.arrayContaining(['AccountingService', 'FAQPage', 'BreadcrumbList']))

    // An article's "In this article" list (and its phone's Contents) is its way around, not its text: its label is no
    // heading of the page, and each section heading is read once, where the section starts.
    const seeded = SEED_ARTICLES.find((a) => a.slug === 'gst-registration-who-must-register')!
    const sections = [...seeded.markdown.matchAll(/^## (.+)$/gm)].map((m) => m[1]!)
    expect((await page(`/blog/${seeded.slug}`)).html).toContain('In this article')
    const article = (await api('admin', 'GET', `/api/page-audits?where[page_url][equals]=/blog/${seeded.slug}&depth=0`)).body.docs[0]
    expect(article.headings).not.toContain('In this article')
    expect(article.headings.filter((h: string) => sections.includes(h))).toEqual(sections)
    expect(article.body_text).not.toContain('In this article')
    // Nor is the phone's Contents button, which lists them again.
    expect(article.body_text).not.toContain('Contents')
    // Nor are the related articles beside it, with their own titles, excerpts and tags.
    expect((await page(`/blog/${seeded.slug}`)).html).toMatch(/<aside aria-labelledby="related-heading"/)
    expect(article.headings).not.toContain('Related Articles')
    expect(article.body_text).not.toContain('Related Articles')

    const keyword = (await api('admin', 'GET', '/api/keywords?where[keyword][equals]=gst registration&where[target_url][equals]=/services/gst-services')).body.docs[0]
    expect(keyword).toMatchObject({ in_title: true, in_description: true })
    expect(keyword.content_frequency).toBeGreaterThan(0)
    expect(keyword.optimization_score).toBeGreaterThanOrEqual(50)
    expect(keyword.scored_at).toBeTruthy()
  })

  it('rescores from the latest audits when a keyword changes', async () => {
    // Written in capitals with a trailing slash, the target is kept as the address the site answers at, and scored
    // from that page's audit (it was kept as typed, found no audit and was never scored).
    const created = await api('admin', 'POST', '/api/keywords', { keyword: 'digital signature', target_url: '/Services/Licenses/' })
    expect(created.status).toBe(201)
    expect(created.body.doc.target_url).toBe('/services/licenses')
    const twice = await api('admin', 'POST', '/api/keywords', { keyword: 'digital signature', target_url: '/services/licenses' })
    expect(twice.status).toBe(400)
    expect(JSON.stringify(twice.body)).toContain('digital signature is already tracked for the page /services/licenses.')
    const res = await api('admin', 'POST', '/api/seo/keywords/recalculate')
    expect(res.status).toBe(200)
    expect(res.body.total).toBeGreaterThan(0)
    const k = (await api('admin', 'GET', `/api/keywords/${created.body.doc.id}`)).body
    expect(k.in_headings).toBe(true)
    expect(k.optimization_score).toBeGreaterThan(0)
    // Gone again, so the test passes on a database it ran on before (keyword and page are unique together).
    expect((await api('admin', 'DELETE', `/api/keywords/${created.body.doc.id}`)).status).toBe(200)
  })

  it('analyses the URLs of every crawled page', async () => {
    const res = await api('admin', 'POST', '/api/seo/url-analysis')
    expect(res.status).toBe(200)
    const { summary, results } = res.body
    expect(summary.Excellent + summary.Good + summary.Fair + summary.Poor).toBe(summary.pages)
    const about = results.find((r: { url: string }) => r.url === '/about')
    expect(about).toMatchObject({ current_score: 0, seo_friendly_rating: 'Poor' })
    expect(about.suggested_url).toMatch(/^\/about-/)
    const bad = await api('admin', 'POST', '/api/seo/url-analysis', { pages: [{ title: 'x' }] })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].message).toMatch(/url/)
    const scores = await api('admin', 'POST', '/api/seo/url-keyword-scores')
    const gst = scores.body.results.find((r: { keyword: string; target_url: string }) => r.keyword === 'gst registration')
    expect(gst.url_score).toBeGreaterThan(0)
  })
})

describe('a renamed article', () => {
  it('loses its old audit and issues at the next crawl, and keywords aimed at its old address are scored on its new page', async () => {
    const article = await createArticle({ title: unique('Checklist') })
    const oldPath = `/blog/${article.slug}`
    const openIssuesAt = async (path: string) =>
      (await api('admin', 'GET', `/api/seo-issues?where[page_url][equals]=${encodeURIComponent(path)}&where[resolved][equals]=false&limit=0`)).body.totalDocs as number
    const auditsAt = async (path: string) => (await api('admin', 'GET', `/api/page-audits?where[page_url][equals]=${encodeURIComponent(path)}&limit=0`)).body.totalDocs as number
    await crawled()
    expect(await auditsAt(oldPath)).toBe(1)
    expect(await openIssuesAt(oldPath)).toBeGreaterThan(0) // a test article's one-line excerpt and body are thin
    const keyword = await api('admin', 'POST', '/api/keywords', { keyword: 'udyam registration', target_url: oldPath })
    expect(keyword.status).toBe(201)
    expect((await api('admin', 'POST', '/api/seo/keywords/recalculate')).status).toBe(200)
    expect((await api('admin', 'GET', `/api/keywords/${keyword.body.doc.id}`)).body.in_title).toBe(false)

    // Renamed and retitled: the old address now redirects to the new one.
    const newSlug = unique('udyam-registration-checklist').toLowerCase()
    const renamed = await api('editor', 'PATCH', `/api/news-updates/${article.id}`, { slug: newSlug, title: `Udyam registration checklist ${Date.now()}`, _status: 'published' })
    expect(renamed.status).toBe(200)
    const run = await crawled()
    expect(run.result.removedAudits).toBeGreaterThanOrEqual(1)
    expect(await auditsAt(oldPath)).toBe(0)
    expect(await auditsAt(`/blog/${newSlug}`)).toBe(1)
    expect(await openIssuesAt(oldPath)).toBe(0)
    expect(run.result.keywords.viaRedirect).toBeGreaterThanOrEqual(1)
    const scored = (await api('admin', 'GET', `/api/keywords/${keyword.body.doc.id}`)).body
    expect(scored).toMatchObject({ target_url: oldPath, in_title: true })
    // The keyword report says where its target went, so an admin can update it.
    const report = (await api('admin', 'GET', '/api/seo/keywords/report')).body
    const row = report.keywords.find((k: { id: number }) => k.id === keyword.body.doc.id)
    expect(row.moved_to).toBe(`/blog/${newSlug}`)
    expect(report.keywords.find((k: { target_url: string }) => k.target_url === '/services/gst-services').moved_to).toBeNull()
    await api('admin', 'DELETE', `/api/keywords/${keyword.body.doc.id}`)
  })
})

describe('page score and keyword report', () => {
  it('scores a crawled page for a focus keyword with reasons, for admins only', async () => {
    expect((await api('editor', 'POST', '/api/seo/page-score', { url: '/', keyword: 'ca firm' })).status).toBe(403)
    const missing = await api('admin', 'POST', '/api/seo/page-score', { url: '/' })
    expect(missing.status).toBe(400)
    expect(missing.body.errors[0].message).toBe('keyword is required')
    expect((await api('admin', 'POST', '/api/seo/page-score', { url: '/no-such-page', keyword: 'gst' })).status).toBe(404)
    const res = await api('admin', 'POST', '/api/seo/page-score', { url: '/services/gst-services', keyword: 'gst registration' })
    expect(res.status).toBe(200)
    expect(Object.keys(res.body.categories)).toEqual(['onPage', 'technical', 'content', 'experience', 'authority'])
    expect(res.body.score).toBeGreaterThan(50)
    expect(res.body.score).toBeLessThanOrEqual(100)
    const canonical = res.body.checks.find((c: { id: string }) => c.id === 'canonical')
    expect(canonical).toMatchObject({ passed: true, reason: 'The canonical URL points at this page.' })
    expect(res.body.checks.every((c: { reason: string }) => c.reason.length > 10)).toBe(true)
  })

  it('reports each keyword’s issues, bands and opportunity', async () => {
    expect((await api('editor', 'GET', '/api/seo/keywords/report')).status).toBe(403)
    const res = await api('admin', 'GET', '/api/seo/keywords/report')
    expect(res.status).toBe(200)
    expect(res.body.total).toBe(res.body.keywords.length)
    const gst = res.body.keywords.find((k: { keyword: string; target_url: string }) => k.keyword === 'gst registration' && k.target_url === '/services/gst-services')
    expect(gst.issues).not.toContain('Missing in Title')
    expect(['good', 'warning', 'poor']).toContain(gst.optimisation_band)
    expect(Array.isArray(res.body.opportunities)).toBe(true)
  })
})

describe('crawls never overlap', () => {
  it('runs a crawl once when two workers start its job, and a second crawl only after the first has written its audits', async () => {
    // Here, in the test's own process, as a second server instance would: same database, same site.
    process.env.SEO_CRAWL_BASE_URL = process.env.TEST_BASE_URL
    const { RunRecorder } = await import('../../plugins/seo-runs/lib/runs')
    const { runJobNow } = await import('../../plugins/shared/jobs')
    const { CRAWL_TASK } = await import('../../plugins/seo-audit/jobs/crawl')
    const payload = await localPayload()
    const realFetch = globalThis.fetch
    let sitemapReads = 0
    globalThis.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).endsWith('/sitemap.xml')) sitemapReads++
      return realFetch(input, init)
    }
    try {
      // A run is taken by one worker only.
      const contested = await RunRecorder.create(payload, 'crawl', 'test')
      const claims = await Promise.all([contested.claim('a', 0), new RunRecorder(payload, contested.id).claim('b', 0)])
      expect(claims.sort()).toEqual([false, true])
      await contested.fail('Test run, never crawled')

      // Jobs the server's minute runner leaves alone (they wait an hour), started here at once.
      const waitUntil = new Date(Date.now() + 3600_000)
      const queue = async () => {
        const run = await RunRecorder.create(payload, 'crawl', 'test')
        const job = await payload.jobs.queue({ task: CRAWL_TASK, input: { runId: run.id, trigger: 'test' }, queue: 'seo', waitUntil })
        return { runId: run.id, jobId: job.id }
      }
      const first = await queue()
      const second = await queue()
      const started = await Promise.all([runJobNow(payload, first.jobId), runJobNow(payload, first.jobId), runJobNow(payload, second.jobId)])
      expect(started.slice(0, 2).sort()).toEqual([false, true])
      expect(started[2]).toBe(true)
      expect(sitemapReads).toBe(2)
      const { docs: runs } = await payload.find({
        collection: 'seo-runs',
        where: { id: { in: [first.runId, second.runId] } },
        sort: 'started_at',
        depth: 0,
        overrideAccess: true,
      })
      expect(runs.map((r) => r.status)).toEqual(['completed', 'completed'])
      const [earlier, later] = runs
      expect(Date.parse(later!.started_at!)).toBeGreaterThanOrEqual(Date.parse(earlier!.finished_at!))
      // Both jobs ended normally (Payload deletes a job once it has completed).
      expect((await payload.find({ collection: 'payload-jobs', where: { id: { in: [first.jobId, second.jobId] } }, overrideAccess: true })).totalDocs).toBe(0)
    } finally {
      globalThis.fetch = realFetch
      await payload.destroy()
    }
  }, 150_000)
})
