import { sql } from '@payloadcms/db-postgres'
import { generateKeyBetween } from 'payload/shared'
import { afterAll, describe, expect, it } from 'vitest'

import { ordinal } from '../../src/lib/format'
import { orderRowsByNumber } from '../../src/migrations/20261127_151915_orderable_lists'
import { api, decodeHtml, errorMessage, eventually, gql, page, RawBody, unique, type Role } from '../helpers/api'
import { jobOpening } from '../helpers/jobOpening'
import { localPayloadForFile } from '../helpers/localPayload'
import { reorder } from '../helpers/reorder'

const local = localPayloadForFile()
const made: { collection: string; id: number }[] = []
afterAll(async () => {
  for (const { collection, id } of made) await api('admin', 'DELETE', `/api/${collection}/${id}`)
})

async function create(collection: string, data: Record<string, unknown>): Promise<{ id: number; _order: string; question?: string }> {
  const res = await api('editor', 'POST', `/api/${collection}`, data)
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  made.push({ collection, id: res.body.doc.id })
  return res.body.doc
}

const move = reorder

async function idsInOrder(collection: string, where: string): Promise<number[]> {
  const res = await api('editor', 'GET', `/api/${collection}?sort=_order&depth=0&limit=0&${where}`)
  expect(res.status).toBe(200)
  return (res.body.docs as { id: number }[]).map((d) => d.id)
}

const faq = (question: string) => ({ question: `${question}?`, answer: 'Yes, and we explain how.', topic: 'general' })
const job = (title: string) => jobOpening(title)
const testimonial = (quote: string) => ({ quote: `${quote}: they explained every notice in plain words.`, attribution: 'Owner, textile export business, Gurugram', consent: true })

describe('ordering FAQs, job openings and testimonials by dragging them', () => {
  it.each([
    ['faqs', faq, 'where[topic][equals]=general'],
    ['job-openings', job, ''],
    ['testimonials', testimonial, ''],
  ] as const)('%s: a new row goes last; the editor moves it first, then between two others', async (collection, data, where) => {
    const a = await create(collection, data(unique('Moved A')))
    const b = await create(collection, data(unique('Moved B')))
    let order = await idsInOrder(collection, where)
    expect(order.slice(-2)).toEqual([a.id, b.id])

    // To the top: before the row listed first.
    const head = order[0]!
    const res = await move('editor', collection, b.id, 'before', { id: head })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    order = await idsInOrder(collection, where)
    expect(order.slice(0, 2)).toEqual([b.id, head])
    // Right after it: between b and the row that followed.
    if (head !== a.id) {
      expect((await move('admin', collection, a.id, 'after', { id: b.id })).status).toBe(200)
      order = await idsInOrder(collection, where)
      expect(order.slice(0, 3)).toEqual([b.id, a.id, head])
    }
  })

  it('shows the FAQ page in the new order once an editor moves a question', async () => {
    const general = await idsInOrder('faqs', 'where[topic][equals]=general&where[active][equals]=true')
    const a = await create('faqs', faq(unique('Which documents do I bring')))
    const b = await create('faqs', faq(unique('Can you file my return today')))
    // b first, then a right after it, ahead of every other question.
    if (general[0] !== undefined) expect((await move('editor', 'faqs', b.id, 'before', { id: general[0] })).status).toBe(200)
    expect((await move('editor', 'faqs', a.id, 'after', { id: b.id })).status).toBe(200)
    const html = await eventually(async () => {
      const html = decodeHtml((await page('/faq')).html)
      const [ia, ib] = [html.indexOf(`${(await question(a.id))}`), html.indexOf(`${(await question(b.id))}`)]
      return ib >= 0 && ia > ib ? html : undefined
    }, 20_000)
    const questions = [...html.matchAll(/"name":"([^"]+\?)"/g)].map((m) => m[1])
    // The FAQPage structured data follows the same order.
    expect(questions.slice(0, 2)).toEqual([await question(b.id), await question(a.id)])
  })

  it('refuses visitors: 403, and nothing moves', async () => {
    const a = await create('faqs', faq(unique('Visitor cannot move')))
    const before = await idsInOrder('faqs', 'where[topic][equals]=general')
    const res = await move('anonymous', 'faqs', a.id, 'before', { id: before[0]! })
    expect(res.status).toBe(403)
    expect(await idsInOrder('faqs', 'where[topic][equals]=general')).toEqual(before)
  })

  it('moves a row next to its target even when the key the admin sent is stale or made up', async () => {
    const a = await create('faqs', faq(unique('Stale A')))
    const b = await create('faqs', faq(unique('Stale B')))
    const c = await create('faqs', faq(unique('Stale C')))
    // The admin still shows a's key from before; another editor moved rows meanwhile. Payload trusted it (500 for 'zz').
    for (const key of ['zz', 'a0', 'pending', '!!']) {
      const res = await move('editor', 'faqs', c.id, 'after', { id: a.id, key })
      expect(res.status, `${key}: ${JSON.stringify(res.body)}`).toBe(200)
      const order = await idsInOrder('faqs', 'where[topic][equals]=general')
      expect(order.indexOf(c.id), key).toBe(order.indexOf(a.id) + 1)
      expect(order.indexOf(b.id), key).toBe(order.indexOf(c.id) + 1)
    }
  })

  it.each([
    ['a body that is not JSON', new RawBody('{"collectionSlug":', 'application/json'), 400, /must be a JSON object/],
    ['no body', new RawBody(undefined), 400, /collectionSlug/],
    ['no target', { collectionSlug: 'faqs', docsToMove: [1], newKeyWillBe: 'less', orderableFieldName: '_order' }, 400, /target/],
    ['a target that is text', { collectionSlug: 'faqs', docsToMove: [1], newKeyWillBe: 'less', orderableFieldName: '_order', target: 'x' }, 400, /target/],
    ['no rows to move', { collectionSlug: 'faqs', docsToMove: [], newKeyWillBe: 'less', orderableFieldName: '_order', target: { id: 1 } }, 400, /docsToMove/],
    ['a direction that does not exist', { collectionSlug: 'faqs', docsToMove: [1], newKeyWillBe: 'up', orderableFieldName: '_order', target: { id: 1 } }, 400, /greater.*less/],
    ['an ID that is not a number', { collectionSlug: 'faqs', docsToMove: ['abc'], newKeyWillBe: 'less', orderableFieldName: '_order', target: { id: 1 } }, 400, /IDs are whole numbers/],
    ['a list for a body', [1, 2], 400, /must be a JSON object/],
    ['a list that cannot be ordered', { collectionSlug: 'news-updates', docsToMove: [1], newKeyWillBe: 'less', orderableFieldName: '_order', target: { id: 1 } }, 400, /news-updates is not a list whose rows can be moved/],
    ['a list that does not exist', { collectionSlug: 'nope', docsToMove: [1], newKeyWillBe: 'less', orderableFieldName: '_order', target: { id: 1 } }, 400, /nope is not a list/],
    ['a target that does not exist', { collectionSlug: 'faqs', docsToMove: [1], newKeyWillBe: 'less', orderableFieldName: '_order', target: { id: 99999999 } }, 404, /no longer exists/],
  ] as const)('refuses %s with a clear message, and nothing moves', async (_name, body, status, message) => {
    const before = await idsInOrder('faqs', 'where[topic][equals]=general')
    const res = await api('editor', 'POST', '/api/reorder', body)
    expect(res.status, JSON.stringify(res.body)).toBe(status)
    expect(errorMessage(res)).toMatch(message)
    expect(await idsInOrder('faqs', 'where[topic][equals]=general')).toEqual(before)
  })

  it.each([
    ['text that is no key', 'Zz!', 'The order is a key such as \\"a1\\"'],
    ['an upper-case key', 'a0V', 'The order is a key such as \\"a1\\"'],
    ['null (the row would lose its place)', null, 'The order is a key such as \\"a1\\"'],
    ['a number', 5, 'Must be text.'],
  ])('refuses an order written as %s over REST and GraphQL, and the row keeps its place', async (_name, value, message) => {
    const a = await create('faqs', faq(unique('Kept place')))
    const res = await api('editor', 'PATCH', `/api/faqs/${a.id}`, { _order: value })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain(message)
    const mutation = await gql('editor', `mutation { updateFaq(id: ${a.id}, data: { _order: ${JSON.stringify(String(value))} }) { id } }`)
    expect(mutation.errors?.length).toBeGreaterThan(0)
    expect((await api('editor', 'GET', `/api/faqs/${a.id}?depth=0`)).body._order).toBe(a._order)
  })

  it('takes an order key written over REST: the row goes to that place', async () => {
    const a = await create('faqs', faq(unique('Written key')))
    const head = (await idsInOrder('faqs', 'where[topic][equals]=general'))[0]!
    const headKey = (await api('editor', 'GET', `/api/faqs/${head}?depth=0`)).body._order as string
    const before = generateKeyBetween(null, headKey)
    const res = await api('editor', 'PATCH', `/api/faqs/${a.id}`, { _order: before })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect((await idsInOrder('faqs', 'where[topic][equals]=general'))[0]).toBe(a.id)
  })

  it('answers 404 for a row to move that does not exist', async () => {
    const target = (await idsInOrder('faqs', 'where[topic][equals]=general'))[0]!
    const res = await move('editor', 'faqs', 99999999, 'before', { id: target })
    expect(res.status).toBe(404)
  })
})

async function question(id: number): Promise<string> {
  return (await api('editor', 'GET', `/api/faqs/${id}?depth=0`)).body.question
}

describe('FAQs: what the admin says about each question', () => {
  it('"On the site" gives each question its place on the FAQ page, the home page or its service page, and says why one is not there', async () => {
    const stamp = unique('faq-place')
    const ours: { id: number; question?: string }[] = []
    for (let i = 1; i <= 6; i++) ours.push(await create('faqs', faq(`Question ${i} of ${stamp}: do you answer it`)))
    const inactive = await create('faqs', { ...faq(`Put aside ${stamp}`), active: false })
    const gst = await create('faqs', { ...faq(`GST question ${stamp}`), topic: 'gst-services' })
    // The editor drags the six to the top of the general questions, in their order.
    const head = (await idsInOrder('faqs', 'where[topic][equals]=general&where[active][equals]=true'))[0]!
    if (head !== ours[0]!.id) expect((await move('editor', 'faqs', ours[0]!.id, 'before', { id: head })).status).toBe(200)
    for (let i = 1; i < ours.length; i++) expect((await move('editor', 'faqs', ours[i]!.id, 'after', { id: ours[i - 1]!.id })).status).toBe(200)

    const general = await idsInOrder('faqs', 'where[topic][equals]=general&where[active][equals]=true')
    const gstCount = (await idsInOrder('faqs', 'where[topic][equals]=gst-services&where[active][equals]=true')).length
    const shown = async (id: number) => (await api('editor', 'GET', `/api/faqs/${id}?depth=0`)).body.shown
    expect(await shown(ours[0]!.id)).toBe(`On the FAQ page, 1st of ${general.length}, and the home page, 1st of 5`)
    expect(await shown(ours[4]!.id)).toBe(`On the FAQ page, 5th of ${general.length}, and the home page, 5th of 5`)
    expect(await shown(ours[5]!.id)).toBe(`On the FAQ page, 6th of ${general.length}. Not on the home page: it shows the first 5; drag it higher in the list`)
    expect(await shown(inactive.id)).toBe('Hidden: not active')
    // Added last among the GST page's questions.
    expect(await shown(gst.id)).toBe(`On the GST Services page, ${ordinal(gstCount)} of ${gstCount}`)
    // The list (one query for the places, however many rows) and GraphQL say the same.
    const list = await api('editor', 'GET', `/api/faqs?where[question][like]=${encodeURIComponent(stamp)}&sort=_order&depth=0&limit=20`)
    expect(list.body.docs.map((d: { id: number; shown: string }) => [d.id, d.shown])).toContainEqual([ours[5]!.id, await shown(ours[5]!.id)])
    const viaGraphql = await gql('editor', `{ Faq(id: ${ours[1]!.id}) { shown } }`)
    expect(viaGraphql.data?.Faq?.shown).toBe(`On the FAQ page, 2nd of ${general.length}, and the home page, 2nd of 5`)

    // The home page shows exactly the five it names, in that order.
    const html = await eventually(async () => {
      const html = decodeHtml((await page('/')).html)
      return ours.slice(0, 5).every((q) => html.includes(q.question!)) ? html : undefined
    }, 20_000)
    expect(html).not.toContain(ours[5]!.question)
    const at = ours.slice(0, 5).map((q) => html.indexOf(q.question!))
    expect(at).toEqual([...at].sort((a, b) => a - b))

    // Taken off the site: the answer to the change says so at once, and the sixth moves up onto the home page.
    const hidden = await api('editor', 'PATCH', `/api/faqs/${ours[0]!.id}`, { active: false })
    expect(hidden.body.doc.shown).toBe('Hidden: not active')
    expect(await shown(ours[5]!.id)).toBe(`On the FAQ page, 5th of ${general.length - 1}, and the home page, 5th of 5`)
    // Moved to a service page: its place there.
    const moved = await api('editor', 'PATCH', `/api/faqs/${ours[1]!.id}`, { topic: 'gst-services' })
    expect(moved.body.doc.shown).toMatch(/^On the GST Services page, \d+\w\w of \d+$/)
  })

  it('cannot be written: REST and GraphQL ignore it or refuse it, and nothing else changes', async () => {
    const a = await create('faqs', faq(unique('Written place')))
    const res = await api('editor', 'PATCH', `/api/faqs/${a.id}`, { shown: 'On the home page, 1st of 1' })
    expect(res.status).toBe(200)
    expect(res.body.doc.shown).not.toBe('On the home page, 1st of 1')
    expect(res.body.doc.question).toBe(a.question)
  })
})

describe('migration: the numbered order becomes the dragged order', () => {
  it('keys the rows in their old order (lowest number first, the older row on a tie, unnumbered last)', async () => {
    const payload = await local()
    const rollback = new Error('rollback')
    await payload.db.drizzle
      .transaction(async (tx) => {
        // The table as it was: a number per row. Reverse the ids, with a tie and a row without a number.
        await tx.execute(sql`ALTER TABLE "faqs" ADD COLUMN "order" numeric`)
        await tx.execute(sql`UPDATE "faqs" SET "order" = -"id"`)
        const ids = ((await tx.execute(sql`SELECT "id" FROM "faqs" ORDER BY "id"`)).rows as { id: number }[]).map((r) => r.id)
        expect(ids.length).toBeGreaterThan(3)
        await tx.execute(sql`UPDATE "faqs" SET "order" = NULL WHERE "id" = ${ids[0]}`)
        await tx.execute(sql`UPDATE "faqs" SET "order" = ${-ids[2]!} WHERE "id" = ${ids[1]}`)
        const n = await orderRowsByNumber(tx as never, 'faqs')
        expect(n).toBe(ids.length)
        const rows = (await tx.execute(sql`SELECT "id", "_order" FROM "faqs" ORDER BY "_order" COLLATE "C"`)).rows as { id: number; _order: string }[]
        const expected = [...ids.slice(3).reverse(), ids[1], ids[2], ids[0]]
        expect(rows.map((r) => r.id)).toEqual(expected)
        expect(new Set(rows.map((r) => r._order)).size).toBe(rows.length)
        // The keys sort the same under the database's own collation as byte by byte.
        const asDatabaseSorts = (await tx.execute(sql`SELECT "id" FROM "faqs" ORDER BY "_order"`)).rows as { id: number }[]
        expect(asDatabaseSorts.map((r) => r.id)).toEqual(expected)
        throw rollback
      })
      .catch((e) => {
        if (e !== rollback) throw e
      })
    // Nothing of the trial is left.
    const columns = await payload.db.drizzle.execute(sql`SELECT 1 FROM information_schema.columns WHERE table_name = 'faqs' AND column_name = 'order'`)
    expect(columns.rows).toHaveLength(0)
  })
})
