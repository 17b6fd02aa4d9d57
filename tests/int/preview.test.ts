import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { api, BASE_URL, tokenFor, type Role } from '../helpers/api'

/** A request to the preview routes, without following the redirect. */
async function open(role: Role, path: string, cookie?: string) {
  const token = await tokenFor(role)
  const headers: Record<string, string> = {}
  if (token) headers.Authorization = `JWT ${token}`
  if (cookie) headers.Cookie = cookie
  const res = await fetch(`${BASE_URL}${path}`, { headers, redirect: 'manual' })
  return { status: res.status, location: res.headers.get('location'), setCookie: res.headers.get('set-cookie') ?? '', text: await res.text() }
}

const stamp = Date.now().toString(36)
const slug = `preview-draft-${stamp}`
let id: number

beforeAll(async () => {
  const created = await api('editor', 'POST', '/api/news-updates?draft=true', {
    title: `Draft for preview ${stamp}`,
    slug,
    category: 'Income Tax',
    excerpt: 'Not published yet.',
    _status: 'draft',
  })
  expect(created.status).toBe(201)
  id = created.body.doc.id
})

afterAll(async () => {
  if (id) await api('admin', 'DELETE', `/api/news-updates/${id}`)
})

describe('draft preview', () => {
  it('sends anyone not signed in as staff to the admin login first, and back to the preview after', async () => {
    const res = await open('anonymous', `/preview?path=/blog/${slug}`)
    expect(res.status).toBe(307)
    expect(res.location).toBe(`/admin/login?redirect=${encodeURIComponent(`/preview?path=${encodeURIComponent(`/blog/${slug}`)}`)}`)
    expect(res.setCookie).not.toContain('__prerender_bypass')
  })

  it.each<Role>(['editor', 'admin'])('turns draft mode on for %s and opens the page', async (role) => {
    const res = await open(role, `/preview?path=${encodeURIComponent(`/blog/${slug}`)}`)
    expect(res.status).toBe(307)
    expect(res.location).toBe(`/blog/${slug}`)
    expect(res.setCookie).toMatch(/__prerender_bypass=[^;]+/)
    expect(res.setCookie).toMatch(/HttpOnly/i)
  })

  it('refuses a path that would lead off the site', async () => {
    for (const path of ['https://evil.example/', '//evil.example/', '', 'blog']) {
      const res = await open('editor', `/preview?path=${encodeURIComponent(path)}`)
      expect(res.status, path).toBe(400)
      expect(res.text).toMatch(/Name the page to preview/)
    }
  })

  it('shows the draft only to staff in draft mode: the cookie alone shows visitors nothing', async () => {
    const on = await open('editor', `/preview?path=/blog/${slug}`)
    const cookie = on.setCookie.match(/__prerender_bypass=[^;]+/)![0]
    const asEditor = await open('editor', `/blog/${slug}`, cookie)
    expect(asEditor.status).toBe(200)
    expect(asEditor.text).toContain(`Draft for preview ${stamp}`)
    expect(asEditor.text).toContain('This draft is not published')
    const asVisitor = await open('anonymous', `/blog/${slug}`, cookie)
    expect(asVisitor.status).toBe(404)
    expect(asVisitor.text).not.toContain(`Draft for preview ${stamp}`)
    const withoutDraftMode = await open('editor', `/blog/${slug}`)
    expect(withoutDraftMode.status).toBe(404)
  })

  it('leaves draft mode on exit and returns to the page', async () => {
    const res = await open('editor', `/preview/exit?path=/blog/${slug}`)
    expect(res.status).toBe(307)
    expect(res.location).toBe(`/blog/${slug}`)
    expect(res.setCookie).toMatch(/__prerender_bypass=;.*(Expires=Thu, 01 Jan 1970|Max-Age=0)/i)
    expect((await open('anonymous', '/preview/exit?path=https://evil.example/')).location).toBe('/')
  })
})
