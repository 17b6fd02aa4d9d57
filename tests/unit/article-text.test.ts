import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ArticleOutline } from '@/components/blog/ArticleOutline'
import { ArticleText } from '@/components/blog/ArticleText'
import { lexicalOutline } from '@/lib/outline'

import { lexicalDocument, lexicalHeading, lexicalLink, lexicalParagraph, lexicalText, textWithImage } from '../helpers/lexical'

type Text = Parameters<typeof ArticleText>[0]['data']

/** The article page's HTML for a text with `image` between two paragraphs. */
const render = (image: unknown) => html(textWithImage(image))
const html = (data: unknown) => renderToStaticMarkup(createElement(ArticleText, { data: data as Text }))

const size = (name: string, width: number, height: number) => ({ url: `/api/media/file/${name}-${width}x${height}.png`, width, height })

/** A tall screenshot of a form (800 x 1400), as Payload gives it with its sizes: cut to frames, and whole for the text. */
const tallForm = {
  id: 7,
  alt: 'The filled-in GSTR-3B form',
  caption: 'GSTR-3B, filled in for March',
  url: '/api/media/file/form.png',
  filename: 'form.png',
  mimeType: 'image/png',
  width: 800,
  height: 1400,
  sizes: {
    thumbnail: size('form', 320, 240),
    card: size('form', 768, 432),
    hero: size('form', 1600, 900),
    og: { url: '/api/media/file/form-1200x630.jpg', width: 1200, height: 630 },
    text: size('form', 768, 1344),
    textWide: { url: null, width: null, height: null },
  },
}

/** The first `<tag>` of the rendered text, its attributes by name. */
function tagIn(html: string, tag: string): Record<string, string> {
  const found = html.match(new RegExp(`<${tag} [^>]*>`))?.[0]
  expect(found, html).toBeDefined()
  return Object.fromEntries([...found!.matchAll(/([a-zA-Z]+)="([^"]*)"/g)].map((m) => [m[1], m[2].replaceAll('&amp;', '&')]))
}
const imageIn = (html: string) => tagIn(html, 'img')

describe('an image in an article’s text', () => {
  afterEach(() => vi.restoreAllMocks())

  it('is shown whole, scaled to the text, never as a size cut to a frame, with its caption', () => {
    const html = render(tallForm)
    const img = imageIn(html)
    expect(img.src).toBe('/api/media/file/form-768x1344.png')
    expect(img.srcSet).toBe('/api/media/file/form-768x1344.png 768w, /api/media/file/form.png 800w')
    expect(img.sizes).toBe('(min-width: 768px) 720px, calc(100vw - 2rem)')
    expect([img.width, img.height]).toEqual(['768', '1344'])
    expect(img.alt).toBe('The filled-in GSTR-3B form')
    expect(img.loading).toBe('lazy')
    expect(html).not.toMatch(/768x432|1600x900|320x240|1200x630/)
    expect(html).toContain('<figcaption>GSTR-3B, filled in for March</figcaption>')
    expect(html).toContain('<p>Keep a copy of the acknowledgement.</p>')
  })

  it('uses both text sizes of a large photo and leaves its full-size upload out', () => {
    const photo = { ...tallForm, caption: null, width: 4000, height: 3000, sizes: { ...tallForm.sizes, text: size('p', 768, 576), textWide: size('p', 1536, 1152) } }
    const img = imageIn(render(photo))
    expect(img.src).toBe('/api/media/file/p-768x576.png')
    expect(img.srcSet).toBe('/api/media/file/p-768x576.png 768w, /api/media/file/p-1536x1152.png 1536w')
    expect(render(photo)).not.toContain('figcaption')
  })

  it('is the upload itself when it has no text sizes (smaller than the text, or uploaded before they existed)', () => {
    const small = imageIn(render({ ...tallForm, width: 600, height: 1050, sizes: { ...tallForm.sizes, text: { url: null }, textWide: { url: null } } }))
    expect([small.src, small.srcSet, small.width, small.height]).toEqual(['/api/media/file/form.png', undefined, '600', '1050'])
    const older = imageIn(render({ ...tallForm, sizes: { thumbnail: tallForm.sizes.thumbnail, card: tallForm.sizes.card, hero: tallForm.sizes.hero } }))
    expect([older.src, older.srcSet, older.width, older.height]).toEqual(['/api/media/file/form.png', undefined, '800', '1400'])
  })

  it('takes the alternative text given in the text over the image’s own', () => {
    const data = textWithImage(tallForm) as unknown as { root: { children: { fields?: unknown }[] } }
    data.root.children[1].fields = { alt: 'Box 3.1 of the form, filled in' }
    expect(imageIn(html(data)).alt).toBe('Box 3.1 of the form, filled in')
  })

  it('is left out when it no longer exists, keeping the text around it and logging no error', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const html = render(null)
    expect(html).toContain('<p>The form, filled in:</p>')
    expect(html).toContain('<p>Keep a copy of the acknowledgement.</p>')
    expect(html).not.toContain('<img')
    expect(errors).not.toHaveBeenCalled()
  })
})

describe('a link in an article’s text', () => {
  afterEach(() => vi.restoreAllMocks())
  const linked = (fields: Record<string, unknown>) => html(lexicalDocument(lexicalParagraph('See ', lexicalLink('the GST calendar', fields))))

  it('to another article leads to that article’s page', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const doc = { relationTo: 'news-updates', value: { id: 12, slug: 'gst-return-due-dates', title: 'GST return due dates' } }
    expect(linked({ linkType: 'internal', newTab: false, doc })).toContain('<p>See <a href="/blog/gst-return-due-dates">the GST calendar</a></p>')
    expect(errors).not.toHaveBeenCalled()
  })

  it('to an article visitors cannot see (only its ID came back) is its words alone, not a link to "#"', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const out = linked({ linkType: 'internal', newTab: false, doc: { relationTo: 'news-updates', value: 12 } })
    expect(out).toContain('<p>See the GST calendar</p>')
    expect(linked({ linkType: 'internal', newTab: false, doc: { relationTo: 'users', value: { id: 1, email: 'a@example.com' } } })).toContain(
      '<p>See the GST calendar</p>',
    )
    expect(errors).not.toHaveBeenCalled()
  })

  it('to an address a reader cannot follow safely (javascript:, data:) is its words alone', () => {
    for (const url of ['javascript:alert(1)', ' JavaScript:window.name/%0aalert%281%29', 'data:text/html,<b>x</b>', 'vbscript:x']) {
      expect(linked({ linkType: 'custom', newTab: false, url }), url).toContain('<p>See the GST calendar</p>')
    }
    for (const url of ['mailto:tax@example.com', 'tel:+911244000000', '/services/gst-services', '#filing', 'gst-calendar']) {
      expect(tagIn(linked({ linkType: 'custom', newTab: false, url }), 'a').href, url).toBe(url)
    }
  })

  it('to an address keeps it, opening a new tab safely when asked to', () => {
    const sameTab = linked({ linkType: 'custom', newTab: false, url: 'https://www.gst.gov.in/' })
    expect(tagIn(sameTab, 'a')).toEqual({ href: 'https://www.gst.gov.in/' })
    expect(sameTab).toContain('>the GST calendar</a>')
    expect(tagIn(linked({ linkType: 'custom', newTab: true, url: 'https://www.gst.gov.in/' }), 'a')).toEqual({
      href: 'https://www.gst.gov.in/',
      target: '_blank',
      rel: 'noopener noreferrer',
    })
  })
})

describe('a node the site has no look for', () => {
  it('shows its words, or nothing, never the words "unknown node"', () => {
    const relationship = { type: 'relationship', version: 2, format: '', relationTo: 'news-updates', value: 12 }
    const wrapper = { type: 'mystery', version: 1, children: [{ type: 'text', version: 1, detail: 0, format: 0, mode: 'normal', style: '', text: 'Kept words' }] }
    const out = html(lexicalDocument(lexicalParagraph('Before.'), relationship, wrapper, lexicalParagraph('After.')))
    expect(out).not.toContain('unknown node')
    expect(out).toContain('Kept words')
    expect(out).toContain('<p>Before.</p>')
    expect(out).toContain('<p>After.</p>')
  })
})

describe('headings and checklists in an article’s text', () => {
  const heading = lexicalHeading
  const item = (text: string, checked: boolean, value: number) => ({ type: 'listitem', version: 1, value, checked, direction: 'ltr', format: '', indent: 0, children: [lexicalText(text)] })
  const checklist = (...items: unknown[]) => ({ type: 'list', listType: 'check', tag: 'ul', start: 1, version: 1, direction: 'ltr', format: '', indent: 0, children: items })

  it('keep the page’s title its one heading 1: a heading 1 in the text shows as a heading 2, the others as they are', () => {
    const out = html(lexicalDocument(heading('h1', 'Who must file'), heading('h3', 'Salaried people'), heading('h4', 'With one employer')))
    expect(out).toBe('<div class="payload-richtext"><h2>Who must file</h2><h3>Salaried people</h3><h4>With one employer</h4></div>')
  })

  it("carry the ids the article's outline links to, and the outline lists them from three sections", () => {
    const text = lexicalDocument(
      lexicalParagraph('Who needs to register, and how.'),
      heading('h2', 'Turnover thresholds'),
      heading('h3', 'Special category states'),
      heading('h1', 'When registration is compulsory'),
      heading('h2', 'Documents & photos'),
    )
    const outline = lexicalOutline(text)
    const out = renderToStaticMarkup(createElement(ArticleText, { data: text as Text, headingIds: outline.idOf }))
    expect(out).toContain('<h2 id="turnover-thresholds">Turnover thresholds</h2><h3>Special category states</h3>')
    expect(out).toContain('<h2 id="when-registration-is-compulsory">When registration is compulsory</h2>')
    expect(out).toContain('<h2 id="documents-photos">Documents &amp; photos</h2>')

    const markup = renderToStaticMarkup(createElement(ArticleOutline, { entries: outline.entries }))
    const [nav, contents] = markup.split('</nav>')
    const links = (html: string) => [...html.matchAll(/<a href="#([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[1], m[2]])
    expect(nav).toContain('aria-labelledby="article-outline"')
    expect(links(nav!)).toEqual([
      ['turnover-thresholds', 'Turnover thresholds'],
      ['when-registration-is-compulsory', 'When registration is compulsory'],
      ['documents-photos', 'Documents &amp; photos'],
    ])
    // The phone's Contents button, the same links in a navigation of its own, comes from the server hidden: it is
    // offered once the script knows where the reader is.
    expect(contents).toMatch(/^<nav hidden="" aria-label="Contents"/)
    expect(links(contents!)).toEqual(links(nav!))
    // Two sections: no list, the headings keep their ids for a link to one.
    expect(renderToStaticMarkup(createElement(ArticleOutline, { entries: outline.entries.slice(0, 2) }))).toBe('')
  })

  it('show each checklist item ticked or not, with no control a reader could try to use', () => {
    const out = html(lexicalDocument(checklist(item('PAN card', true, 1), item('Form 16', false, 2))))
    expect(out).not.toMatch(/<input|role="checkbox"/)
    expect(out).toContain('<ul class="list-check">')
    expect(out).toContain('<li class="check-item check-item-done"><span class="check-box" aria-hidden="true">✓</span><span class="sr-only">Done: </span>PAN card</li>')
    expect(out).toContain('<li class="check-item"><span class="check-box" aria-hidden="true"></span>Form 16</li>')
    // An ordinary list keeps Payload's items.
    const bullets = html(lexicalDocument({ ...checklist(item('Rent receipts', false, 1)), listType: 'bullet' }))
    expect(bullets).toContain('<li class="" value="1">Rent receipts</li>')
  })
})
