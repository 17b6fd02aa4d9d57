import { afterAll, describe, expect, it } from 'vitest'

import { api, decodeHtml, errorMessage, eventually, gql, page, unique } from '../helpers/api'
import { reorder } from '../helpers/reorder'

const created: number[] = []
afterAll(async () => {
  for (const id of created) await api('admin', 'DELETE', `/api/testimonials/${id}`)
})

const testimonial = (overrides: Record<string, unknown> = {}) => ({
  quote: `They sorted out three years of pending GST returns and explained every notice in plain words. ${unique('q')}`,
  attribution: 'Owner, textile export business, Gurugram',
  service: 'gst-services',
  consent: true,
  ...overrides,
})

async function create(data: Record<string, unknown>) {
  const res = await api('editor', 'POST', '/api/testimonials', data)
  if (res.status === 201) created.push(res.body.doc.id)
  return res
}

describe('testimonials: who may do what', () => {
  it('lets visitors read only shown testimonials and refuses them every change', async () => {
    const shown = (await create(testimonial())).body.doc
    const hidden = (await create(testimonial({ active: false }))).body.doc
    const list = await api('anonymous', 'GET', '/api/testimonials?limit=100')
    expect(list.status).toBe(200)
    const ids = list.body.docs.map((d: { id: number }) => d.id)
    expect(ids).toContain(shown.id)
    expect(ids).not.toContain(hidden.id)
    expect((await api('anonymous', 'GET', `/api/testimonials/${hidden.id}`)).status).toBe(404)

    expect((await api('anonymous', 'POST', '/api/testimonials', testimonial())).status).toBe(403)
    expect((await api('anonymous', 'PATCH', `/api/testimonials/${shown.id}`, { quote: 'Defaced by someone passing by' })).status).toBe(403)
    expect((await api('anonymous', 'DELETE', `/api/testimonials/${shown.id}`)).status).toBe(403)
    const mutation = await gql('anonymous', 'mutation { createTestimonial(data: { quote: "Spam spam spam spam spam", attribution: "Bot", consent: true }) { id } }')
    expect(mutation.errors?.[0]?.message).toMatch(/not allowed/i)
    expect((await api('anonymous', 'GET', `/api/testimonials/${shown.id}`)).body.quote).toBe(shown.quote)
  })

  it('lets editors and admins write', async () => {
    const byAdmin = await api('admin', 'POST', '/api/testimonials', testimonial())
    expect(byAdmin.status).toBe(201)
    expect((await api('editor', 'PATCH', `/api/testimonials/${byAdmin.body.doc.id}`, { attribution: 'Partner, family-run pharmacy, Sohna Road' })).status).toBe(200)
    expect((await api('editor', 'DELETE', `/api/testimonials/${byAdmin.body.doc.id}`)).status).toBe(200)
  })
})

describe('testimonials: rules', () => {
  it('shows nothing on the site without the client’s agreement', async () => {
    const res = await create(testimonial({ consent: false }))
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain("Needs the client's agreement to be shown.")
    // Kept aside (not shown), it may wait for the client's answer.
    expect((await create(testimonial({ consent: false, active: false }))).status).toBe(201)
  })

  it.each([
    [{ quote: 'Great!' }, /quote/i],
    [{ attribution: '' }, /attribution/i],
    [{ service: 'astrology' }, /service/i],
    [{ quote: ['a list', 'of words'] }, /quote/i],
  ])('refuses %j with a clear message', async (bad, message) => {
    const res = await create(testimonial(bad))
    expect(res.status).toBe(400)
    expect(errorMessage(res) ?? '').not.toBe('')
    expect(JSON.stringify(res.body)).toMatch(message)
  })
})

describe('testimonials on the home page', () => {
  it('appear in "What Our Clients Say" once published, in the editors’ order, and leave when removed', async () => {
    const earlier = (await api('editor', 'GET', '/api/testimonials?sort=_order&limit=1&depth=0')).body.docs[0]
    const second = (await create(testimonial({ service: null }))).body.doc
    const first = (await create(testimonial({ attribution: 'Director, logistics start-up, Udyog Vihar' }))).body.doc
    // Added last, so listed last; the editor drags the two to the top of the list (the page shows the first 6), the
    // newer one first.
    const move = (id: number, newKeyWillBe: 'less' | 'greater', target: number) =>
      reorder('editor', 'testimonials', id, newKeyWillBe === 'less' ? 'before' : 'after', { id: target })
    if (earlier) expect((await move(first.id, 'less', earlier.id)).status).toBe(200)
    expect((await move(second.id, 'greater', first.id)).status).toBe(200)
    const hidden = (await create(testimonial({ active: false }))).body.doc
    const html = await eventually(async () => {
      const { html } = await page('/')
      return html.includes(first.quote) && html.includes(second.quote) ? decodeHtml(html) : undefined
    }, 20_000)
    expect(html).toContain('What Our Clients Say')
    expect(html.indexOf(first.quote)).toBeLessThan(html.indexOf(second.quote))
    expect(html).toContain('Director, logistics start-up, Udyog Vihar')
    expect(html).toMatch(/href="\/services\/gst-services"[^>]*>GST Services</)
    expect(html).not.toContain(hidden.quote)

    for (const id of [first.id, second.id]) expect((await api('editor', 'DELETE', `/api/testimonials/${id}`)).status).toBe(200)
    await eventually(async () => ((await page('/')).html.includes(first.quote) ? undefined : true), 20_000)
  })
})

describe('testimonials: what the admin says about each one', () => {
  it('"On the site" gives the place of each of the first six on the home page, and says why the others are not there', async () => {
    const stamp = unique('place')
    const ours: { id: number; quote: string }[] = []
    for (let i = 1; i <= 7; i++) ours.push((await create(testimonial({ quote: `Client ${i} of ${stamp}: they answered every notice in plain words.` }))).body.doc)
    const inactive = (await create(testimonial({ active: false }))).body.doc
    // The editor drags the seven to the top of the list, in their order.
    const head = (await api('editor', 'GET', '/api/testimonials?sort=_order&limit=1&depth=0')).body.docs[0]
    const move = (id: number, newKeyWillBe: 'less' | 'greater', target: number) =>
      reorder('editor', 'testimonials', id, newKeyWillBe === 'less' ? 'before' : 'after', { id: target })
    if (head.id !== ours[0].id) expect((await move(ours[0].id, 'less', head.id)).status).toBe(200)
    for (let i = 1; i < ours.length; i++) expect((await move(ours[i].id, 'greater', ours[i - 1].id)).status).toBe(200)

    const shown = async (id: number) => (await api('editor', 'GET', `/api/testimonials/${id}?depth=0`)).body.shown
    expect(await shown(ours[0].id)).toBe('On the home page, 1st of 6')
    expect(await shown(ours[2].id)).toBe('On the home page, 3rd of 6')
    expect(await shown(ours[5].id)).toBe('On the home page, 6th of 6')
    expect(await shown(ours[6].id)).toBe('Not shown: the home page shows the first 6; drag it higher in the list')
    expect(await shown(inactive.id)).toBe('Hidden: not active')
    // The list (one query for the places, however many rows) says the same.
    const list = await api('editor', 'GET', `/api/testimonials?where[quote][like]=${encodeURIComponent(stamp)}&sort=_order&depth=0&limit=10`)
    expect(list.body.docs.map((d: { shown: string }) => d.shown.replace(/, \d+\w\w of 6$/, ''))).toEqual([...Array(6).fill('On the home page'), expect.stringMatching(/^Not shown/)])

    // The home page shows exactly the six it names.
    const html = await eventually(async () => {
      const html = decodeHtml((await page('/')).html)
      return ours.slice(0, 6).every((t) => html.includes(t.quote)) ? html : undefined
    }, 20_000)
    expect(html).not.toContain(ours[6].quote)
    expect(ours.slice(0, 6).map((t) => html.indexOf(t.quote))).toEqual([...ours.slice(0, 6).map((t) => html.indexOf(t.quote))].sort((a, b) => a - b))

    // Taken off the site: the answer to the change says so at once, and the seventh moves up into sixth place.
    const hidden = await api('editor', 'PATCH', `/api/testimonials/${ours[0].id}`, { active: false })
    expect(hidden.body.doc.shown).toBe('Hidden: not active')
    expect(await shown(ours[6].id)).toBe('On the home page, 6th of 6')
    expect(await shown(ours[1].id)).toBe('On the home page, 1st of 6')
  })
})
