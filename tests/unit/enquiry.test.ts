import { describe, expect, it } from 'vitest'

import { containsUnsafeMarkup, ENQUIRY_MESSAGES as M, validateEnquiry } from '@/lib/enquiry'

const valid = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98100 12345',
  company: 'Rao Traders',
  message: 'Please help me register for GST this month.',
}

function messageFor(input: unknown): string {
  const result = validateEnquiry(input)
  if (result.success) throw new Error('expected the enquiry to be refused')
  return result.message
}

describe('enquiry schema: accepted input is normalised', () => {
  it('trims every field and lowercases the e-mail', () => {
    const result = validateEnquiry({
      name: '  Asha Rao  ',
      email: '  Asha.Rao@Example.COM ',
      phone: ' (011) 2345-6789 ',
      company: ' Rao Traders ',
      message: '  I need help with my GST returns.  ',
    })
    expect(result).toEqual({
      success: true,
      data: {
        name: 'Asha Rao',
        email: 'asha.rao@example.com',
        phone: '(011) 2345-6789',
        company: 'Rao Traders',
        message: 'I need help with my GST returns.',
        service_interest: null,
      },
    })
  })

  it('joins first and last name as the contact page sends them', () => {
    const result = validateEnquiry({ ...valid, name: undefined, firstName: ' Asha ', lastName: ' Rao ' })
    expect(result.success && result.data.name).toBe('Asha Rao')
  })

  it('stores empty optional phone and company as null', () => {
    const result = validateEnquiry({ ...valid, phone: '   ', company: '' })
    expect(result.success && [result.data.phone, result.data.company]).toEqual([null, null])
  })

  it('keeps a known service interest and refuses an unknown one', () => {
    const ok = validateEnquiry({ ...valid, service_interest: 'gst' })
    expect(ok.success && ok.data.service_interest).toBe('gst')
    expect(messageFor({ ...valid, service_interest: 'crypto' })).toBe(M.serviceInvalid)
  })

  it('accepts values exactly at every limit', () => {
    const result = validateEnquiry({
      name: 'a'.repeat(100),
      email: `${'e'.repeat(242)}@example.com`,
      phone: '1'.repeat(20),
      company: 'c'.repeat(100),
      message: 'm'.repeat(2000),
    })
    expect(result.success).toBe(true)
    if (result.success) {
      expect(result.data.name).toHaveLength(100)
      expect(result.data.email).toHaveLength(254)
      expect(result.data.message).toHaveLength(2000)
    }
    expect(validateEnquiry({ ...valid, name: 'ab', message: 'x'.repeat(10), phone: '1234567' }).success).toBe(true)
  })
})

describe('enquiry schema: each rule gives the spec message', () => {
  it.each([
    ['name missing', { ...valid, name: undefined }, M.nameShort],
    ['name of one character after trimming', { ...valid, name: '  A  ' }, M.nameShort],
    ['name over 100', { ...valid, name: 'a'.repeat(101) }, M.nameLong],
    ['email missing', { ...valid, email: undefined }, M.emailInvalid],
    ['email not address-like', { ...valid, email: 'asha@example' }, M.emailInvalid],
    ['email with spaces', { ...valid, email: 'asha rao@example.com' }, M.emailInvalid],
    ['email over 254', { ...valid, email: `${'e'.repeat(243)}@example.com` }, M.emailLong],
    ['phone too short', { ...valid, phone: '12345' }, M.phoneInvalid],
    ['phone too long', { ...valid, phone: '1'.repeat(21) }, M.phoneInvalid],
    ['phone with letters', { ...valid, phone: '98100-ABCDE' }, M.phoneInvalid],
    ['phone with a plus inside', { ...valid, phone: '98100+12345' }, M.phoneInvalid],
    ['company over 100', { ...valid, company: 'c'.repeat(101) }, M.companyLong],
    ['message missing', { ...valid, message: undefined }, M.messageShort],
    ['message of 9 characters', { ...valid, message: '123456789' }, M.messageShort],
    ['message over 2000', { ...valid, message: 'm'.repeat(2001) }, M.messageLong],
  ])('%s', (_label, input, expected) => {
    expect(messageFor(input)).toBe(expected)
  })

  it('joins several failures with ". " in field order', () => {
    expect(messageFor({ name: 'A', email: 'nope', phone: 'abc', company: 'c'.repeat(101), message: 'short' })).toBe(
      [M.nameShort, M.emailInvalid, M.phoneInvalid, M.companyLong, M.messageShort].join('. '),
    )
  })

  it('refuses a body that is not an object', () => {
    expect(validateEnquiry('name=Asha').success).toBe(false)
    expect(validateEnquiry(null).success).toBe(false)
    expect(validateEnquiry([valid]).success).toBe(false)
  })

  it('refuses non-text values with the field message', () => {
    expect(messageFor({ ...valid, name: 12345 })).toBe(M.nameShort)
  })
})

describe('enquiry schema: markup and script injection', () => {
  it.each([
    ['script tag', { ...valid, message: 'Hello <script>alert(1)</script> there' }],
    ['closing script tag with spaces', { ...valid, company: 'Acme </ script >' }],
    ['javascript: scheme', { ...valid, message: 'see javascript:alert(1) for details' }],
    ['onload handler', { ...valid, name: 'x onload=steal()' }],
    ['onerror handler in upper case', { ...valid, message: '<img src=x ONERROR = "steal()"> please' }],
  ])('rejects a %s', (_label, input) => {
    expect(messageFor(input)).toBe(M.unsafe)
  })

  it('reports the markup rejection once, after the field messages', () => {
    expect(messageFor({ ...valid, name: '<script>', email: 'x', message: '<script>alert(1)</script>' })).toBe(
      [M.emailInvalid, M.unsafe].join('. '),
    )
  })

  it('does not flag ordinary words', () => {
    expect(containsUnsafeMarkup('Our onboarding scripts and JavaScript training')).toBe(false)
    expect(containsUnsafeMarkup('download= the file; description of online errors')).toBe(false)
  })
})
