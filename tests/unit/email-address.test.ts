import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { EmailAddress } from '@/components/EmailAddress'

const markup = (address: string) => renderToStaticMarkup(createElement(EmailAddress, { address }))

describe('an e-mail address on a short line', () => {
  it('may break before its @ and before each dot of its domain, nowhere else', () => {
    expect(markup('contact@example.com')).toBe('contact<wbr/>@example<wbr/>.com')
    expect(markup('first.last@mail.firm.co.in')).toBe('first.last<wbr/>@mail<wbr/>.firm<wbr/>.co<wbr/>.in')
  })

  it('reads as the address unchanged: <wbr> adds no character', () => {
    const address = 'accounts+gst@firm.example'
    expect(markup(address).replace(/<wbr\/>/g, '')).toBe(address)
  })

  it('leaves alone text that is not an address, and escapes what it shows', () => {
    expect(markup('no address here')).toBe('no address here')
    expect(markup('@handle')).toBe('@handle')
    expect(markup('<b>@x.y')).toBe('&lt;b&gt;<wbr/>@x<wbr/>.y')
  })
})
