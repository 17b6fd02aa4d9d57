import { describe, expect, it } from 'vitest'

import { api, BASE_URL, uniqueIp, withEditor } from '../helpers/api'
import { databaseForFile } from '../helpers/database'

const db = databaseForFile()
const PASSWORD = 'the-right-password-1'

const signIn = async (email: string) => {
  const res = await api('anonymous', 'POST', '/api/users/login', { email, password: PASSWORD }, { ip: uniqueIp() })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.token as string
}

/** Who a token signs in: the account's e-mail, or null when the site treats the request as a visitor's. */
const whoIs = async (token: string) => {
  const res = await fetch(`${BASE_URL}/api/users/me`, { headers: { Authorization: `JWT ${token}`, 'X-Forwarded-For': uniqueIp() } })
  return ((await res.json()) as { user: { email: string } | null }).user?.email ?? null
}

describe('signing in to one account from several places', () => {
  it('at the same moment keeps every one of them signed in (each sign-in is a session of its own)', () =>
    withEditor('Two Devices', PASSWORD, async ({ id, email }) => {
      // Before, each sign-in wrote back the account's list of sessions as it had read it: of sign-ins at the same moment
      // the last one written won, and the others' tokens, though answered 200, then signed nobody in.
      for (let round = 0; round < 3; round++) {
        const tokens = await Promise.all(Array.from({ length: 6 }, () => signIn(email)))
        expect(await Promise.all(tokens.map(whoIs))).toEqual(tokens.map(() => email))
      }
      const { rows } = await db.query('SELECT count(*)::int AS n FROM users_sessions WHERE _parent_id = $1', [id])
      expect(rows[0].n).toBe(18)
    }))

  it('and signing out on one of them leaves the others signed in', () =>
    withEditor('Signs Out', PASSWORD, async ({ email }) => {
      const [phone, laptop] = await Promise.all([signIn(email), signIn(email)])
      const out = await fetch(`${BASE_URL}/api/users/logout`, { method: 'POST', headers: { Authorization: `JWT ${phone}`, 'X-Forwarded-For': uniqueIp() } })
      expect(out.status).toBe(200)
      expect([await whoIs(phone), await whoIs(laptop)]).toEqual([null, email])
    }))

  it('clears the account’s expired sessions and keeps the others', () =>
    withEditor('Returning Editor', PASSWORD, async ({ id, email }) => {
      const kept = await signIn(email)
      // Sessions that ran out yesterday, as a browser closed without signing out leaves them.
      await db.query(
        `INSERT INTO users_sessions (_order, _parent_id, id, created_at, expires_at)
         SELECT 100 + n, $1::int, 'expired-' || $1::int || '-' || n, now() - interval '2 days', now() - interval '1 day' FROM generate_series(1, 3) AS n`,
        [id],
      )
      const next = await signIn(email)
      const { rows } = await db.query('SELECT id FROM users_sessions WHERE _parent_id = $1', [id])
      expect(rows.filter((r) => String(r.id).startsWith('expired-'))).toEqual([])
      expect(rows).toHaveLength(2)
      expect([await whoIs(kept), await whoIs(next)]).toEqual([email, email])
    }))
})
