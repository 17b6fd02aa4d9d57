import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { CallAndWriteLinks, CallLink } from '@/components/CallAndWriteLinks'

const render = (element: Parameters<typeof renderToStaticMarkup>[0]) => {
  const html = renderToStaticMarkup(element)
  return { html, text: html.replace(/<[^>]+>/g, '') }
}

describe('the call links (hero buttons, contact bar, phone menu)', () => {
  it('a hero button reads "Call" and the number, dials the number without its spaces and keeps the number in one piece', () => {
    const { html, text } = render(createElement(CallLink, { phone: '+91 98100 12345', label: 'Call', className: 'button' }))
    expect(text).toBe(' Call +91 98100 12345')
    expect(html).toContain('href="tel:+919810012345"')
    expect(html).toContain('class="button"')
    expect(html).toContain('<span class="inline-block">+91 98100 12345</span>')
    expect(html).toContain('aria-hidden="true"')
  })

  it('without a label the link is the number alone', () => {
    expect(render(createElement(CallLink, { phone: '0124 456 7890', className: 'c' })).text).toBe(' 0124 456 7890')
  })

  it('the contact bar offers a call and an e-mail, and only the e-mail when the firm has no phone number', () => {
    const both = render(createElement(CallAndWriteLinks, { phone: '+91 98100 12345', email: 'office@firm.example', className: 'c' }))
    expect(both.html).toContain('href="tel:+919810012345"')
    expect(both.html).toContain('href="mailto:office@firm.example"')
    const mailOnly = render(createElement(CallAndWriteLinks, { phone: null, email: 'office@firm.example', className: 'c' }))
    expect(mailOnly.html).not.toContain('tel:')
    expect(mailOnly.html).toContain('href="mailto:office@firm.example"')
  })
})
