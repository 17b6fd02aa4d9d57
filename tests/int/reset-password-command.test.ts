import { describe, expect, it } from 'vitest'

import { existingUsers, runBin } from '../../scripts/lib/runtime.mjs'
import { api, uniqueIp, withEditor } from '../helpers/api'

/** `npm run reset-password -- <email>` as it runs (on the test database: DATABASE_URL is set for the int tests). */
const resetPassword = (args: string[], env: Record<string, string> = {}) =>
  runBin('tsx', ['scripts/reset-password.ts', ...args], { quiet: true, env })

const signIn = (email: string, password: string) =>
  api('anonymous', 'POST', '/api/users/login', { email, password }, { ip: uniqueIp() })

describe('npm run reset-password: a staff member locked out where no reset e-mail can reach them', () => {
  it('gives the account a new password, printed once, lifts the lock of too many wrong passwords and signs out its sessions', async () => {
    await withEditor('Locked-out editor', 'first-password-123', async ({ email }) => {
      const session = (await signIn(email, 'first-password-123')).body.token as string
      // Payload locks the account after 10 wrong passwords: then even the right one is refused.
      for (let i = 0; i < 10; i++) await signIn(email, `wrong-password-${i}`)
      expect((await signIn(email, 'first-password-123')).status).toBe(401)

      const run = await resetPassword([email.toUpperCase()])
      expect(run.code, run.output).toBe(0)
      const password = run.output.match(new RegExp(`The password of ${email} \\(editor\\) is now: (\\S+)`))?.[1]
      expect(password, run.output).toMatch(/^[\w-]{16}$/)
      expect(run.output).toContain('shown only this once')

      expect((await signIn(email, password!)).status).toBe(200)
      expect((await signIn(email, 'first-password-123')).status).toBe(401)
      const me = await fetch(`${process.env.TEST_BASE_URL}/api/users/me`, { headers: { Authorization: `JWT ${session}` } })
      expect((await me.json()).user).toBeNull()
    })
  }, 120_000)

  it('takes the new password from NEW_PASSWORD, and refuses a short one without changing anything', async () => {
    await withEditor('Locked-out editor', 'first-password-123', async ({ email }) => {
      const short = await resetPassword([email], { NEW_PASSWORD: 'too-short' })
      expect(short.code).toBe(2)
      expect(short.output).toContain('NEW_PASSWORD is too short: use at least 12 characters')
      expect((await signIn(email, 'first-password-123')).status).toBe(200)

      const chosen = await resetPassword([email], { NEW_PASSWORD: 'chosen-password-789' })
      expect(chosen.code, chosen.output).toBe(0)
      expect(chosen.output).toContain(`The password of ${email} (editor) is now NEW_PASSWORD.`)
      // Not echoed: it may sit in a shell's history already, not also in a log.
      expect(chosen.output).not.toContain('chosen-password-789')
      expect((await signIn(email, 'chosen-password-789')).status).toBe(200)
    })
  }, 120_000)

  it('names the users of the database when the e-mail is nobody’s, and says how to call it without one', async () => {
    const unknown = await resetPassword(['nobody-here@example.com'])
    expect(unknown.code).toBe(1)
    expect(unknown.output).toContain('No user has the e-mail nobody-here@example.com. Users of this database:')
    expect(unknown.output).toContain(`${process.env.ADMIN_EMAIL!.toLowerCase()} (admin)`)

    const none = await resetPassword([])
    expect(none.code).toBe(2)
    expect(none.output).toContain('npm run reset-password -- <email>')
  }, 120_000)
})

describe('what npm start reads of a database set up before', () => {
  it('counts its users and names its admins, which the sign-in line then shows', async () => {
    const before = await existingUsers(process.env.DATABASE_URL!)
    const listed = await api('admin', 'GET', '/api/users?limit=0')
    expect(before.total).toBe(listed.body.totalDocs)
    expect(before.admins).toContain(process.env.ADMIN_EMAIL!.toLowerCase())
    const editors = await api('admin', 'GET', '/api/users?limit=100&where[roles][not_equals]=admin')
    for (const editor of editors.body.docs) expect(before.admins).not.toContain(editor.email)
  })
})
