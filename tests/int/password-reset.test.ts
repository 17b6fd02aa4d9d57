import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { RESET_NEEDS_EMAIL_MESSAGE } from '../../src/lib/auth/resetPasswordEmail'
import { api, BASE_URL, eventually, unique, uniqueIp } from '../helpers/api'
import { secondServer } from '../helpers/secondServer'

type Mail = { to: string[]; data: string }

/** The e-mails the fake SMTP server received (npm test starts it), quoted-printable soft breaks undone. */
const mails = (): Mail[] =>
  fs
    .readFileSync(process.env.SMTP_CAPTURE_FILE!, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Mail)
    .map((m) => ({ ...m, data: m.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=') }))

describe('a staff member who forgot their password', () => {
  it('gets an e-mail naming the firm with a link that opens, chooses a new password there and signs in with it', async () => {
    expect(process.env.SMTP_CAPTURE_FILE, 'npm test starts a fake SMTP server').toBeTruthy()
    const email = `${unique('forgetful')}@example.com`.toLowerCase()
    const made = await api('admin', 'POST', '/api/users', { email, password: 'first-password-123', name: 'Forgetful <b>Editor</b>', roles: ['editor'] })
    expect(made.status).toBe(201)
    try {
      expect((await api('anonymous', 'POST', '/api/users/forgot-password', { email }, { ip: uniqueIp() })).status).toBe(200)
      const mail = await eventually(async () => mails().find((m) => m.to.some((to) => to.includes(email))))
      const firmName = (await api('anonymous', 'GET', '/api/globals/site-settings')).body.firmName as string
      expect(mail.data).toContain(`Subject: Reset your password for the ${firmName} website`)
      // From the firm, not from "Website enquiries" (the one sender name Payload has was the enquiries').
      expect(mail.data).toMatch(new RegExp(`^From: "?${firmName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"? <[^>]+@[^>]+>\\r?$`, 'm'))
      expect(mail.data).toContain('Hello Forgetful &lt;b&gt;Editor&lt;/b&gt;,')
      // Payload's link was "/admin/reset/<token>" without SERVER_URL: no mail program can open that.
      const link = mail.data.match(/href="([^"]+)"/)?.[1]
      expect(link).toMatch(/^https?:\/\/[^/]+\/admin\/reset\/[0-9a-f]{40}$/)
      const resetPage = await fetch(`${BASE_URL}${new URL(link!).pathname}`)
      expect(resetPage.status).toBe(200)

      const token = link!.split('/').pop()
      const reset = await api('anonymous', 'POST', '/api/users/reset-password', { token, password: 'second-password-456' })
      expect(reset.status).toBe(200)
      const signIn = (password: string) => api('anonymous', 'POST', '/api/users/login', { email, password }, { ip: uniqueIp() })
      expect((await signIn('second-password-456')).status).toBe(200)
      expect((await signIn('first-password-123')).status).toBe(401)
    } finally {
      await api('admin', 'DELETE', `/api/users/${made.body.doc.id}`)
    }
  })
})

describe('a staff member who forgot their password, on an installation without SMTP', () => {
  it('is told over REST and GraphQL that no e-mail can be sent and who can help, whatever the address (the admin page: tests/e2e/visitor.spec.ts)', async () => {
    // SMTP unset: npm start's default.
    const server = await secondServer({ SMTP_HOST: '' })
    const { origin } = server
    try {
      const post = (path: string, body: unknown) =>
        fetch(`${origin}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': uniqueIp() }, body: JSON.stringify(body) })
      // Before, 200 and "Email sent", and the link only in the server's log.
      const answers = await Promise.all([process.env.ADMIN_EMAIL!, 'nobody-here@example.com'].map((email) => post('/api/users/forgot-password', { email })))
      const bodies = await Promise.all(answers.map((res) => res.json()))
      expect(answers.map((res) => res.status)).toEqual([503, 503])
      expect(bodies[0].errors[0].message).toBe(RESET_NEEDS_EMAIL_MESSAGE)
      // The same answer for an address with an account and one without: it tells nobody which addresses exist.
      expect(bodies[1]).toEqual(bodies[0])

      const graphql = await post('/api/graphql', { query: `mutation { forgotPasswordUser(email: "${process.env.ADMIN_EMAIL}") }` })
      expect((await graphql.json()).errors?.[0]?.message).toBe(RESET_NEEDS_EMAIL_MESSAGE)
    } finally {
      await server.stop()
    }
  }, 90_000)
})
