import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ArticleText } from '@/components/blog/ArticleText'

import { textWithImage } from '../helpers/lexical'

type Text = Parameters<typeof ArticleText>[0]['data']

/** The article page's HTML for a text with `image` between two paragraphs. */
const render = (image: unknown) => renderToStaticMarkup(createElement(ArticleText, { data: textWithImage(image) as unknown as Text }))

describe('an article’s text', () => {
  afterEach(() => vi.restoreAllMocks())

  it('leaves out an image that no longer exists, keeps the text around it and logs no error', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const html = render(null)
    expect(html).toContain('<p>The form, filled in:</p>')
    expect(html).toContain('<p>Keep a copy of the acknowledgement.</p>')
    expect(html).not.toContain('<img')
    expect(errors).not.toHaveBeenCalled()
  })

  it('still shows an image that exists, with its alternative text', () => {
    const image = { id: 7, alt: 'The filled-in GSTR-3B form', url: '/api/media/file/gstr-3b.png', filename: 'gstr-3b.png', mimeType: 'image/png', width: 1600, height: 1000, sizes: {} }
    const html = render(image)
    expect(html).toMatch(/<img [^>]*alt="The filled-in GSTR-3B form"[^>]*src="\/api\/media\/file\/gstr-3b.png"|<img [^>]*src="\/api\/media\/file\/gstr-3b.png"[^>]*alt="The filled-in GSTR-3B form"/)
    expect(html).toContain('<p>Keep a copy of the acknowledgement.</p>')
  })
})
