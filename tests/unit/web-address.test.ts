import { describe, expect, it } from 'vitest'

import { webAddress } from '@/lib/validation/webAddress'

describe('web address validation', () => {
  const social = webAddress({ example: 'https://www.linkedin.com/company/your-firm' })
  const target = webAddress({ sitePaths: true, example: '/services/gst-services' })

  it('accepts http(s) addresses, and site paths where allowed', () => {
    expect(social('https://www.linkedin.com/company/x')).toBe(true)
    expect(social('http://example.com')).toBe(true)
    expect(target('/')).toBe(true)
    expect(target('/services/gst-services?ref=1')).toBe(true)
    expect(target('https://example.com/page')).toBe(true)
  })

  it('refuses other schemes, protocol-relative and spaced paths, and bare words, saying what would do', () => {
    expect(social('ftp://example.com/a')).toBe('Use an http(s) address.')
    expect(target('javascript:alert(1)')).toBe('Use a path on this site or an http(s) address.')
    expect(social('/about')).toBe('Enter a full web address, such as https://www.linkedin.com/company/your-firm.')
    expect(target('//evil.example/x')).toBe('Enter a path on this site such as /services/gst-services, or a full https:// address.')
    expect(target('/two words')).toMatch(/^Enter a path on this site/)
    expect(target('services')).toMatch(/^Enter a path on this site/)
    expect(target(42)).toMatch(/^Enter a path on this site/)
  })

  it('lets an optional field stay empty and refuses an empty required one', () => {
    expect(target('')).toBe(true)
    expect(target(null)).toBe(true)
    expect(target('', { required: true })).toBe('This field is required.')
    expect(target(undefined, { required: true })).toBe('This field is required.')
  })
})
