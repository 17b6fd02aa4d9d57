import { describe, expect, it } from 'vitest'

import { BASE_URL, api, eventually } from '../helpers/api'
import { loadWorker, offlineNetwork } from '../helpers/serviceWorker'

const origin = new URL(BASE_URL).origin
const workerSource = async () => {
  const res = await fetch(`${BASE_URL}/sw.js`)
  return { res, source: await res.text() }
}

describe('/sw.js, the service worker that shows an offline page', () => {
  it('is served to anyone as JavaScript, with the firm’s current contact details in its offline page', async () => {
    const { res, source } = await workerSource()
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/)
    const settings = (await api('anonymous', 'GET', '/api/globals/site-settings')).body

    // The script exactly as served (built and minified by Next), run in a stand-in for the browser's worker scope.
    const worker = loadWorker(source, offlineNetwork, origin)
    const answer = await worker.dispatch({ url: `${origin}/services/gst-services` })
    expect(answer?.status).toBe(503)
    const html = await answer!.text()
    expect(html).toContain('You are offline')
    expect(html).toContain(`mailto:${settings.email}`)
    expect(html).toContain(settings.phones[0].number)
    expect(await worker.dispatch({ url: `${origin}/admin` })).toBeNull()
  })

  it('takes a change to the site settings to the offline page without a rebuild', async () => {
    const before = (await api('anonymous', 'GET', '/api/globals/site-settings')).body.hoursText
    const hours = `Mon-Sat 9AM-6PM, Sundays by appointment ${Date.now().toString(36)}`
    expect((await api('admin', 'POST', '/api/globals/site-settings', { hoursText: hours })).status).toBe(200)
    try {
      await eventually(async () => ((await workerSource()).source.includes(hours) ? true : undefined), 20_000)
    } finally {
      expect((await api('admin', 'POST', '/api/globals/site-settings', { hoursText: before })).status).toBe(200)
    }
  })
})
