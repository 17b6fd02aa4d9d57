import { afterAll, describe, expect, it } from 'vitest'

import { STATIC_ROUTES } from '@/lib/site/routes'

import { api, errorMessage, eventually, gql, h1Of, metaContent, page, titleOf, unique } from '../helpers/api'

const created: number[] = []
afterAll(async () => {
  for (const id of created) await api('admin', 'DELETE', `/api/page-content/${id}`)
})


describe('page-content: who may do what', () => {
  it('lets anyone read, staff write, and only admins delete', async () => {
    expect((await api('anonymous', 'GET', '/api/page-content')).status).toBe(200)
    const anon = await api('anonymous', 'POST', '/api/page-content', { path: '/anon-try' })
    expect(anon.status).toBe(403)
    const byEditor = await api('editor', 'POST', '/api/page-content', { path: `/${unique('editor-page')}`, title: 'Editor title' })
    expect(byEditor.status).toBe(201)
    created.push(byEditor.body.doc.id)
    expect((await api('editor', 'DELETE', `/api/page-content/${byEditor.body.doc.id}`)).status).toBe(403)
    expect((await api('anonymous', 'PATCH', `/api/page-content/${byEditor.body.doc.id}`, { title: 'x' })).status).toBe(403)
    const gqlTry = await gql('anonymous', 'mutation { createPageContent(data: { path: "/gql-anon" }) { id } }')
    expect(gqlTry.errors?.[0]?.message).toMatch(/not allowed/i)
  })
})

describe('page-content: bad input is refused with a clear message', () => {
  it.each([
    [{ path: 'https://evil.example.com/x' }, /starts with a single \//],
    [{ path: '/has space' }, /cannot contain spaces/],
    [{ path: `/${unique('p')}`, title: 'x'.repeat(71) }, /title/i],
    [{ path: `/${unique('p')}`, enhanced: { links: [{ text: 'Bad', url: 'javascript:alert(1)' }] } }, /Use a path on this site or an http\(s\) address/],
    [{ path: `/${unique('p')}`, enhanced: { links: [{ text: 'Nowhere', url: '' }] } }, /This field is required/],
    [{ path: `/${unique('p')}`, enhanced: { links: [{ text: 'Long', url: `/${'a'.repeat(300)}` }] } }, /300/],
  ])('%j', async (data, message) => {
    const res = await api('admin', 'POST', '/api/page-content', data)
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toMatch(message)
  })

  it('normalises the path and refuses a second document for the same page', async () => {
    const path = `/${unique('dupe')}`
    const first = await api('admin', 'POST', '/api/page-content', { path: `${path.toUpperCase()}/` })
    expect(first.status).toBe(201)
    created.push(first.body.doc.id)
    expect(first.body.doc.path).toBe(path)
    const second = await api('admin', 'POST', '/api/page-content', { path })
    expect(second.status).toBe(400)
    expect(errorMessage(second) ?? JSON.stringify(second.body)).toMatch(/path/i)
  })
})

describe('page-content: lists without rows, as the admin sends them', () => {
  it('saves 0 (the admin form’s row count for an empty list) as no rows, and clears the rows a document had', async () => {
    // Refused with "Must be a list of rows." before: no page content could be saved from the admin without a paragraph
    // and a link, nor have its last paragraph taken away.
    const res = await api('editor', 'POST', '/api/page-content', { path: `/${unique('no-rows')}`, h1: 'Heading only', enhanced: { paragraphs: 0, links: 0 } })
    expect(res.status).toBe(201)
    created.push(res.body.doc.id)
    expect(res.body.doc.enhanced).toMatchObject({ paragraphs: [], links: [] })
    const filled = await api('editor', 'PATCH', `/api/page-content/${res.body.doc.id}`, { enhanced: { paragraphs: [{ text: 'One' }, { text: 'Two' }] } })
    expect(filled.body.doc.enhanced.paragraphs.map((p: { text: string }) => p.text)).toEqual(['One', 'Two'])
    const cleared = await api('editor', 'PATCH', `/api/page-content/${res.body.doc.id}`, { enhanced: { paragraphs: 0 } })
    expect(cleared.status).toBe(200)
    expect(cleared.body.doc.enhanced.paragraphs).toEqual([])
    expect((await api('editor', 'GET', `/api/page-content/${res.body.doc.id}`)).body.enhanced.paragraphs).toEqual([])
    // Any other count is not a list: Payload would count rows it never stores.
    const counted = await api('editor', 'PATCH', `/api/page-content/${res.body.doc.id}`, { enhanced: { paragraphs: 2 } })
    expect(counted.status).toBe(400)
    expect(JSON.stringify(counted.body.errors)).toContain('Must be a list of rows.')
  })
})

describe('page-content: the live page follows edits without a rebuild', () => {
  it('overrides title, description and H1, appends enhanced content, and reverts on delete', async () => {
    const before = await page('/faq')
    expect(h1Of(before.html)).toBe('Frequently Asked Questions (FAQs)')
    const stamp = unique('Live')
    const res = await api('editor', 'POST', '/api/page-content', {
      path: '/faq',
      title: `${stamp} FAQ title`,
      meta_description: `${stamp} description`,
      h1: `${stamp} heading`,
      enhanced: { paragraphs: [{ text: `${stamp} paragraph` }], links: [{ text: 'GST help', url: '/services/gst-services', context: 'Returns' }] },
    })
    expect(res.status).toBe(201)
    const id = res.body.doc.id

    const after = await eventually(async () => {
      const p = await page('/faq')
      return p.html.includes(`${stamp} heading`) ? p : undefined
    })
    expect(titleOf(after.html)).toBe(`${stamp} FAQ title`)
    expect(metaContent(after.html, 'description')).toBe(`${stamp} description`)
    expect(h1Of(after.html)).toBe(`${stamp} heading`)
    expect(after.html).toContain(`${stamp} paragraph`)
    expect(after.html).toContain('href="/services/gst-services"')

    expect((await api('admin', 'DELETE', `/api/page-content/${id}`)).status).toBe(200)
    const reverted = await eventually(async () => {
      const p = await page('/faq')
      return p.html.includes(stamp) ? undefined : p
    })
    expect(h1Of(reverted.html)).toBe('Frequently Asked Questions (FAQs)')
  })
})

describe('page-content: every page reads it', () => {
  it('shows its heading and its block on every page of the site and on an article', async () => {
    // The site map and the articles showed neither (only their title and description followed the page content).
    const article = await api('editor', 'POST', '/api/news-updates', { title: unique('Every page article'), category: 'GST', _status: 'published' })
    expect(article.status).toBe(201)
    try {
      for (const path of [...STATIC_ROUTES, `/blog/${article.body.doc.slug}`]) {
        const stamp = unique('Every')
        const data = { h1: `${stamp} heading`, enhanced: { paragraphs: [{ text: `${stamp} paragraph` }] } }
        // A page that has content already (the seed's /about) gets it back afterwards.
        const existing = (await api('admin', 'GET', `/api/page-content?where[path][equals]=${encodeURIComponent(path)}&depth=0`)).body.docs[0]
        const res = existing
          ? await api('editor', 'PATCH', `/api/page-content/${existing.id}`, data)
          : await api('editor', 'POST', '/api/page-content', { path, ...data })
        expect(res.status, path).toBeLessThan(300)
        try {
          const shown = await eventually(async () => {
            const p = await page(path)
            return p.html.includes(`${stamp} paragraph`) ? p : undefined
          }).catch(() => undefined)
          expect(shown ? h1Of(shown.html) : `no block on ${path}`, path).toBe(`${stamp} heading`)
        } finally {
          if (existing) await api('admin', 'PATCH', `/api/page-content/${existing.id}`, { h1: existing.h1, enhanced: existing.enhanced })
          else await api('admin', 'DELETE', `/api/page-content/${res.body.doc.id}`)
        }
      }
    } finally {
      await api('admin', 'DELETE', `/api/news-updates/${article.body.doc.id}`)
    }
  }, 120_000)
})
