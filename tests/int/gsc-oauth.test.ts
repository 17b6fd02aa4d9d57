import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { BASE_URL, api, tokenFor } from '../helpers/api'
import { FAKE } from '../helpers/fake-rank-apis.mjs'

async function get(path: string, role: 'admin' | 'editor' = 'admin') {
  const token = await tokenFor(role)
  const res = await fetch(`${BASE_URL}${path}`, { redirect: 'manual', headers: { Authorization: `JWT ${token}` } })
  return { status: res.status, location: res.headers.get('location'), body: res.status === 302 ? null : await res.json() }
}

describe('connecting Google Search Console (fake OAuth server on 127.0.0.1)', () => {
  it('is for admins only', async () => {
    expect((await get('/api/seo/gsc/connect', 'editor')).status).toBe(403)
    expect((await fetch(`${BASE_URL}/api/seo/gsc/callback?code=x&state=y`, { redirect: 'manual' })).status).toBe(401)
  })

  it('sends the admin to the consent screen and keeps the refresh token on the server', async () => {
    const start = await get('/api/seo/gsc/connect')
    expect(start.status).toBe(302)
    const consent = new URL(start.location!)
    expect(`${consent.origin}${consent.pathname}`).toBe(`${process.env.GOOGLE_OAUTH_AUTHORIZE_URL}`)
    expect(Object.fromEntries(consent.searchParams)).toMatchObject({
      client_id: FAKE.clientId,
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/webmasters.readonly',
      access_type: 'offline',
      prompt: 'consent',
    })
    expect(consent.searchParams.get('redirect_uri')).toMatch(/\/api\/seo\/gsc\/callback$/)
    const state = consent.searchParams.get('state')!
    expect(state.length).toBeGreaterThanOrEqual(20)

    const wrongState = await get(`/api/seo/gsc/callback?code=${FAKE.authCode}&state=forged`)
    expect(wrongState.status).toBe(400)
    expect(wrongState.body.errors[0].message).toMatch(/expired or was not started here/)
    const denied = await get(`/api/seo/gsc/callback?error=access_denied&state=${state}`)
    expect(denied.body.errors[0].message).toBe('OAuth error: access_denied')
    const badCode = await get(`/api/seo/gsc/callback?code=bad&state=${state}`)
    expect(badCode.status).toBe(502)
    expect(badCode.body.errors[0].message).toBe('Failed to exchange authorization code')

    const done = await get(`/api/seo/gsc/callback?code=${FAKE.authCode}&state=${state}`)
    expect(done.status).toBe(302)
    expect(new URL(done.location!).pathname).toBe('/admin/globals/seo-settings')
    const settings = await api('admin', 'GET', '/api/globals/seo-settings')
    expect(settings.body.gsc_connected_at).toBeTruthy()
    expect(JSON.stringify(settings.body)).not.toContain(FAKE.refreshToken)
    expect(settings.body.gsc_refresh_token).toBeUndefined()
    expect((await get(`/api/seo/gsc/callback?code=${FAKE.authCode}&state=${state}`)).status).toBe(400)

    // The connection is now monitored.
    const health = await api('admin', 'POST', '/api/seo/health-check')
    const gsc = health.body.checks.find((c: { name: string }) => c.name === 'google-search-console')
    expect(gsc).toMatchObject({ status: 'healthy' })
  })

  it('stores the token only through the OAuth callback, never through the API', async () => {
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await db.connect()
    try {
      const stored = async () => (await db.query('SELECT gsc_refresh_token FROM seo_settings LIMIT 1')).rows[0]?.gsc_refresh_token
      expect(await stored()).toBe(FAKE.refreshToken)
      await api('admin', 'POST', '/api/globals/seo-settings', { gsc_refresh_token: 'smuggled', gsc_site_url: 'sc-domain:firm.example' })
      expect(await stored()).toBe(FAKE.refreshToken)
      const settings = await api('admin', 'GET', '/api/globals/seo-settings')
      expect(settings.body.gsc_site_url).toBe('sc-domain:firm.example')
    } finally {
      await db.end()
    }
  })
})
