import type { PostgresAdapter } from '@payloadcms/db-postgres'
import fs from 'node:fs'

import { commitTransaction, createLocalReq, initTransaction } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { Pool } from '../../src/lib/databasePool'
import { COMMIT_FAILED_MESSAGE } from '../../src/lib/transactions'
import { api, errorMessage, eventually, gql, unique } from '../helpers/api'
import { databaseForFile } from '../helpers/database'
import { validEnquiry } from '../helpers/fixtures'
import { localPayloadForFile } from '../helpers/localPayload'

const db = databaseForFile()
const getPayload = localPayloadForFile()

const REFUSED = 'Refused at commit'

async function storedQuestions(like: string): Promise<string[]> {
  return (await db.query<{ question: string }>('SELECT question FROM faqs WHERE question LIKE $1', [like])).rows.map((row) => row.question)
}

/**
 * For the tests of a describe block: a deferred constraint on `table` that refuses, when the transaction commits, a row
 * whose `column` starts with REFUSED. The COMMIT fails and PostgreSQL rolls the transaction back, as a COMMIT that a
 * serialisation conflict or a full disk fails would.
 */
function refuseAtCommit(table: string, column: string) {
  const name = `test_refuse_${table}_at_commit`
  beforeAll(async () => {
    await db.query(`
      CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.${column} LIKE '${REFUSED}%' THEN RAISE EXCEPTION 'refused at commit (test constraint)'; END IF;
        RETURN NULL;
      END $$`)
    await db.query(`CREATE CONSTRAINT TRIGGER ${name} AFTER INSERT OR UPDATE ON ${table} DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ${name}()`)
  })
  afterAll(async () => {
    await db.query(`DROP TRIGGER IF EXISTS ${name} ON ${table}`)
    await db.query(`DROP FUNCTION IF EXISTS ${name}()`)
  })
}

describe('a change the database refuses at COMMIT', () => {
  refuseAtCommit('faqs', 'question')

  const faq = (question: string) => ({ question, answer: 'Within 30 days of the end of the quarter.', topic: 'general' })
  // The questions these tests save are taken off the FAQ page afterwards.
  const saved: number[] = []
  afterAll(async () => {
    for (const id of saved) await api('admin', 'DELETE', `/api/faqs/${id}`)
  })

  it('answers a create over REST with an error that says nothing was saved, not 201 with the document', async () => {
    const question = unique(REFUSED)
    const res = await api('admin', 'POST', '/api/faqs', faq(question))
    expect(res.status).toBe(503)
    expect(errorMessage(res)).toBe(COMMIT_FAILED_MESSAGE)
    expect(res.body.doc).toBeUndefined()
    expect(await storedQuestions(question)).toEqual([])
  })

  it('answers an update over REST with that error and keeps the document as it was', async () => {
    const before = unique('When is GSTR-3B due')
    const created = await api('admin', 'POST', '/api/faqs', faq(before))
    expect(created.status).toBe(201)
    saved.push(created.body.doc.id)
    const res = await api('admin', 'PATCH', `/api/faqs/${created.body.doc.id}`, { question: unique(REFUSED) })
    expect(res.status).toBe(503)
    expect(errorMessage(res)).toBe(COMMIT_FAILED_MESSAGE)
    expect(await storedQuestions(`${before}%`)).toEqual([before])
    expect((await api('admin', 'GET', `/api/faqs/${created.body.doc.id}`)).body.question).toBe(before)
  })

  it('answers a GraphQL mutation with that error and no document', async () => {
    const question = unique(REFUSED)
    const res = await gql('admin', 'mutation ($data: mutationFaqInput!) { createFaq(data: $data) { id question } }', { data: faq(question) })
    expect(res.data?.createFaq ?? null).toBeNull()
    expect(res.errors?.[0]?.message).toBe(COMMIT_FAILED_MESSAGE)
    expect(await storedQuestions(question)).toEqual([])
  })

  it('still saves what the database accepts', async () => {
    const question = unique('Do you file TDS returns')
    const res = await api('admin', 'POST', '/api/faqs', faq(question))
    expect(res.status).toBe(201)
    saved.push(res.body.doc.id)
    expect(await storedQuestions(question)).toEqual([question])
  })
})

describe('an enquiry the database refuses at COMMIT', () => {
  refuseAtCommit('contact_submissions', 'name')

  const mails = () =>
    fs
      .readFileSync(process.env.SMTP_CAPTURE_FILE!, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { data: string })

  it('tells the visitor it was not sent, and does not e-mail the firm about it', async () => {
    expect(process.env.SMTP_CAPTURE_FILE, 'npm test starts a fake SMTP server').toBeTruthy()
    // The enquiry hook ran before the COMMIT failed: the firm used to be e-mailed an enquiry that was never stored,
    // and again when the visitor sent it a second time.
    const refused = { ...validEnquiry(), name: unique(REFUSED) }
    const res = await api('anonymous', 'POST', '/api/contact-submissions', refused)
    expect(res.status).toBe(503)
    expect(errorMessage(res)).toBe(COMMIT_FAILED_MESSAGE)
    expect((await db.query('SELECT count(*)::int AS n FROM contact_submissions WHERE email = $1', [refused.email])).rows[0].n).toBe(0)

    // One sent after it arrives; by then the refused one's e-mail would have too.
    const accepted = { ...validEnquiry(), name: unique('Meera Iyer') }
    expect((await api('anonymous', 'POST', '/api/contact-submissions', accepted)).status).toBe(201)
    await eventually(async () => mails().find((mail) => mail.data.includes(`Subject: New enquiry from ${accepted.name}`)))
    expect(mails().filter((mail) => mail.data.includes(refused.name))).toEqual([])
  })
})

describe('a transaction in which a statement failed and was ignored', () => {
  it('makes the pool reject its COMMIT, which PostgreSQL answers ROLLBACK without an error, and log it', async () => {
    const lines: string[] = []
    const pool = new Pool({ connectionString: process.env.DATABASE_URL }, (line) => lines.push(line))
    try {
      const client = await pool.connect()
      await client.query('BEGIN')
      await client.query('SELECT 1/0').catch(() => undefined)
      const error = await client.query('COMMIT').then(() => undefined, (failure: unknown) => failure)
      expect((error as Error | undefined)?.message).toBe('the database rolled the transaction back at COMMIT, as a statement in it had failed')
      expect(lines).toEqual([
        'A COMMIT failed (the database rolled the transaction back at COMMIT, as a statement in it had failed); its request is answered with an error.',
      ])
      // The connection is usable again.
      expect((await client.query('SELECT 1 AS one')).rows[0].one).toBe(1)
      client.release()
    } finally {
      await pool.end()
    }
  })

  it("fails a Local API operation's commit, so nothing is reported saved that was rolled back", async () => {
    const payload = await getPayload()
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    const question = unique('Which ITR form do I need')
    const doc = await payload.create({ collection: 'faqs', data: { question, answer: 'It depends on your income.', topic: 'general' }, req })
    expect(doc.question).toBe(question)
    // A step after it fails and is caught: PostgreSQL has now aborted the transaction, the FAQ with it.
    const { sessions } = payload.db as unknown as PostgresAdapter
    await sessions[req.transactionID as string].db.execute('SELECT 1/0').catch(() => undefined)
    await expect(commitTransaction(req)).rejects.toThrow(COMMIT_FAILED_MESSAGE)
    expect(await storedQuestions(question)).toEqual([])
  })
})
