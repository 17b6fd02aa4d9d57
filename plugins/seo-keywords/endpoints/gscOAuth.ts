import crypto from 'node:crypto'

import type { Endpoint, PayloadRequest } from 'payload'

import { env } from '../../../src/lib/env'
import { json, refuseUnlessAdmin } from '../../shared/endpoint'

export const GSC_SCOPE = 'https://www.googleapis.com/auth/webmasters.readonly'
const STATE_TTL_MS = 10 * 60_000

const origin = (req: PayloadRequest) => env.SERVER_URL?.replace(/\/+$/, '') ?? new URL(req.url ?? 'http://localhost').origin
const redirectUri = (req: PayloadRequest) => `${origin(req)}/api/seo/gsc/callback`

const notConfigured = () =>
  json({ errors: [{ message: 'Google Search Console is not set up: set GSC_CLIENT_ID and GSC_CLIENT_SECRET on the server.' }] }, 409)

/**
 * GET /api/seo/gsc/connect (admins, in the browser): starts Google's consent screen for read-only Search
 * Console access, with offline access and a random state kept on the server for 10 minutes.
 */
export const gscConnectEndpoint: Endpoint = {
  path: '/seo/gsc/connect',
  method: 'get',
  handler: async (req) => {
    const refused = refuseUnlessAdmin(req)
    if (refused) return refused
    if (!env.GSC_CLIENT_ID || !env.GSC_CLIENT_SECRET) return notConfigured()
    const state = crypto.randomBytes(24).toString('base64url')
    await req.payload.updateGlobal({
      slug: 'seo-settings',
      data: { gsc_oauth_state: state, gsc_oauth_state_expires: new Date(Date.now() + STATE_TTL_MS).toISOString() },
      overrideAccess: true,
    })
    const params = new URLSearchParams({
      client_id: env.GSC_CLIENT_ID,
      redirect_uri: redirectUri(req),
      response_type: 'code',
      scope: GSC_SCOPE,
      access_type: 'offline',
      prompt: 'consent',
      state,
    })
    return Response.redirect(`${env.GOOGLE_OAUTH_AUTHORIZE_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth'}?${params}`, 302)
  },
}

/**
 * GET /api/seo/gsc/callback?code&state (admins): checks the state, exchanges the code for tokens and keeps
 * the refresh token on the server (never readable over the API), then returns to the SEO settings.
 */
export const gscCallbackEndpoint: Endpoint = {
  path: '/seo/gsc/callback',
  method: 'get',
  handler: async (req) => {
    const refused = refuseUnlessAdmin(req)
    if (refused) return refused
    if (!env.GSC_CLIENT_ID || !env.GSC_CLIENT_SECRET) return notConfigured()
    const url = new URL(req.url ?? '', 'http://localhost')
    const error = url.searchParams.get('error')
    if (error) return json({ errors: [{ message: `OAuth error: ${error}` }] }, 400)
    const code = url.searchParams.get('code')
    const state = url.searchParams.get('state')
    const settings = await req.payload.findGlobal({ slug: 'seo-settings', overrideAccess: true, showHiddenFields: true, depth: 0 })
    const expected = settings.gsc_oauth_state
    const expires = settings.gsc_oauth_state_expires ? Date.parse(settings.gsc_oauth_state_expires) : 0
    if (!code || !state || !expected || state !== expected || expires < Date.now()) {
      return json({ errors: [{ message: 'This sign-in link has expired or was not started here. Connect again from the SEO settings.' }] }, 400)
    }
    const res = await fetch(env.GOOGLE_OAUTH_TOKEN_URL ?? 'https://oauth2.googleapis.com/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ code, client_id: env.GSC_CLIENT_ID, client_secret: env.GSC_CLIENT_SECRET, redirect_uri: redirectUri(req), grant_type: 'authorization_code' }),
      signal: AbortSignal.timeout(15_000),
    }).catch(() => null)
    const body = (await res?.json().catch(() => null)) as { refresh_token?: string; error?: string } | null
    if (!res?.ok || !body?.refresh_token) {
      req.payload.logger.warn({ msg: 'Search Console code exchange failed', status: res?.status, error: body?.error })
      return json({ errors: [{ message: 'Failed to exchange authorization code' }] }, 502)
    }
    await req.payload.updateGlobal({
      slug: 'seo-settings',
      data: { gsc_refresh_token: body.refresh_token, gsc_connected_at: new Date().toISOString(), gsc_oauth_state: null, gsc_oauth_state_expires: null },
      overrideAccess: true,
    })
    return Response.redirect(`${origin(req)}/admin/globals/seo-settings`, 302)
  },
}
