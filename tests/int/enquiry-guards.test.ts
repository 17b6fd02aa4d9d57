import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { api, countEnquiries, errorMessage, eventually, gql, uniqueIp } from '../helpers/api'
import { validEnquiry } from '../helpers/fixtures'

const LIMIT = Number(process.env.ENQUIRY_RATE_LIMIT || 5)

describe('enquiry honeypot', () => {
  it('refuses a submission whose hidden field is filled, and stores nothing', async () => {
    const before = await countEnquiries()
    const res = await api('anonymous', 'POST', '/api/contact-submissions', { ...validEnquiry(), website: 'http://spam.example' })
    expect(res.status).toBe(400)
    expect(errorMessage(res)).toBe('Your message could not be sent. Please call or e-mail us instead.')
    expect(await countEnquiries()).toBe(before)
  })

  it('accepts the empty hidden field the real forms send', async () => {
    const res = await api('anonymous', 'POST', '/api/contact-submissions', { ...validEnquiry(), website: '' })
    expect(res.status).toBe(201)
  })
})

describe('enquiry rate limit per address', () => {
  it(`accepts ${LIMIT} enquiries from one address, then answers 429 with a clear message`, async () => {
    const ip = uniqueIp()
    const before = await countEnquiries()
    for (let i = 0; i < LIMIT; i++) {
      expect((await api('anonymous', 'POST', '/api/contact-submissions', validEnquiry(), { ip })).status).toBe(201)
    }
    const refused = await api('anonymous', 'POST', '/api/contact-submissions', validEnquiry(), { ip })
    expect(refused.status).toBe(429)
    expect(errorMessage(refused)).toMatch(/^Too many enquiries from your connection\. Please try again in \d+ minutes?, or call us\.$/)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(Number(process.env.ENQUIRY_RATE_WINDOW_SECONDS || 600))
    // GraphQL shares the same limit.
    const viaGraphql = await fetch(`${process.env.TEST_BASE_URL}/api/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({
        query: 'mutation { createContactSubmission(data: { name: "Bot Bot", email: "bot@example.com", message: "Flooding the inbox now" }) { id } }',
      }),
    }).then((r) => r.json())
    expect(viaGraphql.errors?.[0]?.message).toMatch(/Too many enquiries/)
    expect(await countEnquiries()).toBe(before + LIMIT)
    // Another address is unaffected.
    expect((await api('anonymous', 'POST', '/api/contact-submissions', validEnquiry())).status).toBe(201)
  })

  it('does not limit staff', async () => {
    const ip = uniqueIp()
    for (let i = 0; i <= LIMIT; i++) {
      expect((await api('admin', 'POST', '/api/contact-submissions', validEnquiry(), { ip })).status).toBe(201)
    }
  })

  it('leaves GraphQL reads of enquiries to admins', async () => {
    const res = await gql('anonymous', '{ ContactSubmissions { docs { id } } }')
    expect(res.errors?.[0]?.message).toMatch(/not allowed/i)
  })
})

describe('enquiry e-mail', () => {
  it('sends the firm an e-mail per enquiry through the configured SMTP server', async () => {
    const capture = process.env.SMTP_CAPTURE_FILE
    expect(capture, 'npm test starts a fake SMTP server').toBeTruthy()
    const enquiry = { ...validEnquiry(), name: `Mail Test ${Date.now()}` }
    expect((await api('anonymous', 'POST', '/api/contact-submissions', enquiry)).status).toBe(201)
    const settings = await api('anonymous', 'GET', '/api/globals/site-settings')
    const mail = await eventually(async () =>
      fs
        .readFileSync(capture!, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { to: string[]; data: string })
        .find((m) => m.data.includes(`Subject: New enquiry from ${enquiry.name}`)),
    )
    expect(mail.to.join(',')).toContain(settings.body.email)
    expect(mail.data).toContain(enquiry.email)
    expect(mail.data).toMatch(/Reply-To: .*@/i)
    // From a sender the partners can sort on, not the firm's own name (that is the password resets').
    expect(mail.data).toMatch(/^From: Website enquiries <[^>]+@[^>]+>\r?$/m)
  })
})
