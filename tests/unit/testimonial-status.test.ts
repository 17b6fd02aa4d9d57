import { describe, expect, it } from 'vitest'

import { TESTIMONIALS_SHOWN, testimonialStatus } from '@/lib/testimonials'

describe('what the home page does with a testimonial', () => {
  const shown = [7, 3, 9]

  it('gives its place among those the home page shows', () => {
    expect(testimonialStatus({ id: 7, active: true, consent: true }, shown)).toBe('On the home page, 1st of 3')
    expect(testimonialStatus({ id: 3, active: true, consent: true }, shown)).toBe('On the home page, 2nd of 3')
    expect(testimonialStatus({ id: 9, active: true, consent: true }, shown)).toBe('On the home page, 3rd of 3')
    const many = Array.from({ length: 12 }, (_, i) => i + 1)
    expect(testimonialStatus({ id: 11, active: true, consent: true }, many)).toBe('On the home page, 11th of 12')
  })

  it('says why one is not there: inactive, no agreement, or below the first ones', () => {
    expect(testimonialStatus({ id: 1, active: false, consent: true }, shown)).toBe('Hidden: not active')
    expect(testimonialStatus({ id: 1, active: false, consent: false }, shown)).toBe('Hidden: not active')
    expect(testimonialStatus({ id: 1, active: true, consent: false }, shown)).toBe('Hidden: no agreement from the client')
    expect(testimonialStatus({ id: 1, active: true, consent: true }, shown)).toBe(
      `Not shown: the home page shows the first ${TESTIMONIALS_SHOWN}; drag it higher in the list`,
    )
  })
})
