import { describe, expect, it } from 'vitest'

import { addressLine, mapSearchUrl, telHref } from '@/lib/site/contact'

const office = { street: 'Plot 12', locality: 'Sector 102', city: 'Gurgaon', region: 'Haryana', postalCode: '122006', country: 'IN' }

describe('the firm’s contact details', () => {
  it('dials a phone number as people write it', () => {
    expect(telHref('+91 98100-12345')).toBe('tel:+919810012345')
  })
  it('writes the address on one line, the PIN code only when asked for', () => {
    expect(addressLine(office)).toBe('Plot 12, Sector 102, Gurgaon, Haryana')
    expect(addressLine(office, { postalCode: true })).toBe('Plot 12, Sector 102, Gurgaon, Haryana, 122006')
    expect(addressLine({ street: '  ', city: 'Gurgaon' })).toBe('Gurgaon')
  })
  it('finds the office on Google Maps by its whole address and country, for Get directions', () => {
    const url = new URL(mapSearchUrl(office)!)
    expect(`${url.origin}${url.pathname}`).toBe('https://www.google.com/maps/search/')
    expect(url.searchParams.get('api')).toBe('1')
    expect(url.searchParams.get('query')).toBe('Plot 12, Sector 102, Gurgaon, Haryana, 122006, India')
    // An address abroad keeps its own country; "&" and "#" in an address stay in the query.
    expect(new URL(mapSearchUrl({ street: 'Unit 4 & 5, #02-01', city: 'Singapore', country: 'sg' })!).searchParams.get('query')).toBe(
      'Unit 4 & 5, #02-01, Singapore, SG',
    )
  })
  it('offers no map without an address', () => {
    expect(mapSearchUrl(null)).toBeNull()
    expect(mapSearchUrl({ street: ' ', country: 'IN' })).toBeNull()
  })
})
