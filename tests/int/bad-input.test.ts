import { describe, expect, it } from 'vitest'

import { api, countEnquiries, errorMessage, gql, postChunked, RawBody, type Role, unique } from '../helpers/api'
import { createArticle, imageForm, pngImage, uploadImage, validEnquiry } from '../helpers/fixtures'

async function articleCount() {
  return (await api('admin', 'GET', '/api/news-updates?limit=0&draft=true')).body.totalDocs as number
}

describe('bad input to articles', () => {
  it.each([
    ['a slug that is not URL-safe', { slug: 'Bad Slug!' }, /lowercase letters, digits and single hyphens/],
    ['an image URL that is not http(s)', { image_url: 'ftp://example.com/a.png' }, /http\(s\) address/],
    ['a category that does not exist', { category: 'Crypto' }, /category/i],
    ['a meta description over 160 characters', { meta_description: 'm'.repeat(161) }, /meta/i],
  ])('refuses %s with a clear message and stores nothing', async (_label, override, message) => {
    const before = await articleCount()
    const res = await api('editor', 'POST', '/api/news-updates', { title: unique('Bad input'), category: 'GST', ...override })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body.errors)).toMatch(message)
    expect(await articleCount()).toBe(before)
  })

  it('refuses a second article with the same slug', async () => {
    const slug = unique('same-slug').toLowerCase()
    expect((await api('editor', 'POST', '/api/news-updates', { title: 'First', category: 'GST', slug })).status).toBe(201)
    const before = await articleCount()
    const res = await api('editor', 'POST', '/api/news-updates', { title: 'Second', category: 'GST', slug })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body.errors)).toMatch(/slug/i)
    expect(await articleCount()).toBe(before)
  })
})

describe('an article whose title gives no address (a title in Hindi)', () => {
  it('is kept as a draft beside others like it, asks for an address before it is published, and publishes at the one given', async () => {
    // Its slug was '': the second such draft was refused with "Value must be unique", and publishing the first put
    // an article on the blog whose card led to /blog itself and a /blog/ line in the sitemap.
    const ids: number[] = []
    try {
      for (const title of ['जीएसटी पंजीकरण गाइड', 'आयकर रिटर्न कैसे भरें']) {
        const res = await api('editor', 'POST', '/api/news-updates', { title, category: 'GST', excerpt: 'हिंदी में एक लेख।' })
        expect(res.status, title).toBe(201)
        expect(res.body.doc.slug).toBeNull()
        ids.push(res.body.doc.id)
      }
      const refused = await api('editor', 'PATCH', `/api/news-updates/${ids[0]}`, { _status: 'published' })
      expect(refused.status).toBe(400)
      expect(refused.body.errors[0].data.errors).toEqual([
        expect.objectContaining({
          path: 'slug',
          message: "Write the article's address (slug): its title has no English letters or digits to make one from. For example: gst-registration-guide.",
        }),
      ])
      expect((await api('anonymous', 'GET', `/api/news-updates/${ids[0]}`)).status).toBe(404)

      const slug = unique('gst-panjikaran-guide').toLowerCase()
      const published = await api('editor', 'PATCH', `/api/news-updates/${ids[0]}`, { _status: 'published', slug })
      expect(published.status).toBe(200)
      const seen = await api('anonymous', 'GET', `/api/news-updates?where[slug][equals]=${slug}&depth=0`)
      expect(seen.body.docs.map((d: { id: number }) => d.id)).toEqual([ids[0]])
    } finally {
      for (const id of ids) await api('admin', 'DELETE', `/api/news-updates/${id}`)
    }
  })
})

describe('a malformed request body', () => {
  it('refuses broken JSON for an enquiry with a 400 and stores nothing', async () => {
    const before = await countEnquiries()
    const res = await api('anonymous', 'POST', '/api/contact-submissions', new RawBody('{"name": "Broken", "email": ', 'application/json'))
    expect(res.status).toBe(400)
    expect(errorMessage(res)).toBe('Invalid JSON')
    expect(await countEnquiries()).toBe(before)
  })
})

describe('a create or update without a body Payload reads', () => {
  const count = async (path: string) => (await api('admin', 'GET', `${path}?limit=0&draft=true`)).body.totalDocs as number
  const send = (role: Role, method: string, path: string, body?: string, contentType?: string) => api(role, method, path, new RawBody(body, contentType))

  it.each([
    ['an enquiry', 'anonymous', '/api/contact-submissions'],
    ['an article', 'editor', '/api/news-updates'],
    ['a tracked keyword', 'admin', '/api/keywords'],
  ] as const)('refuses %s with no body (400) or a body of another type (415), and stores nothing (both were a 500)', async (_label, role, path) => {
    const before = await count(path)
    const empty = await send(role, 'POST', path)
    expect(empty.status).toBe(400)
    expect(empty.body.errors[0].message).toBe('The request has no body: send the fields as a JSON object, for example {"title": "..."}.')
    for (const [contentType, body] of [['text/plain', '{"title":"x"}'], ['application/x-www-form-urlencoded', 'title=x&category=GST']]) {
      const res = await send(role, 'POST', path, body, contentType)
      expect(res.status, contentType).toBe(415)
      expect(res.body.errors[0].message).toBe(`A body sent as ${contentType} is not read: send the fields as JSON (Content-Type: application/json), or with a file as multipart/form-data.`)
    }
    expect(await count(path)).toBe(before)
  })

  it('tells a form of plain fields (no _payload part) where the fields go, and stores nothing; with _payload it is saved', async () => {
    const before = await count('/api/contact-submissions')
    const plain = new FormData()
    for (const [key, value] of Object.entries(validEnquiry())) plain.append(key, String(value))
    const res = await api('anonymous', 'POST', '/api/contact-submissions', plain)
    expect(res.status).toBe(400)
    expect(res.body.errors[0].message).toBe(
      'A form sent as multipart/form-data carries the fields as JSON in a part named _payload, for example _payload={"title": "..."} (and a file in a part named file).',
    )
    expect(await count('/api/contact-submissions')).toBe(before)
    const form = new FormData()
    form.append('_payload', JSON.stringify(validEnquiry()))
    expect((await api('anonymous', 'POST', '/api/contact-submissions', form)).status).toBe(201)
    expect(await count('/api/contact-submissions')).toBe(before + 1)
  })

  it('refuses a body over 20 MB with a 413 that says so (it was cut at 10 MB and answered "Invalid JSON")', async () => {
    const before = await count('/api/contact-submissions')
    const body = JSON.stringify({ ...validEnquiry(), message: 'x'.repeat(21 * 1024 * 1024) })
    const res = await send('anonymous', 'POST', '/api/contact-submissions', body, 'application/json')
    expect(res.status).toBe(413)
    expect(res.body.errors[0].message).toBe('The request body is 21.0 MB; at most 20 MB is read.')
    expect(await count('/api/contact-submissions')).toBe(before)
  })

  it('refuses a body over 20 MB sent without a length (chunked) with a 413 too (Next.js cut it: "Invalid JSON")', async () => {
    const before = await count('/api/contact-submissions')
    const body = JSON.stringify({ ...validEnquiry(), message: 'x'.repeat(25 * 1024 * 1024) })
    const res = await postChunked('anonymous', '/api/contact-submissions', body, 'application/json')
    expect(res.status).toBe(413)
    expect(res.body.errors[0].message).toBe('The request body is over 20 MB; at most 20 MB is read.')
    expect(await count('/api/contact-submissions')).toBe(before)
    // A body of the usual size sent the same way is read whole and stored.
    const enquiry = { ...validEnquiry(), message: `Sent in chunks ${unique('chunked')}. ${'Please call me back. '.repeat(60)}` }
    const stored = await postChunked('anonymous', '/api/contact-submissions', JSON.stringify(enquiry), 'application/json')
    expect(stored.status, JSON.stringify(stored.body)).toBe(201)
    expect((await api('admin', 'GET', `/api/contact-submissions/${stored.body.doc.id}`)).body.message).toBe(enquiry.message.trim())
  })

  it('refuses such an update and changes nothing, and still duplicates a document without a body', async () => {
    const article = await createArticle()
    const res = await send('editor', 'PATCH', `/api/news-updates/${article.id}`, 'title=Overwritten', 'application/x-www-form-urlencoded')
    expect(res.status).toBe(415)
    expect((await api('editor', 'PATCH', `/api/news-updates/${article.id}`)).status).toBe(400)
    expect((await api('admin', 'GET', `/api/news-updates/${article.id}?draft=true`)).body.title).toBe(article.title)
    const faq = (await api('editor', 'POST', '/api/faqs', { question: unique('Copied?'), answer: 'Yes.', topic: 'general' })).body.doc
    const copy = await api('editor', 'POST', `/api/faqs/${faq.id}/duplicate`)
    expect(copy.status).toBe(200)
    expect(copy.body.doc.question).toBe(faq.question)
    for (const id of [faq.id, copy.body.doc.id]) await api('admin', 'DELETE', `/api/faqs/${id}`)
  })
})

describe('a body that is JSON but not an object', () => {
  const notAnObject = /request body must be a JSON object/
  const count = async (path: string) => (await api('admin', 'GET', `${path}?limit=0&draft=true`)).body.totalDocs as number

  it.each([
    ['an enquiry', 'anonymous', 'POST', '/api/contact-submissions', '/api/contact-submissions'],
    ['an article', 'editor', 'POST', '/api/news-updates', '/api/news-updates'],
    ['a tracked keyword', 'admin', 'POST', '/api/keywords', '/api/keywords'],
  ] as const)('refuses %s sent as null, text or a number with a 400 and stores nothing', async (_label, role, method, path, list) => {
    const before = await count(list)
    for (const body of [null, 'x', 5]) {
      const res = await api(role, method, path, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(errorMessage(res)).toMatch(notAnObject)
    }
    expect(await count(list)).toBe(before)
  })

  it('refuses such an update of an article, a user and the site settings, and changes nothing', async () => {
    const article = await createArticle()
    const settingsBefore = (await api('admin', 'GET', '/api/globals/site-settings')).body
    for (const [role, method, path] of [
      ['editor', 'PATCH', `/api/news-updates/${article.id}`],
      ['admin', 'PATCH', `/api/users/${(await api('editor', 'GET', '/api/users/me')).body.user.id}`],
      ['admin', 'POST', '/api/globals/site-settings'],
    ] as const) {
      const res = await api(role, method, path, null)
      expect(res.status, path).toBe(400)
      expect(errorMessage(res), path).toMatch(notAnObject)
    }
    expect((await api('admin', 'GET', `/api/news-updates/${article.id}?draft=true`)).body.title).toBe(article.title)
    expect((await api('admin', 'GET', '/api/globals/site-settings')).body).toEqual(settingsBefore)
  })

  it('refuses a settings update with no body at all (was a 500), and changes nothing', async () => {
    for (const global of ['site-settings', 'seo-settings']) {
      const before = (await api('admin', 'GET', `/api/globals/${global}`)).body
      const res = await api('admin', 'POST', `/api/globals/${global}`)
      expect(res.status, global).toBe(400)
      expect(errorMessage(res), global).toMatch(notAnObject)
      expect((await api('admin', 'GET', `/api/globals/${global}`)).body).toEqual(before)
    }
  })

  it('answers a sign-in whose e-mail or password is not text by saying so (was "email: This field is required.")', async () => {
    for (const [path, body, message] of [
      ['/api/users/login', { email: ['admin@example.com'], password: 'x' }, 'The email must be text.'],
      ['/api/users/login', { email: 'admin@example.com', password: 12345678 }, 'The password must be text.'],
      ['/api/users/login', { email: { $ne: '' }, password: { $ne: '' } }, 'The email must be text.'],
    ] as const) {
      const res = await api('anonymous', 'POST', path, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(errorMessage(res)).toBe(message)
    }
  })

  it('answers a password reset or an unlock whose e-mail is not text by saying so (was "Missing email.")', async () => {
    for (const [role, path] of [
      ['anonymous', '/api/users/forgot-password'],
      ['admin', '/api/users/unlock'],
    ] as const) {
      const wrong = await api(role, 'POST', path, { email: ['admin@example.com'] })
      expect(wrong.status, path).toBe(400)
      expect(errorMessage(wrong)).toBe('The email must be text.')
      const none = await api(role, 'POST', path, {})
      expect(none.status, path).toBe(400)
      expect(errorMessage(none)).toBe('Missing email.')
    }
  })

  it('refuses a user whose e-mail is not text', async () => {
    const me = (await api('editor', 'GET', '/api/users/me')).body.user
    const res = await api('admin', 'PATCH', `/api/users/${me.id}`, { email: ['a@b.in'] })
    expect(res.status).toBe(400)
    expect(errorMessage(res)).toBe('The email must be text.')
    expect((await api('admin', 'GET', `/api/users/${me.id}`)).body.email).toBe(me.email)
  })

  it('answers broken JSON sent to GraphQL with a 400 GraphQL error', async () => {
    const res = await api('anonymous', 'POST', '/api/graphql', new RawBody('{"query": ', 'application/json'))
    expect(res.status).toBe(400)
    expect(errorMessage(res)).toBe('Invalid JSON')
  })

  it.each([
    ['text/plain', '{"query": "{ Faqs { totalDocs } }"}'],
    ['application/x-www-form-urlencoded', 'query=%7B%20Faqs%20%7B%20totalDocs%20%7D%20%7D'],
    [undefined, undefined],
    // A form Payload cannot read (was an empty 500): cut short, without a boundary, a `_payload` part not JSON.
    ['multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="query"\r\n\r\n{ Faqs'],
    ['multipart/form-data', 'query={ Faqs { totalDocs } }'],
    ['multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{bad\r\n--zz--\r\n'],
    ['multipart/form-data; boundary=', 'x'],
    ['multipart/mixed; boundary=zz', '--zz--'],
  ])('answers GraphQL sent as %s with a GraphQL error that says to send JSON (was an empty 415, or 500 for a broken form)', async (type, body) => {
    const res = await api('anonymous', 'POST', '/api/graphql', new RawBody(body, type))
    expect(res.status).toBe(415)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(res.body.errors).toEqual([
      { message: 'Send the request as JSON (Content-Type: application/json): an object with a "query" field.', extensions: { statusCode: 415 } },
    ])
  })
  it('answers a GraphQL subscription with a 400 that says to send a query or a mutation (was an empty 500)', async () => {
    const mixed = 'query A { Faqs { totalDocs } } subscription B { x }'
    for (const [query, operationName] of [['subscription { Faqs { totalDocs } }'], [mixed, 'B'], [mixed, 'A']]) {
      const res = await api('anonymous', 'POST', '/api/graphql', { query, operationName })
      expect(res.status, query).toBe(400)
      expect(res.body.errors).toEqual([
        { message: 'Subscriptions are not offered here: send a query or a mutation.', extensions: { statusCode: 400 } },
      ])
    }
    const query = await api('anonymous', 'POST', '/api/graphql', { query: 'query A { Faqs { totalDocs } }', operationName: 'A' })
    expect(query.status).toBe(200)
    expect(query.body.data.Faqs.totalDocs).toBeGreaterThan(0)
  })
  it.each(['GET', 'PUT', 'DELETE'])('answers GraphQL asked with %s by a 405 that names POST (was an empty 405)', async (method) => {
    const res = await api('anonymous', method, `/api/graphql${method === 'GET' ? '?query=%7B__typename%7D' : ''}`)
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('POST, OPTIONS')
    expect(res.body.errors).toEqual([
      { message: 'GraphQL takes POST here: send {"query": "..."} as JSON (Content-Type: application/json).', extensions: { statusCode: 405 } },
    ])
  })
})

describe('an unknown field sent to an SEO endpoint', () => {
  it.each([
    ['/api/seo/page-score', { url: '/', keyword: 'ca firm', focus: 'gst' }, 'Unknown field: focus. Allowed: url, keyword'],
    ['/api/seo/url-analysis', { page: [{ url: '/' }] }, 'Unknown field: page. Allowed: pages'],
    ['/api/seo/data/scan', { target: 'keywords', fix: true }, 'Unknown field: fix. Allowed: target'],
    ['/api/geo-keywords/bulk', { targetUrl: '/', limit: 5 }, 'Unknown fields: targetUrl, limit. Allowed: target_url'],
  ])('%s names it (was "Send a JSON object") and does nothing', async (path, body, message) => {
    const geoBefore = (await api('admin', 'GET', '/api/geo-keywords?limit=0')).body.totalDocs
    const res = await api('admin', 'POST', path, body)
    expect(res.status).toBe(400)
    expect(errorMessage(res)).toBe(message)
    expect((await api('admin', 'GET', '/api/geo-keywords?limit=0')).body.totalDocs).toBe(geoBefore)
  })

  it('an optimisation whose optimized_value has an unknown key is refused with the key named', async () => {
    const res = await api('admin', 'POST', '/api/optimisations', {
      keyword: 'gst registration',
      component_path: '/services/gst-services',
      optimization_type: 'title',
      optimized_value: { keyword: 'gst registration', target_url: '/services/gst-services', title: 'GST Registration in Gurgaon' },
    })
    expect(res.status).toBe(400)
    const message = res.body.errors?.[0]?.data?.errors?.[0]?.message as string
    expect(message).toMatch(/^optimized_value has an unknown field: title\. Allowed: keyword, target_url, optimized_title/)
    expect(message).not.toMatch(/must be a JSON object/)
  })
})

describe('a body sent to an SEO action that takes none', () => {
  const runs = async () => (await api('admin', 'GET', '/api/seo-runs?limit=0')).body.totalDocs as number

  it.each(['/api/seo/crawl', '/api/seo/keywords/recalculate', '/api/seo/health-check', '/api/seo/url-keyword-scores', '/api/seo/ranks/refresh'])(
    '%s refuses options, lists and numbers with a 400 (some were ignored in silence) and starts nothing',
    async (path) => {
      const before = await runs()
      for (const body of [{ keywords: ['gst'] }, [], 5, 'all']) {
        const res = await api('admin', 'POST', path, body)
        expect(res.status, JSON.stringify(body)).toBe(400)
        expect(errorMessage(res)).toBe('This action takes no input: send no body, or {}.')
      }
      expect(await runs()).toBe(before)
    },
  )

  it('still answers an empty object', async () => {
    const res = await api('admin', 'POST', '/api/seo/url-keyword-scores', {})
    expect(res.status).toBe(200)
    expect(res.body.total_keywords).toEqual(expect.any(Number))
  })
})

describe('the errors developers read', () => {
  it("name Payload's error classes as Payload documents them, not by minified names (was \"y\" and \"m\")", async () => {
    const invalid = await api('admin', 'POST', '/api/faqs', { question: '' })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors[0].name).toBe('ValidationError')
    const query = await api('admin', 'GET', '/api/faqs?where[nosuch][equals]=1')
    expect(query.status).toBe(400)
    expect(query.body.errors[0].name).toBe('QueryError')
    const missing = await gql('anonymous', '{ NewsUpdate(id: 99999999) { id } }')
    expect(missing.errors?.[0]?.extensions).toMatchObject({ name: 'NotFound', statusCode: 404 })
  })
})

describe('a value of the wrong JSON type for its field', () => {
  const fieldErrors = (res: { body: any }) => (res.body?.errors?.[0]?.data?.errors ?? []) as { path: string; message: string }[]
  const count = async (path: string) => (await api('admin', 'GET', `${path}?limit=0&draft=true`)).body.totalDocs as number

  it.each([
    ['a list as the title', { title: ['x', 'y'] }, 'title', 'Must be text.'],
    ['a list as the category (was a 500)', { category: ['GST'] }, 'category', 'Must be text.'],
    ['a word as the read time (was dropped)', { read_time: 'abc' }, 'read_time', 'Must be a number.'],
    ['a read time with a fraction of a minute', { read_time: 2.5 }, 'read_time', 'Must be a whole number.'],
    ['one tag instead of a list (was dropped)', { tags: 'gst' }, 'tags', 'Must be a list of texts.'],
    ['text as the content (was stored)', { content: 'plain text' }, 'content', expect.stringMatching(/^Must be rich text/)],
    ['content without children (was a 500)', { content: { root: { type: 'root', children: 'oops' } } }, 'content', expect.stringMatching(/^Must be rich text/)],
    [
      'text among a paragraph’s children (was a 500)',
      { content: { root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Read ' }, ' first.'] }] } } },
      'content',
      'Must be rich text as the admin editor saves it: each node an object with a type, its children a list of nodes (root.children.0.children.1 is not).',
    ],
    ['a node without a type', { content: { root: { type: 'root', children: [{ children: [] }] } } }, 'content', expect.stringMatching(/\(root\.children\.0 is not\)\.$/)],
  ])('refuses an article with %s, naming the field, and stores nothing', async (_label, override, path, message) => {
    const before = await count('/api/news-updates')
    const res = await api('editor', 'POST', '/api/news-updates', { title: unique('Shape'), category: 'GST', ...override })
    expect(res.status).toBe(400)
    expect(fieldErrors(res).map((e) => ({ path: e.path, message: e.message }))).toEqual([{ path, message }])
    expect(await count('/api/news-updates')).toBe(before)
  })

  it('refuses a fraction where only whole numbers make sense (search volume, frequencies)', async () => {
    const keyword = unique('whole numbers')
    for (const field of ['search_volume', 'target_frequency']) {
      const res = await api('admin', 'POST', '/api/keywords', { keyword, target_url: '/', [field]: 1.5 })
      expect(res.status).toBe(400)
      expect(fieldErrors(res)).toEqual([{ path: field, message: 'Must be a whole number.', label: expect.any(String) }])
    }
    expect((await api('admin', 'GET', `/api/keywords?where[keyword][equals]=${encodeURIComponent(keyword)}`)).body.totalDocs).toBe(0)
    // 1200 searches are fine. (Clicks and positions come from the rank check, which may store an average position
    // such as 4.3: seo-measured.test.ts.)
    const created = await api('admin', 'POST', '/api/keywords', { keyword, target_url: '/', search_volume: 1200 })
    expect(created.status).toBe(201)
    expect(created.body.doc).toMatchObject({ search_volume: 1200 })
    const geo = await api('admin', 'POST', '/api/geo-keywords', { base_keyword: unique('tax advisor'), location: 'Gurgaon', search_volume: 10.5 })
    expect(fieldErrors(geo)).toEqual([{ path: 'search_volume', message: 'Must be a whole number.', label: expect.any(String) }])
    await api('admin', 'DELETE', `/api/keywords/${created.body.doc.id}`)
  })

  it('refuses an article whose publishing status is neither draft nor published (was a 500), and changes nothing', async () => {
    const before = await count('/api/news-updates')
    for (const status of ['live', '', 5, ['published']]) {
      const res = await api('editor', 'POST', '/api/news-updates', { title: unique('Status'), category: 'GST', _status: status })
      expect(res.status, JSON.stringify(status)).toBe(400)
      expect(fieldErrors(res)).toEqual([{ path: '_status', message: 'Must be draft or published.' }])
    }
    expect(await count('/api/news-updates')).toBe(before)
    const article = await createArticle({ status: 'draft' })
    const res = await api('editor', 'PATCH', `/api/news-updates/${article.id}?draft=true`, { _status: 'live', title: 'Changed?' })
    expect(res.status).toBe(400)
    const stored = await api('editor', 'GET', `/api/news-updates/${article.id}?draft=true&depth=0`)
    expect(stored.body).toMatchObject({ title: article.title, _status: 'draft' })
    expect((await api('anonymous', 'POST', '/api/news-updates', { title: 'x', _status: 'live' })).status).toBe(403)
  })

  it('refuses an image record whose width, file size or focal point is not a number (was stored as NaN), and changes nothing', async () => {
    const image = await uploadImage()
    const stored = async () => (await api('editor', 'GET', `/api/media/${image.id}?depth=0`)).body
    const before = await stored()
    for (const [field, value, message] of [
      ['width', 'abc', 'Must be a number.'],
      ['filesize', { a: 1 }, 'Must be a number.'],
      ['focalX', 'left', 'Must be a number.'],
      ['mimeType', 5, 'Must be text.'],
    ] as const) {
      const res = await api('editor', 'PATCH', `/api/media/${image.id}`, { [field]: value })
      expect(res.status, field).toBe(400)
      expect(fieldErrors(res).map((e) => ({ path: e.path, message: e.message })), field).toEqual([{ path: field, message }])
    }
    expect(await stored()).toEqual(before)
    expect((await api('editor', 'PATCH', `/api/media/${image.id}`, { alt: 'A new description' })).status).toBe(200)
  })

  it('refuses an article whose cover image or date is not a document ID or a date (PostgreSQL answered 500)', async () => {
    const before = await count('/api/news-updates')
    for (const [field, value, message] of [
      ['image', 1.5, 'Must be a document ID.'],
      ['image', '12abc', 'Must be a document ID.'],
      ['published_date', '', 'Must be a date, for example 2026-11-22T10:00:00.000Z.'],
    ] as const) {
      const res = await api('editor', 'POST', '/api/news-updates', { title: unique('Refs'), category: 'GST', [field]: value })
      expect(res.status, `${field} ${value}`).toBe(400)
      expect(fieldErrors(res).map((e) => ({ path: e.path, message: e.message }))).toEqual([{ path: field, message }])
    }
    expect(await count('/api/news-updates')).toBe(before)
  })

  it('refuses a NUL character in any text, rich text or enquiry (PostgreSQL answered 500), naming where it is', async () => {
    const faqs = await count('/api/faqs')
    const faq = await api('editor', 'POST', '/api/faqs', { question: 'How long\u0000?', answer: 'A day.', topic: 'general' })
    expect(faq.status).toBe(400)
    expect(fieldErrors(faq)).toEqual([{ path: 'question', message: 'Must not contain the NUL character (\\u0000).' }])
    expect(await count('/api/faqs')).toBe(faqs)

    const content = { root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Hi\u0000' }] }] } }
    const article = await api('editor', 'POST', '/api/news-updates', { title: unique('Nul'), category: 'GST', content })
    expect(article.status).toBe(400)
    expect(fieldErrors(article).map((e) => e.path)).toEqual(['content.root.children.0.children.0.text'])

    const enquiries = await countEnquiries()
    const enquiry = await api('anonymous', 'POST', '/api/contact-submissions', { ...validEnquiry(), name: 'Asha\u0000' })
    expect(enquiry.status).toBe(400)
    expect(JSON.stringify(enquiry.body)).toContain('NUL character')
    expect(await countEnquiries()).toBe(enquiries)
  })

  it('refuses a related document that does not exist (was a 500), saying which, over REST and GraphQL', async () => {
    const before = await count('/api/news-updates')
    const message = 'There is no media document with the ID 2147480000 (given for image).'
    const res = await api('editor', 'POST', '/api/news-updates', { title: unique('Ghost image'), category: 'GST', image: 2147480000 })
    expect(res.status).toBe(400)
    expect(errorMessage(res)).toBe(message)
    const q = await gql('editor', `mutation { createNewsUpdate(data: { title: "${unique('Ghost')}", category: GST, image: 2147480000 }) { id } }`)
    expect(q.errors?.[0]?.message).toBe(message)
    expect(await count('/api/news-updates')).toBe(before)
  })

  it('refuses an FAQ whose question is a list, instead of storing the text ["..."]', async () => {
    const before = await count('/api/faqs')
    const res = await api('editor', 'POST', '/api/faqs', { question: ['How long?'], answer: { a: 1 }, topic: 'general' })
    expect(res.status).toBe(400)
    expect(fieldErrors(res).map((e) => e.path)).toEqual(['question', 'answer'])
    expect(await count('/api/faqs')).toBe(before)
  })

  it('names the place inside the site settings and changes nothing', async () => {
    const before = (await api('admin', 'GET', '/api/globals/site-settings')).body
    const res = await api('admin', 'POST', '/api/globals/site-settings', { phones: [{ number: ['+91 1'] }], address: 'Sector 102' })
    expect(res.status).toBe(400)
    expect(fieldErrors(res).map((e) => e.path)).toEqual(['phones.0.number', 'address'])
    expect((await api('admin', 'GET', '/api/globals/site-settings')).body).toEqual(before)
  })

  it('tells someone who may not write only that they may not', async () => {
    const res = await api('anonymous', 'POST', '/api/keywords', { keyword: ['x'], target_url: '/' })
    expect(res.status).toBe(403)
    expect(JSON.stringify(res.body)).not.toMatch(/keyword/)
    const fine = await api('editor', 'POST', '/api/faqs', { question: 'Fine?', answer: 'Yes.', topic: 'general', active: false })
    expect(fine.status).toBe(201)
    await api('admin', 'DELETE', `/api/faqs/${fine.body.doc.id}`)
    expect((await api('editor', 'POST', '/api/globals/site-settings', { firmName: ['x'] })).status).toBe(403)
  })

  it('refuses the same through GraphQL, whose rich text takes any JSON', async () => {
    const before = await count('/api/news-updates')
    const res = await gql('editor', `mutation { createNewsUpdate(data: { title: "${unique('Shape')}", category: GST, content: "plain text" }) { id } }`)
    expect(res.errors?.[0]?.message).toMatch(/invalid: content/i)
    expect(await count('/api/news-updates')).toBe(before)
  })
})

describe('a name in the body that is no field', () => {
  const fieldErrors = (res: { body: any }) => (res.body?.errors?.[0]?.data?.errors ?? []) as { path: string; message: string }[]
  const count = async (path: string) => (await api('admin', 'GET', `${path}?limit=0&draft=true`)).body.totalDocs as number

  it('is refused with the field probably meant, and nothing is stored (Payload dropped it and answered 201)', async () => {
    const before = await count('/api/news-updates')
    const res = await api('editor', 'POST', '/api/news-updates', { title: unique('Misspelt'), category: 'GST', publishedDate: '2026-11-22', trendng: true })
    expect(res.status).toBe(400)
    expect(fieldErrors(res)).toEqual([
      { path: 'publishedDate', message: 'Unknown field: news-updates has no field named publishedDate. Did you mean published_date?' },
      { path: 'trendng', message: 'Unknown field: news-updates has no field named trendng. Did you mean trending?' },
    ])
    expect(await count('/api/news-updates')).toBe(before)

    const article = await createArticle()
    const update = await api('editor', 'PATCH', `/api/news-updates/${article.id}`, { title: 'Changed', excerptt: 'x' })
    expect(update.status).toBe(400)
    expect(fieldErrors(update).map((e) => e.path)).toEqual(['excerptt'])
    expect((await api('admin', 'GET', `/api/news-updates/${article.id}?draft=true`)).body.title).toBe(article.title)
  })

  it('is named inside groups and array rows, in the site settings too, which stay as they were', async () => {
    const before = (await api('admin', 'GET', '/api/globals/site-settings')).body
    const res = await api('admin', 'POST', '/api/globals/site-settings', { address: { pin: '122001' }, phones: [{ nummer: '+91 1' }] })
    expect(res.status).toBe(400)
    expect(fieldErrors(res).map((e) => e.path)).toEqual(['address.pin', 'phones.0.nummer'])
    expect((await api('admin', 'GET', '/api/globals/site-settings')).body).toEqual(before)
  })

  it('is refused in an upload’s form too, and no image is stored', async () => {
    const before = await count('/api/media')
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), `${unique('img')}.png`)
    form.append('_payload', JSON.stringify({ alt: 'A cover', captoin: 'On the cover' }))
    const res = await api('editor', 'POST', '/api/media', form)
    expect(res.status).toBe(400)
    expect(fieldErrors(res)).toEqual([{ path: 'captoin', message: 'Unknown field: media has no field named captoin. Did you mean caption?' }])
    expect(await count('/api/media')).toBe(before)
  })

  it('is not named to someone who may not write, who hears only that', async () => {
    const res = await api('anonymous', 'POST', '/api/news-updates', { titel: 'x' })
    expect(res.status).toBe(403)
    expect(JSON.stringify(res.body)).not.toMatch(/titel/)
  })

  it('leaves alone a document sent back exactly as it was read, in every collection people write, and the settings', async () => {
    await uploadImage()
    await createArticle()
    const checked: string[] = []
    for (const slug of ['news-updates', 'faqs', 'job-openings', 'page-content', 'media', 'users', 'keywords', 'geo-keywords', 'redirects', 'competitors']) {
      const doc = (await api('admin', 'GET', `/api/${slug}?limit=1&depth=0&draft=true`)).body.docs?.[0]
      if (!doc) continue
      const res = await api('admin', 'PATCH', `/api/${slug}/${doc.id}?depth=0`, doc)
      expect(res.status, `${slug}: ${JSON.stringify(res.body.errors)}`).toBe(200)
      checked.push(slug)
    }
    expect(checked).toEqual(expect.arrayContaining(['news-updates', 'faqs', 'job-openings', 'media', 'users']))
    for (const global of ['site-settings', 'seo-settings']) {
      const doc = (await api('admin', 'GET', `/api/globals/${global}?depth=0`)).body
      const res = await api('admin', 'POST', `/api/globals/${global}`, doc)
      expect(res.status, `${global}: ${JSON.stringify(res.body.errors)}`).toBe(200)
    }
  })

  it('leaves alone the enquiry forms’ first and last name and their empty honeypot', async () => {
    const { name: _name, ...enquiry } = validEnquiry()
    const res = await api('anonymous', 'POST', '/api/contact-submissions', { ...enquiry, firstName: 'Asha', lastName: 'Rao', website: '' })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const stored = await api('admin', 'GET', `/api/contact-submissions?where[email][equals]=${encodeURIComponent(enquiry.email)}`)
    expect(stored.body.docs.map((d: { name: string }) => d.name)).toEqual(['Asha Rao'])
  })
})

describe('a method an address does not take', () => {
  it('answers 405 with the methods it takes (Payload said "Route not found"), and changes nothing', async () => {
    const article = await createArticle()
    const put = await api('editor', 'PUT', `/api/news-updates/${article.id}`, { title: 'Replaced' })
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toBe('GET, HEAD, PATCH, DELETE, OPTIONS')
    expect(errorMessage(put)).toBe(
      `PUT is not accepted at /api/news-updates/${article.id}, which takes GET, PATCH and DELETE. To change a document, send PATCH with the fields to change.`,
    )
    expect((await api('admin', 'GET', `/api/news-updates/${article.id}?draft=true`)).body.title).toBe(article.title)

    const settings = (await api('admin', 'GET', '/api/globals/site-settings')).body
    const remove = await api('admin', 'DELETE', '/api/globals/site-settings')
    expect(remove.status).toBe(405)
    expect(remove.headers.get('allow')).toMatch(/^GET, HEAD, POST/)
    expect((await api('admin', 'GET', '/api/globals/site-settings')).body).toEqual(settings)

    const crawl = await api('admin', 'GET', '/api/seo/crawl')
    expect(crawl.status).toBe(405)
    expect(errorMessage(crawl)).toBe('GET is not accepted at /api/seo/crawl, which takes POST.')

    // Payload looked for a user with the ID "login" and answered "Not Found".
    const login = await api('anonymous', 'GET', '/api/users/login')
    expect(login.status).toBe(405)
    expect(errorMessage(login)).toBe('GET is not accepted at /api/users/login, which takes POST.')
  })

  it('still answers 404 for an address nothing answers, and for a document that does not exist', async () => {
    expect((await api('admin', 'PUT', '/api/nothing-here', {})).status).toBe(404)
    expect((await api('admin', 'GET', '/api/news-updates/2147483600')).status).toBe(404)
    expect((await api('admin', 'PUT', '/api/news-updates/7/nothing', {})).status).toBe(404)
  })
})

describe('a malformed address or query', () => {
  it.each([
    ['a page below 1', '/api/news-updates?page=-5', 'The page must be a whole number of 1 or more.'],
    ['a negative limit', '/api/faqs?limit=-1', 'The limit must be a whole number of 0 or more (0 for no limit).'],
    ['text where IDs are expected', '/api/news-updates?where[id][in]=a,b', 'A value in the query does not fit its field (for example, text where a number or an ID is expected).'],
    ['text where an image ID is expected', '/api/news-updates?where[image][equals]=abc', 'A value in the query does not fit its field (for example, text where a number or an ID is expected).'],
    ['a geographic operator on a text field', '/api/job-openings?where[title][near]=1,2', 'The near operator works only on point fields, and title is not one.'],
    ['where that is not JSON (was a 500)', '/api/faqs?where=x', 'The where parameter is not valid JSON: send where={"title":{"equals":"GST"}} or use brackets, where[title][equals]=GST.'],
    ['where that is a number (was ignored: every document)', '/api/faqs?where=5', 'The where parameter must be an object of conditions, for example where[title][equals]=GST or where={"title":{"equals":"GST"}}.'],
    ['an and-part that is not a condition (was ignored)', '/api/faqs?where[and][0]=5', 'The where parameter must be an object of conditions, for example where[title][equals]=GST or where={"title":{"equals":"GST"}}.'],
    ['the all operator (was a 500)', '/api/news-updates?where[tags][all]=gst', 'The all operator is not supported here; use in to match any of several values.'],
    ['text compared with a number (was: the articles without one)', '/api/news-updates?where[read_time][equals]=abc', 'where[read_time][equals] must be a number, not "abc".'],
    ['text among numbers', '/api/news-updates?where[read_time][in]=3,five', 'where[read_time][in] must be a number, not "five".'],
    ['a date that does not exist (was: nothing found)', '/api/news-updates?where[published_date][less_than]=2026-13-45', 'where[published_date][less_than] must be a date such as 2026-11-23, not "2026-13-45".'],
    ['text compared with a timestamp', '/api/faqs?where[updatedAt][greater_than]=yesterday', 'where[updatedAt][greater_than] must be a date such as 2026-11-23, not "yesterday".'],
    ['a text match on a date (was a 500)', '/api/news-updates?where[published_date][like]=2026', 'The like operator matches text, and published_date is a date: compare it with equals, greater_than or less_than.'],
    ['a text match on a number (was a 500)', '/api/news-updates?where[read_time][contains]=5', 'The contains operator matches text, and read_time is a number: compare it with equals, greater_than or less_than.'],
    ['a text match on rich text (was a 500)', '/api/news-updates?where[content][like]=gst', 'The like operator matches text, and content is rich text, which cannot be matched as text here.'],
    ['exists with a value that is not true or false (1 found the documents without one)', '/api/faqs?where[question][exists]=1', 'where[question][exists] must be true or false, not "1".'],
    ['a condition that names no operator (was "The following paths cannot be queried: question.0, question.1 ...")', '/api/faqs?where[question]=abc', 'where[question] must name an operator, for example where[question][equals]=abc, not "abc".'],
    ['a condition that names no operator, inside or', '/api/faqs?where[or][0][id]=5', 'where[id] must name an operator, for example where[id][equals]=5, not "5".'],
    ['an or that is not a list (was taken as no filter)', '/api/faqs?where[or]=', 'where[or] must be a list of conditions, for example where[or][0][title][equals]=GST&where[or][1][slug][equals]=gst.'],
    ['an and that names its parts (was "cannot be queried: and.x")', '/api/faqs?where[and][x][question][equals]=a', 'where[and] must be a list of conditions, for example where[and][0][title][equals]=GST&where[and][1][slug][equals]=gst.'],
    ['a sort written as brackets (was ignored: the default order)', '/api/faqs?sort[question]=1', 'The sort parameter must name fields, for example sort=-published_date or sort=title,-createdAt.'],
    ['a sort by a field that does not exist (was: the default order)', '/api/faqs?sort=-populariti', 'The list cannot be sorted by populariti: faqs has no such field.'],
    ['a second sort that does not exist', '/api/news-updates?sort=-published_date,autor', 'The list cannot be sorted by autor: news-updates has no such field.'],
    ['a select of a field that does not exist (was: documents with only an id)', '/api/faqs?select[questoin]=true', 'Cannot select questoin: faqs has no such field.'],
    ['a select of a field that does not exist, for one document', '/api/job-openings/1?select[title]=true&select[salary]=true', 'Cannot select salary: job-openings has no such field.'],
    ['a select of a sub-field that does not exist', '/api/media?select[sizes][poster][url]=true', 'Cannot select sizes.poster: media has no such field.'],
    [
      'an operator that does not exist (was "cannot query the path title.equal")',
      '/api/faqs?where[question][equal]=GST',
      'where[question][equal]: equal is not an operator. Did you mean equals? Use one of equals, contains, not_equals, in, not_in, exists, greater_than, greater_than_equal, less_than, less_than_equal, like, not_like, within, intersects, near.',
    ],
    ['an operator nothing resembles', '/api/news-updates?where[read_time][between]=1,5', 'where[read_time][between]: between is not an operator. Use one of equals, contains, not_equals, in, not_in, exists, greater_than, greater_than_equal, less_than, less_than_equal, like, not_like, within, intersects, near.'],
    ['text compared with a number inside a group (was: nothing found)', '/api/media?where[sizes.card.width][greater_than]=wide', 'where[sizes.card.width][greater_than] must be a number, not "wide".'],
    ['a text match on a number inside a group', '/api/media?where[sizes.card.width][like]=7', 'The like operator matches text, and sizes.card.width is a number: compare it with equals, greater_than or less_than.'],
    ['an operator that does not exist inside a group', '/api/media?where[sizes.card.width][greater_then]=7', expect.stringMatching(/^where\[sizes\.card\.width\]\[greater_then\]: greater_then is not an operator\. Did you mean greater_than\? /)],
    ['text compared with a number through a relationship (was: every article with a cover)', '/api/news-updates?where[image.width][equals]=abc', 'where[image.width][equals] must be a number, not "abc".'],
    ['a text match on a number through a relationship', '/api/news-updates?where[image.filesize][like]=5', 'The like operator matches text, and image.filesize is a number: compare it with equals, greater_than or less_than.'],
    ['an operator that does not exist through a relationship', '/api/news-updates?where[image.alt][equal]=x', expect.stringMatching(/^where\[image\.alt\]\[equal\]: equal is not an operator\. Did you mean equals\? /)],
    ['an object compared with a text field (was: nothing found)', '/api/news-updates?where[tags][equals][x]=1', 'where[tags][equals] must be one value, for example where[tags][equals]=GST, not {"x":"1"}.'],
    ['an object where a list belongs (was ignored: every document)', '/api/news-updates?where[title][in][x]=a', 'where[title][in] must be a list of values, for example where[title][in]=a,b or where[title][in][0]=a, not {"x":"a"}.'],
    ['an object in a list', '/api/faqs?where[question][not_in][0][x]=a', 'where[question][not_in] must be a list of values, for example where[question][not_in]=a,b or where[question][not_in][0]=a, not [{"x":"a"}].'],
    ['an object compared inside a group', '/api/media?where[sizes.card.url][like][x]=a', 'where[sizes.card.url][like] must be one value, for example where[sizes.card.url][like]=GST, not {"x":"a"}.'],
    ['a select that names no field (was: documents with only an id)', '/api/faqs?select=question', 'The select parameter must name fields, for example select[title]=true&select[slug]=true.'],
    ['a select that is neither true nor false', '/api/faqs?select[question]=yes', 'select[question] must be true or false, not "yes".'],
    ['a populate that names no fields (was ignored)', '/api/news-updates?populate=media', 'The populate parameter must name collections and their fields, for example populate[media][alt]=true.'],
    ['a select of a settings field that does not exist (was: the settings with only an id)', '/api/globals/site-settings?select[firmname]=true', 'Cannot select firmname: site-settings has no such field.'],
    ['a depth that is not a number (was taken as 0: images as bare IDs)', '/api/news-updates?depth=abc', 'The depth must be a whole number of 0 or more (how many levels of related documents to fill in; 10 at most), not "abc".'],
    ['a negative depth (was taken as 0)', '/api/news-updates/1?depth=-1', 'The depth must be a whole number of 0 or more (how many levels of related documents to fill in; 10 at most), not "-1".'],
    ['a fractional depth', '/api/globals/site-settings?depth=1.5', 'The depth must be a whole number of 0 or more (how many levels of related documents to fill in; 10 at most), not "1.5".'],
    ['draft that is neither true nor false (was taken as not given)', '/api/news-updates?draft=maybe', 'draft must be true or false, not "maybe".'],
    ['pagination given as 0 (was taken as not given: paginated)', '/api/faqs?pagination=0', 'pagination must be true or false, not "0".'],
    ['trash given as yes', '/api/job-openings?trash=yes', 'trash must be true or false, not "yes".'],
    ['joins where there are no join fields (was ignored)', '/api/news-updates?joins=x', 'news-updates has no join fields, so joins is not read here: leave it out.'],
    ['a join limit on the settings', '/api/globals/site-settings?joins[offices][limit]=5', 'site-settings has no join fields, so joins is not read here: leave it out.'],
  ])('answers %s with a 400 that says what is wrong', async (_label, path, message) => {
    const res = await api('anonymous', 'GET', path)
    expect(res.status).toBe(400)
    expect(errorMessage(res)).toEqual(message)
  })

  it('refuses a depth or draft that is no value of theirs on a write too, and changes nothing; takes the real ones', async () => {
    const article = await createArticle()
    const bad = await api('editor', 'PATCH', `/api/news-updates/${article.id}?draft=yes`, { title: 'Not saved' })
    expect(bad.status).toBe(400)
    expect(errorMessage(bad)).toBe('draft must be true or false, not "yes".')
    const firmName = (await api('admin', 'GET', '/api/globals/site-settings?depth=0')).body.firmName
    const settings = await api('admin', 'POST', '/api/globals/site-settings?depth=x', { firmName: 'Not saved' })
    expect(settings.status).toBe(400)
    expect(errorMessage(settings)).toMatch(/^The depth must be a whole number of 0 or more .*not "x"\.$/)
    expect((await api('admin', 'GET', '/api/globals/site-settings?depth=0')).body.firmName).toBe(firmName)
    expect((await api('editor', 'GET', `/api/news-updates/${article.id}?draft=true&depth=0`)).body.title).toBe(article.title)
    // Real values still do what they say: depth 0 leaves the cover an ID, depth 1 fills it in, and above the most
    // (10) is taken as the most.
    const image = await uploadImage('editor')
    expect((await api('editor', 'PATCH', `/api/news-updates/${article.id}`, { image: image.id })).status).toBe(200)
    const cover = async (query: string) => {
      const res = await api('editor', 'GET', `/api/news-updates/${article.id}?${query}`)
      expect(res.status, query).toBe(200)
      return typeof res.body.image
    }
    expect([await cover('depth=0'), await cover('depth=1'), await cover('depth=99'), await cover('draft=false&trash=false')]).toEqual([
      'number',
      'object',
      'object',
      'object',
    ])
    expect((await api('anonymous', 'GET', '/api/faqs?pagination=true&depth=0')).status).toBe(200)
    expect((await api('anonymous', 'GET', '/api/faqs?joins=false')).status).toBe(200)
    // A sort given as a list in brackets is the same sort as the comma-separated one, not the default order.
    const ids = async (query: string) => {
      const res = await api('anonymous', 'GET', `/api/faqs?${query}&depth=0&limit=100`)
      expect(res.status, query).toBe(200)
      return (res.body.docs as { id: number }[]).map((d) => d.id)
    }
    const bracketed = await ids('sort[0]=-question&sort[1]=topic')
    expect(bracketed).toEqual(await ids('sort=-question,topic'))
    expect(bracketed).not.toEqual(await ids('sort=question'))
    expect((await api('anonymous', 'GET', '/api/globals/site-settings?depth=0&draft=false')).status).toBe(200)
  })

  it('refuses a text match on a JSON field (was a 500), and still takes exists=true and false', async () => {
    const json = await api('admin', 'GET', '/api/seo-runs?where[result][like]=crawl')
    expect(json.status).toBe(400)
    expect(errorMessage(json)).toBe('The like operator matches text, and result is JSON, which cannot be matched as text here.')
    const article = await createArticle()
    const found = async (exists: string) => {
      const res = await api('editor', 'GET', `/api/news-updates?draft=true&depth=0&where[id][equals]=${article.id}&where[title][exists]=${exists}`)
      expect(res.status, exists).toBe(200)
      return res.body.totalDocs as number
    }
    expect([await found('true'), await found('false')]).toEqual([1, 0])
  })

  it('still compares numbers and dates, and "null" still finds the documents without a value', async () => {
    const article = await createArticle()
    expect((await api('editor', 'PATCH', `/api/news-updates/${article.id}`, { read_time: 7 })).body.doc.read_time).toBe(7)
    const found = async (query: string) => {
      const res = await api('editor', 'GET', `/api/news-updates?draft=true&depth=0&limit=0&${query}`)
      expect(res.status, query).toBe(200)
      return (res.body.docs as { id: number }[]).map((d) => d.id)
    }
    expect(await found(`where[id][equals]=${article.id}&where[read_time][equals]=7`)).toEqual([article.id])
    expect(await found(`where[id][equals]=${article.id}&where[read_time][in]=3,7`)).toEqual([article.id])
    expect(await found(`where[id][equals]=${article.id}&where[read_time][equals]=null`)).toEqual([])
    expect(await found(`where[id][equals]=${article.id}&where[createdAt][greater_than]=2020-01-01`)).toEqual([article.id])
    expect(await found(`where[id][equals]=${article.id}&where[createdAt][less_than]=2020-01-01T00:00:00.000Z`)).toEqual([])
    // Inside groups too: an image's card size is 768 px wide.
    const upload = await api('editor', 'POST', '/api/media', imageForm(await pngImage(1600, 1000), `${unique('wide')}.png`, 'image/png'))
    const image = upload.body.doc as { id: number }
    const wide = async (query: string) => {
      const res = await api('editor', 'GET', `/api/media?where[id][equals]=${image.id}&${query}`)
      expect(res.status, query).toBe(200)
      return res.body.totalDocs as number
    }
    expect([await wide('where[sizes.card.width][greater_than]=700'), await wide('where[sizes.card.width][less_than]=700')]).toEqual([1, 0])
    expect((await api('editor', 'GET', '/api/redirects?where[to.type][equals]=custom&where[from][like]=gst')).status).toBe(200)
    // Through a relationship: the article's cover is that image. And lists, as text or as brackets, still find.
    expect((await api('editor', 'PATCH', `/api/news-updates/${article.id}`, { image: image.id })).status).toBe(200)
    expect(await found(`where[id][equals]=${article.id}&where[image.width][equals]=1600`)).toEqual([article.id])
    expect(await found(`where[id][equals]=${article.id}&where[image.width][less_than]=1600`)).toEqual([])
    expect(await found(`where[id][equals]=${article.id}&where[title][in]=${encodeURIComponent(article.title)},other`)).toEqual([article.id])
    expect(await found(`where[id][equals]=${article.id}&where[title][in][0]=other&where[title][in][1]=${encodeURIComponent(article.title)}`)).toEqual([article.id])
    expect(await found(`where[id][equals]=${article.id}&where[title][not_in][0]=${encodeURIComponent(article.title)}`)).toEqual([])
  })

  it('still sorts by real fields, several at once, searches every list, and refuses a sort that does not exist through GraphQL too', async () => {
    const stamp = unique('sorted')
    const made = []
    for (const [question, topic] of [['B', 'gst-services'], ['A', 'audit'], ['C', 'audit']] as const) {
      made.push((await api('editor', 'POST', '/api/faqs', { question: `${stamp} ${question}?`, answer: 'Yes.', topic })).body.doc.id)
    }
    try {
      const titles = async (sort: string) => {
        const res = await api('anonymous', 'GET', `/api/faqs?sort=${sort}&where[question][like]=${encodeURIComponent(stamp)}&depth=0`)
        expect(res.status, sort).toBe(200)
        return (res.body.docs as { question: string }[]).map((d) => d.question.slice(-2))
      }
      expect(await titles('question')).toEqual(['A?', 'B?', 'C?'])
      expect(await titles('-question')).toEqual(['C?', 'B?', 'A?'])
      // A select sorts in the order of its options: GST Services comes before Audit.
      expect(await titles('topic,-question')).toEqual(['B?', 'C?', 'A?'])
      // Payload's orderable key: the order they were added in, until an editor drags them.
      expect(await titles('_order')).toEqual(['B?', 'A?', 'C?'])
    } finally {
      for (const id of made) await api('admin', 'DELETE', `/api/faqs/${id}`)
    }
    // The admin's relationship pickers ask over REST in each collection's default order: every one must be accepted.
    const config = await (await import('@payload-config')).default
    const sorted = config.collections.filter((c) => typeof c.defaultSort === 'string' && c.endpoints !== false)
    expect(sorted.length).toBeGreaterThan(10)
    for (const c of sorted) {
      const res = await api('admin', 'GET', `/api/${c.slug}?sort=${c.defaultSort}&limit=1&depth=0`)
      expect(res.status, `${c.slug} by ${c.defaultSort}`).toBe(200)
    }
    // The admin's list search matches the title field, or the fields a collection lists for it, with like: every
    // one must work (the keyword position history, titled by its date, answered the search with a 500).
    for (const c of config.collections.filter((c) => c.endpoints !== false && !c.slug.startsWith('payload-'))) {
      for (const field of c.admin?.listSearchableFields ?? [c.admin?.useAsTitle ?? 'id']) {
        const res = await api('admin', 'GET', `/api/${c.slug}?where[${field}][like]=gst&limit=1&depth=0`)
        expect(res.status, `${c.slug} searched by ${field}`).toBe(200)
      }
    }
    const q = await gql('anonymous', '{ Faqs(sort: "populariti") { docs { id } } }')
    expect(q.errors?.[0]?.message).toBe('The list cannot be sorted by populariti: faqs has no such field.')
  })

  it('still selects real fields, inside groups and arrays too, and the fields the server adds', async () => {
    const faqs = await api('anonymous', 'GET', '/api/faqs?select[question]=true&select[updatedAt]=true&limit=2')
    expect(faqs.status).toBe(200)
    expect(Object.keys(faqs.body.docs[0]).sort()).toEqual(['id', 'question', 'updatedAt'])
    const jobs = await api('anonymous', 'GET', '/api/job-openings?select[title]=true&select[requirements][text]=true&limit=1')
    expect(jobs.status).toBe(200)
    expect(jobs.body.docs[0]).toMatchObject({ title: expect.any(String), requirements: expect.arrayContaining([{ id: expect.any(String), text: expect.any(String) }]) })
    const unknownInArray = await api('anonymous', 'GET', '/api/job-openings?select[requirements][txt]=true&limit=1')
    expect(unknownInArray.status).toBe(400)
    expect(errorMessage(unknownInArray)).toBe('Cannot select requirements.txt: job-openings has no such field.')
    const images = await api('anonymous', 'GET', '/api/media?select[alt]=true&select[sizes][card][url]=true&select[filename]=true&limit=1')
    expect(images.status).toBe(200)
    const settings = await api('anonymous', 'GET', '/api/globals/site-settings?select[firmName]=true&select[address][city]=true')
    expect(settings.status).toBe(200)
    expect(settings.body).toMatchObject({ firmName: expect.any(String), address: { city: expect.any(String) } })
    expect(settings.body.tagline).toBeUndefined()
  })

  it('populates related documents with the fields chosen, and refuses a collection or field that does not exist', async () => {
    const article = await createArticle()
    const image = await uploadImage()
    expect((await api('editor', 'PATCH', `/api/news-updates/${article.id}`, { image: image.id })).status).toBe(200)
    const chosen = await api('anonymous', 'GET', `/api/news-updates/${article.id}?depth=1&populate[media][alt]=true`)
    expect(chosen.status).toBe(200)
    expect(chosen.body.image).toEqual({ id: image.id, alt: expect.any(String) })
    // Was ignored: the image came back whole, as if only its alt text had been chosen.
    const noCollection = await api('anonymous', 'GET', `/api/news-updates/${article.id}?depth=1&populate[images][alt]=true`)
    expect(noCollection.status).toBe(400)
    expect(errorMessage(noCollection)).toBe('Cannot populate images: there is no such collection.')
    // Was answered as if the article had no image (image: null).
    const noField = await api('anonymous', 'GET', `/api/news-updates?depth=1&populate[media][alts]=true`)
    expect(noField.status).toBe(400)
    expect(errorMessage(noField)).toBe('Cannot select alts: media has no such field.')
  })

  it('lets a visitor ask for at most 100 documents at once, and staff for everything', async () => {
    const message = 'Ask for at most 100 documents a request, and for the next ones with page=2, 3 and so on.'
    for (const query of ['limit=0', 'limit=101', 'limit=100000', 'pagination=false']) {
      const res = await api('anonymous', 'GET', `/api/news-updates?${query}`)
      expect(res.status, query).toBe(400)
      expect(errorMessage(res), query).toBe(message)
    }
    const gql_ = await gql('anonymous', '{ NewsUpdates(limit: 0) { docs { id } } }')
    expect(gql_.errors?.[0]?.message).toBe(message)
    expect((await api('anonymous', 'GET', '/api/news-updates?limit=100')).status).toBe(200)
    expect((await api('anonymous', 'GET', '/api/faqs?limit=100&page=2')).status).toBe(200)
    const all = await api('editor', 'GET', '/api/news-updates?limit=0&draft=true')
    expect(all.status).toBe(200)
    expect(all.body.docs.length).toBe(all.body.totalDocs)
  })

  it('answers 404 for a document ID that cannot exist, as for one that does not', async () => {
    for (const id of ['abc', '99999999999999', '1.5']) {
      const res = await api('admin', 'GET', `/api/news-updates/${id}`)
      expect(res.status, id).toBe(404)
    }
    expect((await api('admin', 'PATCH', '/api/faqs/abc', { question: 'Is this stored?' })).status).toBe(404)
    expect((await api('admin', 'DELETE', '/api/faqs/abc')).status).toBe(404)
  })

  it('acts on no document when the ID in the address only begins with its number (Payload read /1abc as 1)', async () => {
    const faq = (await api('editor', 'POST', '/api/faqs', { question: unique('Kept?'), answer: 'Yes.', topic: 'general' })).body.doc
    const faqCount = async () => (await api('admin', 'GET', '/api/faqs?limit=0')).body.totalDocs as number
    const before = await faqCount()
    for (const id of [`${faq.id}abc`, `${faq.id}-old-slug`, `0${faq.id}`, `%20${faq.id}`, `${faq.id}e0`, `${faq.id}'`]) {
      expect((await api('admin', 'GET', `/api/faqs/${id}`)).status, id).toBe(404)
      expect((await api('admin', 'PATCH', `/api/faqs/${id}`, { question: 'Overwritten' })).status, id).toBe(404)
      expect((await api('admin', 'DELETE', `/api/faqs/${id}`)).status, id).toBe(404)
      expect((await api('admin', 'POST', `/api/faqs/${id}/duplicate`)).status, id).toBe(404)
    }
    expect(await faqCount()).toBe(before)
    const stored = await api('admin', 'GET', `/api/faqs/${faq.id}`)
    expect(stored.status).toBe(200)
    expect(stored.body.question).toBe(faq.question)

    const article = await createArticle()
    const versions = await api('editor', 'GET', `/api/news-updates/versions?where[parent][equals]=${article.id}&depth=0`)
    const versionId = versions.body.docs[0].id
    expect((await api('editor', 'GET', `/api/news-updates/versions/${versionId}`)).status).toBe(200)
    expect((await api('editor', 'GET', `/api/news-updates/versions/${versionId}x`)).status).toBe(404)
    // An ID with no number at all was a 400 "Missing ID of version." although one was given; restoring likewise.
    const noNumber = await api('editor', 'GET', '/api/news-updates/versions/abc')
    expect([noNumber.status, errorMessage(noNumber)]).toEqual([404, 'Not Found'])
    const restore = await api('editor', 'POST', '/api/news-updates/versions/abc')
    expect([restore.status, errorMessage(restore)]).toEqual([404, 'Not Found'])
    expect((await api('admin', 'DELETE', `/api/faqs/${faq.id}`)).status).toBe(200)
  })

  it('still filters by a where given as JSON, and refuses the all operator through GraphQL too', async () => {
    const article = await createArticle()
    const where = encodeURIComponent(JSON.stringify({ slug: { equals: article.slug } }))
    const res = await api('anonymous', 'GET', `/api/news-updates?where=${where}&depth=0`)
    expect(res.status).toBe(200)
    expect(res.body.docs.map((d: { id: number }) => d.id)).toEqual([article.id])
    const q = await gql('editor', '{ Users(where: { roles: { all: [admin] } }) { docs { id } } }')
    expect(q.errors?.[0]?.message).toBe('The all operator is not supported here; use in to match any of several values.')
    // Inside GraphQL's OR and AND (upper case) too, and in a REST where written so: they were not looked into.
    const inOr = await gql('editor', '{ Users(where: { OR: [{ roles: { all: [admin] } }] }) { docs { id } } }')
    expect(inOr.errors?.[0]?.message).toBe('The all operator is not supported here; use in to match any of several values.')
    const restOr = await api('editor', 'GET', '/api/news-updates?where[OR][0][read_time][equals]=abc')
    expect([restOr.status, errorMessage(restOr)]).toEqual([400, 'where[read_time][equals] must be a number, not "abc".'])
    // A condition that is null was a 500 "Something went wrong." (a TypeError in Payload), over GraphQL and REST.
    const nullCondition = 'where[title] must name an operator, for example where[title][equals]=GST, not null.'
    const gqlNull = await gql('anonymous', 'query($w: NewsUpdate_where) { NewsUpdates(where: $w) { totalDocs } }', { w: { title: null } })
    expect(gqlNull.errors?.[0]?.message).toBe(nullCondition)
    const restNull = await api('anonymous', 'GET', `/api/news-updates?where=${encodeURIComponent('{"title":null}')}`)
    expect([restNull.status, errorMessage(restNull)]).toEqual([400, nullCondition])
    // A value PostgreSQL cannot compare (a NUL character) was "Something went wrong." in GraphQL.
    const nul = await gql('anonymous', '{ NewsUpdates(where: { slug: { equals: "a\\u0000b" } }) { docs { id } } }')
    expect(nul.errors?.[0]?.message).toBe('A value in the request does not fit its field (for example, text where a number or an ID is expected).')
  })

  it("answers 404 for a collection without REST endpoints, without naming the server's own address (was 501)", async () => {
    for (const [method, path] of [['GET', '/api/payload-migrations'], ['GET', '/api/payload-migrations/1'], ['PATCH', '/api/payload-migrations']]) {
      const res = await api('admin', method, path, method === 'PATCH' ? {} : undefined)
      expect(res.status, `${method} ${path}`).toBe(404)
      expect(JSON.stringify(res.body)).not.toMatch(/0\.0\.0\.0|localhost|127\.0\.0\.1/)
    }
  })

  it('answers 404 for an image file that no image has, and still serves the real ones', async () => {
    const missing = await fetch(`${process.env.TEST_BASE_URL}/api/media/file/no-such-image.png`)
    expect(missing.status).toBe(404)
    const media = await api('anonymous', 'GET', '/api/media?limit=1&depth=0')
    const real = await fetch(`${process.env.TEST_BASE_URL}${media.body.docs[0].url}`)
    expect(real.status).toBe(200)
    expect(real.headers.get('content-type')).toMatch(/^image\//)
  })

  it.each(['/blog/%ff', '/services/50%', '/api/news-updates/%E0%A4%A'])('answers %s, whose %%-escape is broken, with a 400', async (path) => {
    const res = await fetch(`${process.env.TEST_BASE_URL}${path}`)
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('invalid %-escape')
  })
})
