import { describe, expect, it } from 'vitest'

import { liveArticleMessage, REDIRECT_LOOP_MESSAGE } from '../../collections/Redirects'
import { api, BASE_URL, unique, uniqueIp } from '../helpers/api'
import { createArticle } from '../helpers/fixtures'

/** The site's answer to an address, without following redirects. */
async function visit(path: string): Promise<{ status: number; location: string | null }> {
  const res = await fetch(`${BASE_URL}${path}`, { redirect: 'manual', headers: { 'X-Forwarded-For': uniqueIp() } })
  await res.arrayBuffer()
  const location = res.headers.get('location')
  return { status: res.status, location: location ? new URL(location, BASE_URL).pathname : null }
}

const rename = (id: number, slug: string, status = 'published') =>
  api('editor', 'PATCH', `/api/news-updates/${id}${status === 'draft' ? '?draft=true' : ''}`, { slug, _status: status })

const redirectsFrom = async (from: string) =>
  (await api('editor', 'GET', `/api/redirects?where[from][equals]=${encodeURIComponent(from)}&depth=0`)).body.docs as {
    id: number
    from: string
    to: { type: string; reference?: { relationTo: string; value: number } | null; url?: string | null }
  }[]

describe('redirects', () => {
  it('are for staff: visitors can neither read nor write them over REST or GraphQL', async () => {
    expect((await api('anonymous', 'GET', '/api/redirects')).status).toBe(403)
    const write = await api('anonymous', 'POST', '/api/redirects', { from: '/x', to: { type: 'custom', url: '/contact' } })
    expect(write.status).toBe(403)
    const gql = await api('anonymous', 'POST', '/api/graphql', { query: '{ Redirects { docs { from } } }' })
    expect(gql.body.errors?.[0]?.message).toMatch(/not allowed/i)
    // Staff may.
    expect((await api('editor', 'GET', '/api/redirects')).status).toBe(200)
    expect((await api('admin', 'GET', '/api/redirects')).status).toBe(200)
  })

  it('keep a renamed article reachable at every address it was published under, without chains', async () => {
    const article = await createArticle()
    const first = article.slug
    const second = unique('renamed').toLowerCase()
    const third = unique('renamed-again').toLowerCase()

    expect((await rename(article.id, second)).status).toBe(200)
    expect(await visit(`/blog/${first}`)).toEqual({ status: 308, location: `/blog/${second}` })
    expect((await visit(`/blog/${second}`)).status).toBe(200)
    const [made] = await redirectsFrom(`/blog/${first}`)
    expect(made?.to).toMatchObject({ type: 'reference', reference: { relationTo: 'news-updates', value: article.id } })

    expect((await rename(article.id, third)).status).toBe(200)
    expect(await visit(`/blog/${first}`)).toEqual({ status: 308, location: `/blog/${third}` })
    expect(await visit(`/blog/${second}`)).toEqual({ status: 308, location: `/blog/${third}` })

    // Renamed back: its first address serves it again, and no redirect is left there.
    expect((await rename(article.id, first)).status).toBe(200)
    expect((await visit(`/blog/${first}`)).status).toBe(200)
    expect(await redirectsFrom(`/blog/${first}`)).toEqual([])
    expect(await visit(`/blog/${third}`)).toEqual({ status: 308, location: `/blog/${first}` })
  })

  it('are not made for an article never published, and lead nowhere once the article is hidden', async () => {
    const draft = await createArticle({ status: 'draft' })
    expect((await rename(draft.id, unique('draft-renamed').toLowerCase(), 'draft')).status).toBe(200)
    expect(await redirectsFrom(`/blog/${draft.slug}`)).toEqual([])

    const article = await createArticle()
    const moved = unique('moved').toLowerCase()
    expect((await rename(article.id, moved)).status).toBe(200)
    expect((await visit(`/blog/${article.slug}`)).status).toBe(308)
    expect((await api('editor', 'PATCH', `/api/news-updates/${article.id}`, { active: false })).status).toBe(200)
    expect((await visit(`/blog/${article.slug}`)).status).toBe(404)
  })

  it('that lead to an article go when it is deleted, and the others stay', async () => {
    const article = await createArticle()
    expect((await rename(article.id, unique('to-delete').toLowerCase())).status).toBe(200)
    expect(await redirectsFrom(`/blog/${article.slug}`)).toHaveLength(1)
    const other = `/${unique('kept').toLowerCase()}`
    expect((await api('editor', 'POST', '/api/redirects', { from: other, to: { type: 'custom', url: '/contact' } })).status).toBe(201)

    expect((await api('editor', 'DELETE', `/api/news-updates/${article.id}`)).status).toBe(200)
    expect(await redirectsFrom(`/blog/${article.slug}`)).toEqual([])
    expect((await visit(`/blog/${article.slug}`)).status).toBe(404)
    expect(await redirectsFrom(other)).toHaveLength(1)
  })

  it('lead an old address an editor enters to a page of the site or elsewhere, found however it is written', async () => {
    const old = `/${unique('old-page').toLowerCase()}`
    const created = await api('editor', 'POST', '/api/redirects', { from: `${old.toUpperCase()}/`, to: { type: 'custom', url: '/services/gst-services' } })
    expect(created.status).toBe(201)
    expect(created.body.doc.from).toBe(old)
    expect(await visit(old)).toEqual({ status: 308, location: '/services/gst-services' })
    expect(await visit(`${old}/`)).toMatchObject({ status: 308 })

    const oldService = `/services/${unique('bookkeeping').toLowerCase()}`
    expect((await api('editor', 'POST', '/api/redirects', { from: oldService, to: { type: 'custom', url: '/services/accounting' } })).status).toBe(201)
    expect(await visit(oldService)).toEqual({ status: 308, location: '/services/accounting' })

    // An address in Hindi, as an editor types it and as a browser sends it (escaped).
    const hindi = `/पुराना-पेज-${Date.now().toString(36)}`
    expect((await api('editor', 'POST', '/api/redirects', { from: hindi, to: { type: 'custom', url: '/contact' } })).status).toBe(201)
    expect(await visit(encodeURI(hindi))).toEqual({ status: 308, location: '/contact' })

    // Deleted: the address is a 404 again.
    expect((await api('editor', 'DELETE', `/api/redirects/${created.body.doc.id}`)).status).toBe(200)
    expect((await visit(old)).status).toBe(404)
    expect((await visit(`/${unique('never-existed')}`)).status).toBe(404)
  })

  it('lead a page’s address written in other letter case to the page, with its query, and nothing else', async () => {
    const article = await createArticle()
    const mixed = article.slug.replace(/^(\w)/, (c) => c.toUpperCase()).replace(/-(\w)/, (m) => m.toUpperCase())
    expect(mixed).not.toBe(article.slug)
    expect(await visit('/About')).toEqual({ status: 308, location: '/about' })
    expect(await visit('/SERVICES/GST-Services')).toEqual({ status: 308, location: '/services/gst-services' })
    expect(await visit('/Services/Gst-Services')).toEqual({ status: 308, location: '/services/gst-services' })
    expect(await visit(`/blog/${mixed}`)).toEqual({ status: 308, location: `/blog/${article.slug}` })
    expect(await visit(`/Blog/${mixed}`)).toEqual({ status: 308, location: `/blog/${article.slug}` })
    const search = await fetch(`${BASE_URL}/Blog?q=GST&category=Tax`, { redirect: 'manual', headers: { 'X-Forwarded-For': uniqueIp() } })
    expect(search.status).toBe(308)
    expect(new URL(search.headers.get('location')!, BASE_URL).search).toBe('?q=GST&category=Tax')
    const tab = await fetch(`${BASE_URL}/Careers?tab=Tax`, { redirect: 'manual', headers: { 'X-Forwarded-For': uniqueIp() } })
    expect(tab.status).toBe(308)
    expect(tab.headers.get('location')).toBe('/careers?tab=Tax')
    // Followed, the address answers the page itself.
    expect((await fetch(`${BASE_URL}/Blog/${mixed}`, { headers: { 'X-Forwarded-For': uniqueIp() } })).status).toBe(200)

    // Addresses with no page in any case stay a 404.
    expect((await visit('/Nothing-Here')).status).toBe(404)
    expect((await visit('/Services/No-Such-Service')).status).toBe(404)
    // An article's address leads to its lower-case form even when there is no article there (or none visitors may
    // still read): the blog's own 404, "Article Not Found" with suggestions, answers there, not the site's bare one.
    expect(await visit('/Blog/No-Such-Article')).toEqual({ status: 308, location: '/blog/no-such-article' })
    expect(await visit('/blog/No-Such-Article')).toEqual({ status: 308, location: '/blog/no-such-article' })
    const missing = await fetch(`${BASE_URL}/Blog/No-Such-Article`, { headers: { 'X-Forwarded-For': uniqueIp() } })
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('Article Not Found')
    expect((await api('editor', 'PATCH', `/api/news-updates/${article.id}`, { active: false })).status).toBe(200)
    expect(await visit(`/blog/${mixed}`)).toEqual({ status: 308, location: `/blog/${article.slug}` })
    expect((await visit(`/blog/${article.slug}`)).status).toBe(404)
  })

  it.each([
    ['an old address that is not a path', { from: 'old-page', to: { type: 'custom', url: '/contact' } }, 'from', /path on this site/],
    ['a page of the site', { from: '/about', to: { type: 'custom', url: '/contact' } }, 'from', /is a page of the site/],
    ['the admin', { from: '/admin/users', to: { type: 'custom', url: '/contact' } }, 'from', /belong to the site/],
    ['the home page', { from: '/', to: { type: 'custom', url: '/contact' } }, 'from', /home page/],
    ['a script address', { from: '/x-script', to: { type: 'custom', url: 'javascript:alert(1)' } }, 'to.url', /http\(s\)/],
    ['a loop', { from: '/x-loop', to: { type: 'custom', url: '/X-Loop/' } }, 'to.url', new RegExp(REDIRECT_LOOP_MESSAGE)],
  ])('refuse %s, naming the field, and store nothing', async (_label, body, path, message) => {
    const res = await api('editor', 'POST', '/api/redirects', body)
    expect(res.status).toBe(400)
    const errors = (res.body.errors?.[0]?.data?.errors ?? []) as { path: string; message: string }[]
    expect(errors.find((e) => e.path === path)?.message).toMatch(message)
    expect(await redirectsFrom(body.from.toLowerCase())).toEqual([])
  })

  it('refuse an address where an article is published, and take it once the article is hidden', async () => {
    const article = await createArticle()
    const body = { from: `/blog/${article.slug}`, to: { type: 'custom', url: '/contact' } }
    const refused = await api('editor', 'POST', '/api/redirects', body)
    expect(refused.status).toBe(400)
    const errors = (refused.body.errors?.[0]?.data?.errors ?? []) as { path: string; message: string }[]
    expect(errors.find((e) => e.path === 'from')?.message).toBe(liveArticleMessage(`/blog/${article.slug}`))
    expect(await redirectsFrom(body.from)).toEqual([])
    expect((await visit(body.from)).status).toBe(200)

    // Hidden, the article no longer holds its address: the redirect is taken and followed.
    expect((await api('editor', 'PATCH', `/api/news-updates/${article.id}`, { active: false })).status).toBe(200)
    expect((await api('editor', 'POST', '/api/redirects', body)).status).toBe(201)
    expect(await visit(body.from)).toEqual({ status: 308, location: '/contact' })
  })

  it('move the page content of a renamed article with it, unless its new address has its own', async () => {
    const article = await createArticle()
    const title = `Override ${unique('t')}`
    const override = await api('editor', 'POST', '/api/page-content', { path: `/blog/${article.slug}`, title })
    expect(override.status).toBe(201)
    const renamed = unique('with-content').toLowerCase()
    expect((await rename(article.id, renamed)).status).toBe(200)

    const at = async (path: string) =>
      (await api('editor', 'GET', `/api/page-content?where[path][equals]=${encodeURIComponent(path)}&depth=0`)).body.docs as { id: number; title: string }[]
    expect(await at(`/blog/${article.slug}`)).toEqual([])
    expect((await at(`/blog/${renamed}`)).map((d) => [d.id, d.title])).toEqual([[override.body.doc.id, title]])
    const page = await (await fetch(`${BASE_URL}/blog/${renamed}`, { headers: { 'X-Forwarded-For': uniqueIp() } })).text()
    expect(page).toContain(`<title>${title}`)

    // Renamed onto an address that has page content of its own: both stay where they are.
    const target = unique('has-content').toLowerCase()
    const own = await api('editor', 'POST', '/api/page-content', { path: `/blog/${target}`, title: `Own ${unique('t')}` })
    expect(own.status).toBe(201)
    expect((await rename(article.id, target)).status).toBe(200)
    expect((await at(`/blog/${renamed}`)).map((d) => d.id)).toEqual([override.body.doc.id])
    expect((await at(`/blog/${target}`)).map((d) => d.id)).toEqual([own.body.doc.id])
  })

  it('and the page content of a deleted article go with it, so an article published later at its address starts afresh', async () => {
    const article = await createArticle()
    const draftSlug = unique('planned').toLowerCase()
    // Its published address and the address its unpublished draft would move it to.
    expect((await rename(article.id, draftSlug, 'draft')).status).toBe(200)
    const overrideTitle = `Deleted override ${unique('t')}`
    const live = await api('editor', 'POST', '/api/page-content', { path: `/blog/${article.slug}`, title: overrideTitle })
    const planned = await api('editor', 'POST', '/api/page-content', { path: `/blog/${draftSlug}`, title: `Planned ${unique('t')}` })
    const elsewhere = await api('editor', 'POST', '/api/page-content', { path: `/${unique('kept-content').toLowerCase()}`, title: `Kept ${unique('t')}` })
    for (const res of [live, planned, elsewhere]) expect(res.status).toBe(201)

    expect((await api('editor', 'DELETE', `/api/news-updates/${article.id}`)).status).toBe(200)
    for (const gone of [live, planned]) expect((await api('editor', 'GET', `/api/page-content/${gone.body.doc.id}`)).status).toBe(404)
    expect((await api('editor', 'GET', `/api/page-content/${elsewhere.body.doc.id}`)).status).toBe(200)

    const again = await api('editor', 'POST', '/api/news-updates', { title: `Fresh start ${unique('t')}`, slug: article.slug, category: 'GST', _status: 'published' })
    expect(again.status).toBe(201)
    const html = await (await fetch(`${BASE_URL}/blog/${article.slug}`, { headers: { 'X-Forwarded-For': uniqueIp() } })).text()
    expect(html).toContain(`<title>${again.body.doc.title}`)
    expect(html).not.toContain(overrideTitle)
  })

  it('refuse a second redirect from the same address', async () => {
    const from = `/${unique('twice').toLowerCase()}`
    expect((await api('editor', 'POST', '/api/redirects', { from, to: { type: 'custom', url: '/contact' } })).status).toBe(201)
    const again = await api('editor', 'POST', '/api/redirects', { from, to: { type: 'custom', url: '/faq' } })
    expect(again.status).toBe(400)
    expect(await visit(from)).toEqual({ status: 308, location: '/contact' })
  })
})
