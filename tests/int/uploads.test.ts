import crypto from 'node:crypto'

import pg from 'pg'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { api, errorMessage, gql, page, postChunked, RawBody, unique } from '../helpers/api'
import { createArticle, imageForm, pngImage, uploadImage } from '../helpers/fixtures'
import { heicPhoto } from '../helpers/heic'
import { textWithImage } from '../helpers/lexical'

async function mediaCount(): Promise<number> {
  return (await api('admin', 'GET', '/api/media?limit=0')).body.totalDocs
}

describe('image uploads', () => {
  it('accepts an image from an editor and makes every size, the Open Graph one at 1200x630', async () => {
    const res = await api('editor', 'POST', '/api/media', imageForm(await pngImage(1600, 1000), `${unique('cover')}.png`, 'image/png', 'Cover'))
    expect(res.status).toBe(201)
    const { sizes } = res.body.doc
    expect(sizes.og).toMatchObject({ width: 1200, height: 630, mimeType: 'image/jpeg' })
    expect(sizes.thumbnail.width).toBe(320)
    expect(sizes.card.width).toBe(768)
    const og = await fetch(`${process.env.TEST_BASE_URL}${sizes.og.url}`)
    const meta = await sharp(Buffer.from(await og.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630])
    // Browsers and proxies keep the file but ask before each use (a 304 while unchanged): an image cropped in the
    // admin keeps its name, and a day's max-age showed visitors the old picture.
    expect(og.headers.get('cache-control')).toBe('public, no-cache')
  })

  it('refuses an anonymous upload', async () => {
    const before = await mediaCount()
    const res = await api('anonymous', 'POST', '/api/media', imageForm(await pngImage(), 'anon.png', 'image/png'))
    expect(res.status).toBe(403)
    expect(await mediaCount()).toBe(before)
  })

  it.each([
    ['a text file', 'just some notes', 'notes.txt', 'text/plain'],
    ['a non-image disguised with an image name and type', '%PDF-1.4 not a picture', 'photo.png', 'image/png'],
  ])("refuses %s with 'Please select an image file.'", async (_label, content, filename, type) => {
    const before = await mediaCount()
    const res = await api('editor', 'POST', '/api/media', imageForm(content, filename, type))
    expect(res.status).toBe(400)
    expect(errorMessage(res)).toBe('Please select an image file.')
    expect(await mediaCount()).toBe(before)
  })

  it("refuses an image over 5 MB with 'Please select an image smaller than 5MB.'", async () => {
    // Random pixels do not compress: this PNG is about 6.8 MB.
    const noise = crypto.randomBytes(1500 * 1500 * 3)
    const big = await sharp(noise, { raw: { width: 1500, height: 1500, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer()
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024)
    const before = await mediaCount()
    const res = await api('editor', 'POST', '/api/media', imageForm(big, 'huge.png', 'image/png'))
    expect(res.status).toBe(413)
    expect(errorMessage(res)).toBe('Please select an image smaller than 5MB.')
    expect(await mediaCount()).toBe(before)
  })

  it('gives the same message for a 12 MB image and a 21 MB one (cut at 10 MB, they read "not a well-formed form")', async () => {
    const before = await mediaCount()
    for (const side of [2000, 2700]) {
      const noise = crypto.randomBytes(side * side * 3)
      const big = await sharp(noise, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer()
      const res = await api('editor', 'POST', '/api/media', imageForm(big, 'huge.png', 'image/png'))
      expect(res.status, `${(big.length / 1024 / 1024).toFixed(1)} MB`).toBe(413)
      expect(errorMessage(res)).toBe('Please select an image smaller than 5MB.')
    }
    expect(await mediaCount()).toBe(before)
  })

  it('gives that message for a 25 MB image sent without a length (chunked) too (Next.js cut it: "not a well-formed form")', async () => {
    const before = await mediaCount()
    const big = crypto.randomBytes(25 * 1024 * 1024)
    const res = await postChunked('editor', '/api/media', imageForm(big, 'huge.png', 'image/png'))
    expect(res.status).toBe(413)
    expect(errorMessage(res)).toBe('Please select an image smaller than 5MB.')
    expect(await mediaCount()).toBe(before)
  })

  it('refuses a small file of huge dimensions, saying so, and stores nothing', async () => {
    // 144 megapixels of white: under half a megabyte as a file, over 400 MB once decoded.
    const bomb = await sharp({ create: { width: 12000, height: 12000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer()
    expect(bomb.length).toBeLessThan(1024 * 1024)
    const before = await mediaCount()
    const res = await api('editor', 'POST', '/api/media', imageForm(bomb, 'poster.png', 'image/png'))
    expect(res.status).toBe(413)
    expect(errorMessage(res)).toBe(
      'Please select an image of at most 100 megapixels: this one is 12,000 × 12,000 pixels. Scale it down, for example to 4,000 pixels wide, and upload it again.',
    )
    expect(await mediaCount()).toBe(before)
  })

  it('answers an image to be fetched from an address it may not reach with a 400 that says so (was a 500), and stores nothing', async () => {
    const before = await mediaCount()
    for (const url of ['http://127.0.0.1:9/cover.png', '/api/media/file/no-such-cover.png']) {
      const res = await api('editor', 'POST', '/api/media', { alt: 'Fetched cover', url, filename: 'fetched-cover.png' })
      expect(res.status, url).toBe(400)
      expect(errorMessage(res), url).toMatch(/^There was a problem while uploading the file\. .+/)
    }
    expect(await mediaCount()).toBe(before)
  })

  it('stores an image under a name it can be served by: the real extension, and a long name cut with room for its sizes', async () => {
    const base = unique('scan')
    const renamed = await api('editor', 'POST', '/api/media', imageForm(await pngImage(), `${base}.exe`, 'image/png'))
    expect(renamed.status).toBe(201)
    expect(renamed.body.doc.filename).toBe(`${base}.png`)
    expect((await fetch(`${process.env.TEST_BASE_URL}${renamed.body.doc.url}`)).headers.get('content-type')).toBe('image/png')

    const long = await api('editor', 'POST', '/api/media', imageForm(await pngImage(1600, 1000), `${unique('l')}${'o'.repeat(300)}ng.png`, 'image/png'))
    expect(long.status).toBe(201)
    expect(long.body.doc.filename).toMatch(/\.png$/)
    expect(Buffer.byteLength(long.body.doc.filename)).toBeLessThanOrEqual(160)
    for (const size of Object.values(long.body.doc.sizes) as { url: string }[]) {
      expect((await fetch(`${process.env.TEST_BASE_URL}${size.url}`)).status, size.url).toBe(200)
    }
  })

  it('refuses a TIFF scan and an iPhone HEIC photo, which browsers cannot show, saying what to upload, and stores nothing', async () => {
    // Both were stored: the TIFF with every size in TIFF, the HEIC with none (sharp cannot decode HEVC), and the pages
    // showed a broken image.
    const before = await mediaCount()
    const tiff = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 120, b: 90 } } }).tiff().toBuffer()
    const cases: [Buffer, string, string, string][] = [
      [tiff, 'scan.tiff', 'image/tiff', 'This image is TIFF, which browsers cannot show. Save it as JPEG, PNG or WebP and upload that.'],
      [heicPhoto(), 'IMG_4848.HEIC', 'image/heic', 'This photo is HEIC (as iPhones save them), which browsers cannot show and this site cannot convert. Export it as JPEG and upload that.'],
      // Named as a JPEG, as some phones and mail programs do, or sent without an image type, as Chromium sends a .HEIC
      // file: the bytes decide.
      [heicPhoto(), 'IMG_4849.jpg', 'image/jpeg', 'This photo is HEIC'],
      [heicPhoto(), 'IMG_4850.HEIC', 'application/octet-stream', 'This photo is HEIC'],
    ]
    for (const [data, name, type, message] of cases) {
      const res = await api('editor', 'POST', '/api/media', imageForm(data, name, type))
      expect(res.status, name).toBe(400)
      expect(errorMessage(res), name).toContain(message)
    }
    expect(await mediaCount()).toBe(before)

    // AVIF, which sharp also calls HEIF, is shown by browsers: stored, under .avif, with its sizes.
    const avif = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 80, b: 40 } } }).avif().toBuffer()
    const stored = await api('editor', 'POST', '/api/media', imageForm(avif, `${unique('photo')}.avif`, 'image/avif'))
    expect(stored.status).toBe(201)
    expect(stored.body.doc.filename).toMatch(/\.avif$/)
    expect(stored.body.doc.sizes.card.url).toMatch(/\.avif$/)
    expect((await fetch(`${process.env.TEST_BASE_URL}${stored.body.doc.sizes.card.url}`)).headers.get('content-type')).toBe('image/avif')
  })

  it('answers a form it cannot read with a 400 (were 500s), and stores nothing', async () => {
    const before = await mediaCount()
    const notJson = imageForm(await pngImage(), 'cover.png', 'image/png', null)
    notJson.append('_payload', '{alt:')
    const res = await api('editor', 'POST', '/api/media', notJson)
    expect(res.status).toBe(400)
    expect(errorMessage(res)).toBe('The _payload part of the form must be JSON, for example {"alt": "..."}.')
    const nul = await api('editor', 'POST', '/api/media', imageForm(await pngImage(), 'a\u0000b.png', 'image/png'))
    expect(nul.status).toBe(400)
    expect(errorMessage(nul)).toBe('The upload is not a well-formed form (Malformed part header).')
    // A form without a boundary in its Content-Type (or an empty one), without a body, or of another multipart type was a
    // 500 "Something went wrong.".
    for (const [type, body, message] of [
      ['multipart/form-data', 'alt=Cover', 'The upload is not a well-formed form (no boundary in its Content-Type, or no body).'],
      ['multipart/form-data; boundary=zz', undefined, 'The upload is not a well-formed form (Unexpected end of form).'],
      ['multipart/form-data; boundary=', 'x', 'The upload is not a well-formed form (Malformed content type).'],
      ['multipart/mixed; boundary=zz', '--zz--', 'The upload is not a well-formed form: send it as multipart/form-data.'],
    ]) {
      const unreadable = await api('editor', 'POST', '/api/media', new RawBody(body, type))
      expect(unreadable.status, `${type} ${body}`).toBe(400)
      expect(errorMessage(unreadable)).toBe(message)
    }
    expect(await mediaCount()).toBe(before)
  })

  it('requires alternative text', async () => {
    const res = await api('editor', 'POST', '/api/media', imageForm(await pngImage(), 'no-alt.png', 'image/png', null))
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toMatch(/alt/i)
  })
})

describe('an article page follows its cover image', () => {
  it('shows a new alt text at once, keeps the image while the article shows it, and shows the next cover once changed', async () => {
    const image = await uploadImage()
    const created = await api('editor', 'POST', '/api/news-updates', { title: unique('Cover follows'), category: 'GST', image: image.id, _status: 'published' })
    expect(created.status).toBe(201)
    const path = `/blog/${created.body.doc.slug}`
    // Twice: the second answer comes from the cache the change must expire.
    await page(path)
    expect((await page(path)).html).toContain(image.url)

    const alt = unique('Form GSTR-3B on a desk')
    expect((await api('editor', 'PATCH', `/api/media/${image.id}`, { alt })).status).toBe(200)
    const after = (await page(path)).html
    expect(after).toContain(`alt="${alt}"`)

    // Deleting it would leave the article without its cover: refused, and nothing changes.
    expect((await api('editor', 'DELETE', `/api/media/${image.id}`)).status).toBe(409)
    expect((await page(path)).html).toContain(image.url)

    const next = await uploadImage()
    expect((await api('editor', 'PATCH', `/api/news-updates/${created.body.doc.id}`, { image: next.id })).status).toBe(200)
    expect((await api('editor', 'DELETE', `/api/media/${image.id}`)).status).toBe(200)
    const changed = (await page(path)).html
    expect(changed).toContain(next.url)
    expect(changed).not.toContain(image.url)
    expect(changed).not.toContain(alt)
  })
})

describe('an image articles use', () => {
  it('cannot be deleted while an article shows it, as cover, in its text, by address or in a draft, and the refusal names them', async () => {
    const upload = await api('editor', 'POST', '/api/media', imageForm(await pngImage(1600, 1000), `${unique('uses')}.png`, 'image/png'))
    const image = upload.body.doc as { id: number; url: string; sizes: Record<string, { url: string }> }
    const prefix = unique('Uses')
    const cover = await api('editor', 'POST', '/api/news-updates', { title: `${prefix} A cover`, category: 'GST', image: image.id, _status: 'published' })
    const inText = await api('editor', 'POST', '/api/news-updates', { title: `${prefix} B in text`, category: 'GST', content: textWithImage(image.id), _status: 'published' })
    const imported = await api('editor', 'POST', '/api/news-updates', { title: `${prefix} C imported`, category: 'GST', image_url: image.sizes.card.url, _status: 'published' })
    const drafted = await api('editor', 'POST', '/api/news-updates', { title: `${prefix} D draft`, category: 'GST', _status: 'published' })
    // Older documents hold the image itself in the text's upload node, not only its ID.
    const older = await api('editor', 'POST', '/api/news-updates', { title: `${prefix} E older text`, category: 'GST', content: textWithImage({ id: image.id }), _status: 'published' })
    for (const res of [cover, inText, imported, drafted, older]) expect(res.status, JSON.stringify(res.body)).toBe(201)
    // Published without the image; the newer draft gives it this cover.
    expect((await api('editor', 'PATCH', `/api/news-updates/${drafted.body.doc.id}?draft=true`, { image: image.id, _status: 'draft' })).status).toBe(200)

    const refused = await api('editor', 'DELETE', `/api/media/${image.id}`)
    expect(refused.status).toBe(409)
    expect(errorMessage(refused)).toBe(
      `This image is used by 5 articles: “${prefix} A cover” (cover), “${prefix} B in text” (in the text), “${prefix} C imported” (by its address) and 2 more. ` +
        'Choose another image there first, then delete this one.',
    )
    expect(refused.body.errors[0].data.uses).toEqual([
      { article: cover.body.doc.id, title: `${prefix} A cover`, places: ['cover'], draftOnly: false },
      { article: inText.body.doc.id, title: `${prefix} B in text`, places: ['text'], draftOnly: false },
      { article: imported.body.doc.id, title: `${prefix} C imported`, places: ['address'], draftOnly: false },
      { article: drafted.body.doc.id, title: `${prefix} D draft`, places: ['cover'], draftOnly: true },
      { article: older.body.doc.id, title: `${prefix} E older text`, places: ['text'], draftOnly: false },
    ])
    const overGraphql = await gql('editor', `mutation { deleteMedia(id: ${image.id}) { id } }`)
    expect(overGraphql.errors?.[0]?.message).toMatch(/^This image is used by 5 articles: /)
    // Nothing was lost: the image, its file and the article's cover are all still there.
    expect((await api('editor', 'GET', `/api/media/${image.id}`)).status).toBe(200)
    expect((await fetch(`${process.env.TEST_BASE_URL}${image.url}`)).status).toBe(200)
    expect((await api('editor', 'GET', `/api/news-updates/${cover.body.doc.id}?depth=0`)).body.image).toBe(image.id)

    // A bulk delete removes the unused image and keeps the used one, saying why.
    const unused = await uploadImage()
    const bulk = await api('editor', 'DELETE', `/api/media?where[id][in]=${image.id},${unused.id}`)
    expect(bulk.status).toBe(400)
    expect(bulk.body.docs.map((d: { id: number }) => d.id)).toEqual([unused.id])
    expect(bulk.body.errors).toEqual([expect.objectContaining({ id: image.id, message: expect.stringMatching(/^This image is used by 5 articles: /) })])
    expect((await api('editor', 'GET', `/api/media/${unused.id}`)).status).toBe(404)

    // Once none of them shows it any more, it goes.
    await api('editor', 'PATCH', `/api/news-updates/${cover.body.doc.id}`, { image: null })
    await api('editor', 'PATCH', `/api/news-updates/${inText.body.doc.id}`, { content: null })
    await api('editor', 'PATCH', `/api/news-updates/${imported.body.doc.id}`, { image_url: null })
    await api('editor', 'DELETE', `/api/news-updates/${older.body.doc.id}`)
    const last = await api('editor', 'DELETE', `/api/media/${image.id}`)
    expect(last.status).toBe(409)
    expect(errorMessage(last)).toBe(`This image is used by an article: “${prefix} D draft” (cover, in its draft). Choose another image there first, then delete this one.`)
    await api('editor', 'PATCH', `/api/news-updates/${drafted.body.doc.id}?draft=true`, { image: null, _status: 'draft' })
    expect((await api('editor', 'DELETE', `/api/media/${image.id}`)).status).toBe(200)
  })
})

// The pictures the site settings give pages' heading bands.
describe.each([
  { name: "the home page's hero image", field: 'heroImage', label: 'Hero image', path: '/', tab: 'Home page' },
  { name: "the contact page's background image", field: 'contactImage', label: 'Background image', path: '/contact', tab: 'Contact page' },
] as const)('$name', ({ name, field, label, path, tab }) => {
  it('is chosen by an admin, shows on its page at once, cannot be deleted while shown, and refuses what is not an image', async () => {
    const before = (await api('admin', 'GET', '/api/globals/site-settings?depth=0')).body[field] ?? null
    const upload = await api('editor', 'POST', '/api/media', imageForm(await pngImage(1600, 1000), `${unique('office')}.png`, 'image/png', 'Our office'))
    const image = upload.body.doc as { id: number; url: string; sizes: { textWide: { url: string } } }
    const wide = image.sizes.textWide.url
    try {
      // Editors manage images, not the site's settings.
      expect((await api('editor', 'POST', '/api/globals/site-settings', { [field]: image.id })).status).toBe(403)
      // Not an image of the library: refused, and the setting keeps its value.
      for (const [value, message] of [
        [2147483000, `There is no media document with the ID 2147483000 (given for ${field}).`],
        ['office.jpg', `The following field is invalid: ${label}`],
      ] as const) {
        const bad = await api('admin', 'POST', '/api/globals/site-settings', { [field]: value })
        expect(bad.status, JSON.stringify(value)).toBe(400)
        expect(errorMessage(bad)).toBe(message)
      }
      expect((await api('admin', 'GET', '/api/globals/site-settings?depth=0')).body[field] ?? null).toBe(before)

      await page(path)
      expect((await api('admin', 'POST', '/api/globals/site-settings', { [field]: image.id })).status).toBe(200)
      // The whole picture at 1536 px, centred (no focal point set), fetched early on wide screens only.
      const shown = (await page(path)).html
      expect(shown).toContain(`data-backdrop`)
      expect(shown).toContain(`--backdrop:url(&quot;${wide}&quot;);background-position:50% 50%`)
      const preloads = (shown.match(/<link rel="preload"[^>]*>/g) ?? []).filter((tag) => tag.includes(`href="${wide}"`))
      expect(preloads).toHaveLength(1)
      expect(preloads[0]).toContain('as="image"')
      expect(preloads[0]).toContain('media="(min-width: 1280px)"')
      // The focal point an editor sets on the image moves the picture on the page at once.
      expect((await api('editor', 'PATCH', `/api/media/${image.id}`, { focalX: 25, focalY: 60 })).status).toBe(200)
      expect((await page(path)).html).toContain(`--backdrop:url(&quot;${wide}&quot;);background-position:25% 60%`)

      const refused = await api('editor', 'DELETE', `/api/media/${image.id}`)
      expect(refused.status).toBe(409)
      expect(errorMessage(refused)).toBe(`This image is ${name} (Site settings, ${tab} tab). Choose another image there first, then delete this one.`)
      expect(refused.body.errors[0].data).toMatchObject({ uses: [], hero: field === 'heroImage', settings: [field] })
      expect((await api('editor', 'GET', `/api/media/${image.id}`)).status).toBe(200)
      expect((await page(path)).html).toContain(wide)

      // Emptied, the page has the plain colour again, and the image may go.
      expect((await api('admin', 'POST', '/api/globals/site-settings', { [field]: null })).status).toBe(200)
      const plain = (await page(path)).html
      expect(plain).not.toContain('data-backdrop')
      expect(plain).not.toContain(wide)
      expect((await api('editor', 'DELETE', `/api/media/${image.id}`)).status).toBe(200)
    } finally {
      await api('admin', 'POST', '/api/globals/site-settings', { [field]: before })
      await api('admin', 'DELETE', `/api/media/${image.id}`)
    }
  })
})

describe('a picture both pages show from the settings', () => {
  it('is refused deletion with both pages named, and may go once neither shows it', async () => {
    const before = (await api('admin', 'GET', '/api/globals/site-settings?depth=0')).body
    const upload = await api('editor', 'POST', '/api/media', imageForm(await pngImage(1600, 1000), `${unique('office')}.png`, 'image/png', 'Our office'))
    const image = upload.body.doc as { id: number }
    try {
      expect((await api('admin', 'POST', '/api/globals/site-settings', { heroImage: image.id, contactImage: image.id })).status).toBe(200)
      const refused = await api('editor', 'DELETE', `/api/media/${image.id}`)
      expect(refused.status).toBe(409)
      expect(errorMessage(refused)).toBe(
        "This image is the home page's hero image (Site settings, Home page tab) and is the contact page's background image " +
          '(Site settings, Contact page tab). Choose another image there first, then delete this one.',
      )
      expect(refused.body.errors[0].data).toMatchObject({ hero: true, settings: ['heroImage', 'contactImage'] })
      // One of the two emptied: still refused, for the other.
      expect((await api('admin', 'POST', '/api/globals/site-settings', { heroImage: null })).status).toBe(200)
      expect(errorMessage(await api('editor', 'DELETE', `/api/media/${image.id}`))).toContain("the contact page's background image")
      expect((await api('admin', 'POST', '/api/globals/site-settings', { contactImage: null })).status).toBe(200)
      expect((await api('editor', 'DELETE', `/api/media/${image.id}`)).status).toBe(200)
    } finally {
      await api('admin', 'POST', '/api/globals/site-settings', { heroImage: before.heroImage ?? null, contactImage: before.contactImage ?? null })
      await api('admin', 'DELETE', `/api/media/${image.id}`)
    }
  })
})

describe('an image deleted while an article is being given it as its cover', () => {
  it('is refused once that article is saved, and the article keeps its cover (the check ran outside the delete)', async () => {
    const image = await uploadImage()
    const article = await createArticle()
    // The article's save, held open in a transaction of its own: it has set the cover and not yet committed. The delete
    // reaches the image's row and waits for it; then the save commits.
    const refused = await whileHeldOpen(
      (db) => db.query('UPDATE news_updates SET image_id = $1 WHERE id = $2', [image.id, article.id]),
      () => api('editor', 'DELETE', `/api/media/${image.id}`),
      async () => undefined,
      'The delete never waited for the article being saved',
    )
    expect(refused.status, JSON.stringify(refused.body)).toBe(409)
    expect(errorMessage(refused)).toMatch(/^This image is used by an article: .* \(cover\)\. /)
    expect((await api('editor', 'GET', `/api/media/${image.id}`)).status).toBe(200)
    expect((await api('editor', 'GET', `/api/news-updates/${article.id}?depth=0`)).body.image).toBe(image.id)
  })
})

describe('an image in an article’s text', () => {
  it('is shown whole on the article’s page, scaled to the text, with its caption: a tall screenshot is not cut to a frame', async () => {
    const form = imageForm(await pngImage(800, 1400), `${unique('tall-form')}.png`, 'image/png', 'The filled-in form')
    const upload = await api('editor', 'POST', '/api/media', form)
    expect(upload.status, JSON.stringify(upload.body)).toBe(201)
    const image = upload.body.doc as { id: number; sizes: Record<string, { width: number | null; height: number | null; url: string | null }> }
    expect(image.sizes.text).toMatchObject({ width: 768, height: 1344 })
    expect(image.sizes.textWide.url).toBeNull() // wider than the upload: not made
    expect((await api('editor', 'PATCH', `/api/media/${image.id}`, { caption: 'The form, page 1' })).status).toBe(200)
    const article = await api('editor', 'POST', '/api/news-updates', { title: unique('Tall form'), category: 'GST', content: textWithImage(image.id), _status: 'published' })
    expect(article.status, JSON.stringify(article.body)).toBe(201)

    const { html } = await page(`/blog/${article.body.doc.slug}`)
    const figure = html.match(/<figure class="article-figure">.*?<\/figure>/)?.[0] ?? ''
    const src = figure.match(/<img [^>]*src="([^"]+)"/)?.[1]
    expect(src).toBe(image.sizes.text.url)
    expect(figure).not.toContain(image.sizes.card.url)
    expect(figure).not.toContain(image.sizes.hero.url)
    expect(figure).toContain('alt="The filled-in form"')
    expect(figure).toContain('<figcaption>The form, page 1</figcaption>')
    const served = await fetch(`${process.env.TEST_BASE_URL}${src}`)
    expect(served.status).toBe(200)
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ width: 768, height: 1344 })
  })

  it('must exist: a text showing one that does not is refused, naming it, and nothing is stored (it was kept, and left out of the page)', async () => {
    const title = unique('Missing image')
    const res = await api('editor', 'POST', '/api/news-updates', { title, category: 'GST', content: textWithImage(999_999_999), _status: 'published' })
    expect(res.status).toBe(400)
    expect(res.body.errors[0].data.errors).toEqual([
      expect.objectContaining({ path: 'content', message: 'The text shows an image that no longer exists (ID 999999999): remove it from the text, or choose another image.' }),
    ])
    expect((await api('editor', 'GET', `/api/news-updates?draft=true&where[title][equals]=${encodeURIComponent(title)}`)).body.totalDocs).toBe(0)
  })

  it('deleted while the article is being saved with it is either kept or the save is refused, never lost from the text unseen', async () => {
    const image = await uploadImage()
    const article = await createArticle()
    // A delete of the image, held open in a transaction of its own: it has locked the image's row. The save reaches
    // the row and waits for it; then the delete goes through.
    const refused = await whileHeldOpen(
      (db) => db.query('SELECT id FROM media WHERE id = $1 FOR UPDATE', [image.id]),
      () => api('editor', 'PATCH', `/api/news-updates/${article.id}`, { content: textWithImage(image.id) }),
      (db) => db.query('DELETE FROM media WHERE id = $1', [image.id]),
      'The save never waited for the image being deleted',
    )
    expect(refused.status, JSON.stringify(refused.body)).toBe(400)
    expect(refused.body.errors[0].data.errors).toEqual([expect.objectContaining({ path: 'content', message: expect.stringMatching(/no longer exists \(ID \d+\)/) })])
    const after = await api('editor', 'GET', `/api/news-updates/${article.id}?depth=0`)
    expect(JSON.stringify(after.body.content ?? null)).not.toContain('"upload"')
  })
})

/**
 * Opens a transaction of the test's own and runs `begin` in it (a write or a row lock another request must wait for),
 * sends `request`, waits until the server is blocked on that transaction (a lock wait on a query naming media), runs
 * `finish` in it and commits, and gives back the request's answer. The transaction is rolled back if anything fails.
 */
async function whileHeldOpen<T>(
  begin: (db: pg.Client) => Promise<unknown>,
  request: () => Promise<T>,
  finish: (db: pg.Client) => Promise<unknown>,
  neverWaited: string,
): Promise<T> {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  try {
    await db.query('BEGIN')
    await begin(db)
    const answer = request()
    answer.catch(() => undefined) // awaited below; if the wait fails first, its failure is the one reported
    // (Inside a transaction PostgreSQL answers from its first look at the server's activity unless told to look again.)
    await waitFor(async () => {
      await db.query('SELECT pg_stat_clear_snapshot()')
      return (await db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE '%media%'`)).rows[0].n > 0
    }, neverWaited)
    await finish(db)
    await db.query('COMMIT')
    return await answer
  } finally {
    await db.query('ROLLBACK').catch(() => undefined)
    await db.end()
  }
}

async function waitFor(condition: () => Promise<boolean>, failure: string, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(failure)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
