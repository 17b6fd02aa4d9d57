import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ArticleText } from '@/components/blog/ArticleText'

const paragraph = (text: string) => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  textStyle: '',
  children: [{ type: 'text', version: 1, detail: 0, format: 0, mode: 'normal', style: '', text }],
})

/** A text with a paragraph, an image node holding `value` (as Payload gives it after population) and a paragraph. */
function textWithImage(value: unknown) {
  const image = { type: 'upload', version: 3, format: '', id: '6650a1b2c3d4e5f6a7b8c9d0', fields: null, relationTo: 'media', value }
  const root = { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: [paragraph('Before the form.'), image, paragraph('After the form.')] }
  return { root } as unknown as Parameters<typeof ArticleText>[0]['data']
}

const render = (data: Parameters<typeof ArticleText>[0]['data']) => renderToStaticMarkup(createElement(ArticleText, { data }))

describe('an article’s text', () => {
  afterEach(() => vi.restoreAllMocks())

  it('leaves out an image that no longer exists, keeps the text around it and logs no error', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const html = render(textWithImage(null))
    expect(html).toContain('<p>Before the form.</p>')
    expect(html).toContain('<p>After the form.</p>')
    expect(html).not.toContain('<img')
    expect(errors).not.toHaveBeenCalled()
  })

  it('still shows an image that exists, with its alternative text', () => {
    const image = { id: 7, alt: 'The filled-in GSTR-3B form', url: '/api/media/file/gstr-3b.png', filename: 'gstr-3b.png', mimeType: 'image/png', width: 1600, height: 1000, sizes: {} }
    const html = render(textWithImage(image))
    expect(html).toMatch(/<img [^>]*alt="The filled-in GSTR-3B form"[^>]*src="\/api\/media\/file\/gstr-3b.png"|<img [^>]*src="\/api\/media\/file\/gstr-3b.png"[^>]*alt="The filled-in GSTR-3B form"/)
    expect(html).toContain('<p>After the form.</p>')
  })
})
