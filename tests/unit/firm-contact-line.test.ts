import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { type FirmContact, FirmContactLine, FirmContactProvider } from '@/components/FirmContact.client'

/** The line as the error views draw it, as text (links kept as their words), for the firm's contact details. */
const line = (value: FirmContact | null) => {
  const inner = createElement(FirmContactLine, { lead: 'Need help now?' })
  const html = renderToStaticMarkup(value ? createElement(FirmContactProvider, { value, children: inner }) : inner)
  return { html, text: html.replace(/<[^>]+>/g, '') }
}

describe('the error views’ contact line', () => {
  it('offers the phone number, as a tel: link, and the e-mail address', () => {
    const { html, text } = line({ phone: '+91 98100 12345', email: 'office@firm.example' })
    expect(text).toBe('Need help now? Call +91 98100 12345 or e-mail office@firm.example.')
    expect(html).toContain('href="tel:+919810012345"')
    expect(html).toContain('href="mailto:office@firm.example"')
  })

  it('without a phone number in the site settings, offers the e-mail address alone, with no dangling "Call"', () => {
    const { text } = line({ phone: null, email: 'office@firm.example' })
    expect(text).toBe('Need help now? E-mail office@firm.example.')
  })

  it('says nothing when the firm’s details are not there', () => {
    expect(line(null).html).toBe('')
  })
})
