import { afterAll, describe, expect, it } from 'vitest'

import { deadlineDate, DEADLINE_FORMAT_MESSAGE } from '@/lib/careers'

import { api, decodeHtml, eventually, gql, jsonLd, page, unique } from '../helpers/api'
import { lexicalDocument, lexicalLink, lexicalParagraph, lexicalText } from '../helpers/lexical'
import { jobOpening } from '../helpers/jobOpening'

const cleanup: string[] = []
afterAll(async () => {
  for (const path of cleanup) await api('admin', 'DELETE', path)
})

const job = (over: Record<string, unknown> = {}) => jobOpening(unique('Test opening'), over)

describe('job openings', () => {
  it('shows the seven seeded openings to visitors, with Apply by deadlines', async () => {
    const res = await api('anonymous', 'GET', '/api/job-openings?limit=50&where[title][not_like]=Test')
    expect(res.status).toBe(200)
    expect(res.body.docs.map((d: { title: string }) => d.title)).toEqual(
      expect.arrayContaining(['CA Partner', 'Articleship Training', 'Senior Accountant', 'Tax Associate', 'Financial Content Creator', 'Audit Assistant', 'GST Specialist']),
    )
    // The spec's 2025 dates have passed, so the seed gives the same days in the year ahead.
    const partner = res.body.docs.find((d: { title: string }) => d.title === 'CA Partner')
    expect(partner.deadline).toMatch(/^31 August \d{4}$/)
    expect(Date.parse(deadlineDate(partner.deadline)!)).toBeGreaterThan(Date.now())
    const careers = await page('/careers')
    expect(careers.html).toContain(`Apply by ${partner.deadline}`)
    expect(careers.html).toContain('Applications: Ongoing')
  })

  it('stops listing an opening, and announcing it to search engines, once its deadline has passed', async () => {
    const [closed, open] = [unique('Closed opening'), unique('Open opening')]
    const listing: Record<string, string> = {}
    for (const [title, deadline] of [[closed, '15 July 2025'], [open, '15 July 2099']]) {
      const res = await api('editor', 'POST', '/api/job-openings', job({ title, deadline }))
      expect(res.status).toBe(201)
      cleanup.push(`/api/job-openings/${res.body.doc.id}`)
      listing[title] = res.body.doc.listing
    }
    // Editors see in the admin why an opening is not on the site.
    expect(listing).toEqual({ [closed]: 'Closed: the deadline has passed', [open]: 'Listed on the careers page' })
    const careers = await eventually(async () => {
      const p = await page('/careers')
      return decodeHtml(p.html).includes(open) ? p : undefined
    })
    expect(decodeHtml(careers.html)).not.toContain(closed)
    const postings = jsonLd(careers.html).filter((d) => d['@type'] === 'JobPosting')
    expect(postings.map((d) => d.title)).toContain(open)
    expect(postings.map((d) => d.title)).not.toContain(closed)
    expect(postings.find((d) => d.title === open)?.validThrough).toBe('2099-07-15T18:29:59.000Z')
  })

  it('refuses a deadline it cannot read, saying how to write one', async () => {
    for (const deadline of ['31 Juune 2026', '30 February 2027', '15/07/2026']) {
      const res = await api('editor', 'POST', '/api/job-openings', job({ deadline }))
      expect(res.status, deadline).toBe(400)
      expect(JSON.stringify(res.body)).toContain(DEADLINE_FORMAT_MESSAGE)
    }
    const words = await api('editor', 'POST', '/api/job-openings', job({ deadline: 'Until filled' }))
    expect(words.status).toBe(201)
    cleanup.push(`/api/job-openings/${words.body.doc.id}`)
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

describe('a link in an article’s text', () => {
  const linkTo = (doc: { relationTo: string; value: number }) =>
    lexicalDocument(lexicalParagraph('Read ', lexicalLink('the due dates', { linkType: 'internal', newTab: false, doc }), lexicalText(' first.')))
  const article = async (title: string, over: Record<string, unknown> = {}) => {
    const res = await api('editor', 'POST', '/api/news-updates', { title, category: 'GST', _status: 'published', ...over })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    cleanup.push(`/api/news-updates/${res.body.doc.id}`)
    return res.body.doc as { id: number; slug: string }
  }

  it('to another article leads to its page; to one visitors cannot see, it is the words alone', async () => {
    const target = await article(unique('Due dates'))
    const hidden = await article(unique('Hidden due dates'), { active: false })
    const linking = await article(unique('Links to due dates'), { content: linkTo({ relationTo: 'news-updates', value: target.id }) })
    const linkingHidden = await article(unique('Links to hidden'), { content: linkTo({ relationTo: 'news-updates', value: hidden.id }) })

    // The article's text as the page shows it (React marks where one piece of text ends and the next begins: <!-- -->).
    const text = async (slug: string) => (await page(`/blog/${slug}`)).html.match(/<div class="article-body[^"]*">(.*?)<\/div>/)?.[1]?.replaceAll('<!-- -->', '')
    expect(await text(linking.slug)).toBe(`<p>Read <a href="/blog/${target.slug}">the due dates</a> first.</p>`)
    expect(await text(linkingHidden.slug)).toBe('<p>Read the due dates first.</p>')
  })

  it('fills in a linked article one level deep with its title and address, however deep a reader asks (it grew without bound)', async () => {
    // Four articles, each linking to the other three: filled in link by link, depth 10 meant 3^10 articles.
    const ring = []
    for (let i = 0; i < 4; i++) ring.push(await article(unique(`Ring ${i}`)))
    for (const [i, a] of ring.entries()) {
      const links = ring.filter((b) => b !== a).map((b, k) => ({
        ...lexicalLink(`link ${k}`, { linkType: 'internal', newTab: false, doc: { relationTo: 'news-updates', value: b.id } }),
        id: `${String(i).padStart(12, '0')}${String(k).padStart(12, '0')}`,
      }))
      const res = await api('editor', 'PATCH', `/api/news-updates/${a.id}`, { content: lexicalDocument(lexicalParagraph('See ', ...links)) })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    }
    const ids = ring.map((a) => a.id).join(',')
    const linkedIn = (doc: { content: { root: { children: { children: { fields?: { doc: { value: unknown } } }[] }[] } } }) =>
      doc.content.root.children[0].children.slice(1).map((node) => node.fields!.doc.value)

    const rest = await api('anonymous', 'GET', `/api/news-updates?depth=10&where[id][in]=${ids}`)
    expect(rest.status).toBe(200)
    expect(rest.body.docs).toHaveLength(4)
    for (const doc of rest.body.docs) {
      for (const linked of linkedIn(doc)) expect(Object.keys(linked as object).sort()).toEqual(['id', 'slug', 'title'])
    }
    // Asking for the linked articles' text too: their own links stay IDs.
    const deeper = await api('anonymous', 'GET', `/api/news-updates?depth=10&where[id][in]=${ids}&populate[news-updates][content]=true`)
    const linked = linkedIn(deeper.body.docs[0])[0] as Parameters<typeof linkedIn>[0]
    expect(linkedIn(linked).every((value) => typeof value === 'number')).toBe(true)

    const overGraphql = await gql('anonymous', `{ NewsUpdates(where: { id: { equals: ${ring[0].id} } }) { docs { content(depth: 10) } } }`)
    expect(overGraphql.errors).toBeUndefined()
    for (const value of linkedIn(overGraphql.data.NewsUpdates.docs[0])) expect(Object.keys(value as object).sort()).toEqual(['id', 'slug', 'title'])
  })

  it('can lead only to an article: an internal link to a user or an enquiry is refused and nothing is stored', async () => {
    const enquiry = await api('admin', 'GET', '/api/contact-submissions?limit=1')
    for (const doc of [{ relationTo: 'users', value: 1 }, { relationTo: 'contact-submissions', value: enquiry.body.docs[0]?.id ?? 1 }]) {
      const title = unique('Links to a user')
      const res = await api('editor', 'POST', '/api/news-updates', { title, category: 'GST', content: linkTo(doc) })
      expect(res.status, doc.relationTo).toBe(400)
      expect(res.body.errors[0].data.errors).toEqual([
        expect.objectContaining({ path: 'content.doc', message: expect.stringContaining(`"relationTo":"${doc.relationTo}"`) }),
      ])
      expect((await api('editor', 'GET', `/api/news-updates?draft=true&where[title][equals]=${encodeURIComponent(title)}`)).body.totalDocs).toBe(0)
    }
  })
})
