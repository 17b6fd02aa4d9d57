import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { proxy } from '../../src/proxy'
import { REQUESTED_PATH_HEADER } from '../../src/lib/site/paths'

// What Next.js hands the route: NextResponse.next({ request: { headers } }) lists the request's headers in
// x-middleware-override-headers and carries each as x-middleware-request-<name>.
async function passedOn(url: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const res = await proxy(new NextRequest(`http://localhost:3000${url}`, init))
  if (!res) return null
  const names = res.headers.get('x-middleware-override-headers')?.split(',') ?? []
  return { has: names.includes(REQUESTED_PATH_HEADER), value: res.headers.get(`x-middleware-request-${REQUESTED_PATH_HEADER}`) }
}

describe('the address the 404 page is told', () => {
  it('is a page GET’s path and query as sent, so a redirect or the lower-case page keeps the query', async () => {
    expect(await passedOn('/Careers?tab=tax&x=1')).toEqual({ has: true, value: '/Careers?tab=tax&x=1' })
    expect(await passedOn('/contact-us')).toEqual({ has: true, value: '/contact-us' })
    expect(await passedOn('/carrers', { method: 'HEAD' })).toEqual({ has: true, value: '/carrers' })
  })

  it('replaces one a visitor wrote on a page GET', async () => {
    expect(await passedOn('/jobs', { headers: { [REQUESTED_PATH_HEADER]: '/About' } })).toEqual({ has: true, value: '/jobs' })
  })

  it('is not set for the API, the admin or a POST, and one their sender wrote is removed', async () => {
    expect(await passedOn('/api/news-updates')).toBeNull()
    expect(await passedOn('/admin/collections/faqs')).toBeNull()
    expect(await passedOn('/contact-us', { method: 'POST' })).toBeNull()
    const forged = { headers: { [REQUESTED_PATH_HEADER]: '/About' } }
    expect(await passedOn('/contact-us', { method: 'POST', ...forged })).toEqual({ has: false, value: null })
    expect(await passedOn('/api/news-updates', forged)).toEqual({ has: false, value: null })
  })
})
