import { describe, expect, it } from 'vitest'

import { emailHint, signInHint } from '../../scripts/lib/runtime.mjs'

describe("npm start's sign-in line", () => {
  it('on a database it has just seeded, names the ADMIN_EMAIL and where the password comes from', () => {
    expect(signInHint({ total: 0, admins: [] }, { ADMIN_EMAIL: 'Partner@Firm.in', ADMIN_PASSWORD: 'x' })).toBe(
      'Sign in with partner@firm.in and the ADMIN_PASSWORD you set.',
    )
    expect(signInHint({ total: 0, admins: [] }, {})).toBe('Sign in with admin@example.com and the generated password printed above.')
  })

  it('on a database set up before, names its admins (not ADMIN_EMAIL, which it no longer reads) and the way back in', () => {
    const hint = signInHint({ total: 2, admins: ['admin@example.com'] }, { ADMIN_EMAIL: 'someone-else@firm.in', ADMIN_PASSWORD: 'x' })
    expect(hint).toContain('Sign in as an admin of this database (admin@example.com)')
    expect(hint).toContain('ADMIN_EMAIL and ADMIN_PASSWORD no longer apply')
    expect(hint).not.toContain('someone-else@firm.in')
    expect(hint).toContain('npm run reset-password -- <email>')
  })

  it('names at most three admins', () => {
    const admins = ['a@x.in', 'b@x.in', 'c@x.in', 'd@x.in', 'e@x.in']
    expect(signInHint({ total: 5, admins }, {})).toContain('(a@x.in, b@x.in, c@x.in and 2 more)')
    expect(signInHint({ total: 1, admins: [] }, {})).toMatch(/^Sign in as an admin of this database: it was set up before/)
  })
})

describe("npm start's e-mail line", () => {
  it('says, without SMTP, that e-mail is off and what that means; says nothing when SMTP is set', () => {
    expect(emailHint({})).toBe(
      'E-mail is off (SMTP_HOST unset): enquiries are kept in the admin without an e-mail to the firm, and password resets by e-mail are refused.',
    )
    expect(emailHint({ SMTP_HOST: '' })).toBe(emailHint({}))
    expect(emailHint({ SMTP_HOST: 'smtp.example.com' })).toBeNull()
  })
})
