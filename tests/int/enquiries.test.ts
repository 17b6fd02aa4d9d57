import { describe, expect, it } from 'vitest'

import { ENQUIRY_MESSAGES as M } from '@/lib/enquiry'

import { api, countEnquiries, errorMessage, gql, unique } from '../helpers/api'
import { validEnquiry } from '../helpers/fixtures'

describe('sending an enquiry', () => {
  it('stores a valid enquiry trimmed, with the e-mail lowercased and the names joined', async () => {
    const email = `${unique('Mixed.Case')}@Example.COM`
    const res = await api('anonymous', 'POST', '/api/contact-submissions', {
      firstName: '  Meera ',
      lastName: ' Kapoor  ',
      email: `  ${email}  `,
      phone: ' +91 98100 12345 ',
      company: '  Kapoor Exports ',
      service_interest: 'international',
      message: '   I moved to Dubai and need help with my Indian return.   ',
      status: 'archived',
    })
    expect(res.status).toBe(201)
    const stored = await api('admin', 'GET', `/api/contact-submissions/${res.body.doc.id}`)
    expect(stored.body).toMatchObject({
      name: 'Meera Kapoor',
      email: email.toLowerCase(),
      phone: '+91 98100 12345',
      company: 'Kapoor Exports',
      service_interest: 'international',
      message: 'I moved to Dubai and need help with my Indian return.',
      status: 'new',
    })
    expect(Date.parse(stored.body.createdAt)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('answers an anonymous sender with their own enquiry only', async () => {
    const res = await api('anonymous', 'POST', '/api/contact-submissions', validEnquiry())
    expect(res.status).toBe(201)
    expect(Object.keys(res.body)).toEqual(expect.arrayContaining(['doc', 'message']))
    expect(res.body.docs).toBeUndefined()
    expect(JSON.stringify(res.body)).not.toContain('Meera')
  })
})

describe('refusing a bad enquiry', () => {
  it('answers 400 with every failed rule joined by ". " and stores nothing', async () => {
    const before = await countEnquiries()
    const res = await api('anonymous', 'POST', '/api/contact-submissions', {
      name: ' A ',
      email: 'not-an-email',
      phone: 'call me',
      message: 'Hi',
    })
    expect(res.status).toBe(400)
    expect(errorMessage(res)).toBe([M.nameShort, M.emailInvalid, M.phoneInvalid, M.messageShort].join('. '))
    expect(await countEnquiries()).toBe(before)
  })

  it.each([
    ['a script tag', { message: 'Hello <script>alert(document.cookie)</script> there' }],
    ['a javascript: link', { company: 'javascript:alert(1)' }],
    ['an onerror handler', { name: 'x" onerror="alert(1)' }],
  ])('refuses %s with the spec message and stores nothing', async (_label, override) => {
    const before = await countEnquiries()
    const res = await api('anonymous', 'POST', '/api/contact-submissions', { ...validEnquiry(), ...override })
    expect(res.status).toBe(400)
    expect(errorMessage(res)).toBe(M.unsafe)
    expect(await countEnquiries()).toBe(before)
  })

  it('refuses over-long fields', async () => {
    const res = await api('anonymous', 'POST', '/api/contact-submissions', {
      ...validEnquiry(),
      name: 'n'.repeat(101),
      message: 'm'.repeat(2001),
    })
    expect(res.status).toBe(400)
    expect(errorMessage(res)).toBe([M.nameLong, M.messageLong].join('. '))
  })

  it('applies the same rules over GraphQL', async () => {
    const before = await countEnquiries()
    const bad = await gql(
      'anonymous',
      'mutation($data: mutationContactSubmissionInput!) { createContactSubmission(data: $data) { id } }',
      { data: { name: 'B', email: 'nope', message: 'too short' } },
    )
    expect(bad.errors?.[0].message).toBe([M.nameShort, M.emailInvalid, M.messageShort].join('. '))
    expect(await countEnquiries()).toBe(before)
    const good = await gql(
      'anonymous',
      'mutation($data: mutationContactSubmissionInput!) { createContactSubmission(data: $data) { id } }',
      { data: { name: 'GraphQL Sender', email: 'GQL@Example.com', message: 'Sent through the GraphQL API.' } },
    )
    expect(good.errors).toBeUndefined()
    expect(await countEnquiries()).toBe(before + 1)
  })

  it('keeps an admin edit within the rules', async () => {
    const created = await api('anonymous', 'POST', '/api/contact-submissions', validEnquiry())
    const id = created.body.doc.id
    const res = await api('admin', 'PATCH', `/api/contact-submissions/${id}`, { email: 'broken' })
    expect(res.status).toBe(400)
    expect(errorMessage(res)).toBe(M.emailInvalid)
    expect((await api('admin', 'GET', `/api/contact-submissions/${id}`)).body.email).toBe(created.body.doc.email)
  })
})
