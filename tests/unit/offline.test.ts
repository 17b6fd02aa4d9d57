import { describe, expect, it } from 'vitest'

import type { SiteSetting } from '../../src/payload-types'
import { escapeHtml } from '../../src/lib/format'
import { offlineContact, offlinePageHtml } from '../../src/lib/site/offline'
import { SERVICE_WORKER_BYPASS, answersPath, serviceWorkerScript } from '../../src/lib/site/serviceWorker'
import { loadWorker, offlineNetwork } from '../helpers/serviceWorker'

const settings = {
  id: 1,
  firmName: 'Sharma & Co <Chartered Accountants>',
  phones: [
    { label: 'Office', number: '+91 98100 12345' },
    { label: '', number: ' 0124 456 7890 ' },
    { label: 'Empty', number: '  ' },
  ],
  email: 'hello@firm.example',
  address: { street: 'Plot 12', locality: 'Sector 102', city: 'Gurgaon', region: 'Haryana', postalCode: '' },
  hoursText: 'Mon-Sat 9AM-6PM',
} as SiteSetting

describe('the offline page', () => {
  const contact = offlineContact(settings)
  const html = offlinePageHtml(contact)

  it('gives the firm’s numbers as tap-to-call links, its e-mail, address and hours', () => {
    expect(contact.phones).toEqual([
      { label: 'Office', number: '+91 98100 12345' },
      { label: null, number: '0124 456 7890' },
    ])
    expect(html).toContain('href="tel:+919810012345"')
    expect(html).toContain('href="tel:01244567890"')
    expect(html).toContain('<span class="label">Call us</span><span class="value">0124 456 7890</span>')
    expect(html).toContain('href="mailto:hello@firm.example"')
    expect(html).toContain('Plot 12, Sector 102, Gurgaon, Haryana</p>')
    expect(html).toContain('Mon-Sat 9AM-6PM')
    expect(html).toContain('<h1>You are offline</h1>')
    expect(html).toContain('<meta name="robots" content="noindex">')
  })

  it('escapes what editors typed, so settings cannot inject markup', () => {
    expect(html).toContain('<title>You are offline | Sharma &amp; Co &lt;Chartered Accountants&gt;</title>')
    expect(html).not.toContain('<Chartered')
    expect(escapeHtml(`"'<>&`)).toBe('&quot;&#39;&lt;&gt;&amp;')
  })

  it('leaves out the office and hours lines when the settings have none', () => {
    const bare = offlinePageHtml(offlineContact({ ...settings, address: {}, hoursText: null, phones: [] }))
    expect(bare).not.toContain('<strong>Office</strong>')
    expect(bare).not.toContain('<strong>Hours</strong>')
    expect(bare).toContain('mailto:hello@firm.example')
  })
})

describe('the service worker', () => {
  it('answers for the public pages only', () => {
    for (const path of ['/', '/blog', '/blog/gst-guide', '/services/audit', '/administration', '/apis-explained']) {
      expect(answersPath(path, SERVICE_WORKER_BYPASS), path).toBe(true)
    }
    for (const path of ['/admin', '/admin/collections/media', '/api/news-updates', '/preview', '/_next/static/x.js', '/sw.js']) {
      expect(answersPath(path, SERVICE_WORKER_BYPASS), path).toBe(false)
    }
  })

  const script = serviceWorkerScript(offlinePageHtml(offlineContact(settings)))

  it('shows the offline page when a page cannot be fetched', async () => {
    const worker = loadWorker(script, offlineNetwork)
    expect(worker.events.sort()).toEqual(['activate', 'fetch', 'install'])
    const answer = await worker.dispatch({ url: 'http://localhost:3000/blog/gst-guide' })
    expect(answer?.status).toBe(503)
    expect(answer?.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const body = await answer!.text()
    expect(body).toContain('<h1>You are offline</h1>')
    expect(body).toContain('href="tel:+919810012345"')
  })

  it('shows the offline page when the browser’s preloaded request fails too', async () => {
    const worker = loadWorker(script, offlineNetwork)
    const answer = await worker.dispatch({ url: 'http://localhost:3000/' }, Promise.reject(new TypeError('Failed to fetch')))
    expect(await answer?.text()).toContain('You are offline')
  })

  it('passes the site’s own answer through when the network works, errors included', async () => {
    const worker = loadWorker(script, async (request) => new Response(`page ${request.url}`, { status: 404 }))
    const answer = await worker.dispatch({ url: 'http://localhost:3000/no-such-page' })
    expect(answer?.status).toBe(404)
    expect(await answer?.text()).toBe('page http://localhost:3000/no-such-page')
    const preloaded = await worker.dispatch({ url: 'http://localhost:3000/faq' }, Promise.resolve(new Response('preloaded')))
    expect(await preloaded?.text()).toBe('preloaded')
  })

  it('leaves the admin, the API, other sites, form posts and non-page requests to the browser', async () => {
    const worker = loadWorker(script, offlineNetwork)
    expect(await worker.dispatch({ url: 'http://localhost:3000/admin/login' })).toBeNull()
    expect(await worker.dispatch({ url: 'http://localhost:3000/api/media/file/x.png' })).toBeNull()
    expect(await worker.dispatch({ url: 'http://localhost:3000/preview?path=%2Fblog' })).toBeNull()
    expect(await worker.dispatch({ url: 'https://elsewhere.example/' })).toBeNull()
    expect(await worker.dispatch({ url: 'http://localhost:3000/contact', method: 'POST' })).toBeNull()
    expect(await worker.dispatch({ url: 'http://localhost:3000/blog', mode: 'cors' })).toBeNull()
  })
})
