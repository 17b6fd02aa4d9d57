import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { api, BASE_URL } from '../helpers/api'

// The server derives its own token from PAYLOAD_SECRET; the test runner shares that secret with the tests.
const token = crypto.createHmac('sha256', process.env.PAYLOAD_SECRET!).update('expire-tags').digest('hex')

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${BASE_URL}/api/internal/expire-tags`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body })

describe('the server’s own cache-expiry endpoint', () => {
  it('refuses anyone without the server’s token, signed in or not', async () => {
    expect((await post('{"tags":["articles"]}')).status).toBe(403)
    expect((await post('{"tags":["articles"]}', { 'x-expire-tags-token': 'guess' })).status).toBe(403)
    expect((await post('{"tags":["articles"]}', { 'x-expire-tags-token': token.replace(/.$/, (c) => (c === '0' ? '1' : '0')) })).status).toBe(403)
    const admin = await api('admin', 'POST', '/api/internal/expire-tags', { tags: ['articles'] })
    expect(admin.status).toBe(403)
  })

  it('refuses a body that is not a list of tags', async () => {
    for (const body of ['{"tags":[]}', '{"tags":"articles"}', '[1]', '{"tags": ']) {
      expect((await post(body, { 'x-expire-tags-token': token })).status, body).toBe(400)
    }
  })

  it('expires the tags the server sends (a scheduled publish shows at once: see the e2e test)', async () => {
    const res = await post(JSON.stringify({ tags: ['articles', 'article:some-slug'] }), { 'x-expire-tags-token': token })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ expired: 2 })
  })
})
