import { describe, expect, it } from 'vitest'

import { isValidSlug, SLUG_MAX_LENGTH, slugify } from '@/lib/slug'

describe('slugify', () => {
  it.each([
    ['GST Registration: Who Must Register', 'gst-registration-who-must-register'],
    ['  Old vs New Tax Regime?  ', 'old-vs-new-tax-regime'],
    ['LLP & Private Limited', 'llp-and-private-limited'],
    ['Save ₹50,000 on tax', 'save-rs-50-000-on-tax'],
    ['Crème brûlée — naïve café', 'creme-brulee-naive-cafe'],
    ['ITR-1 / ITR-2 -- which one?', 'itr-1-itr-2-which-one'],
    ['!!!', ''],
  ])('%s -> %s', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })

  it('produces only valid slugs, never longer than the limit or ending in a hyphen', () => {
    const long = slugify(`${'word '.repeat(40)}end`)
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH)
    expect(long.endsWith('-')).toBe(false)
    expect(isValidSlug(long)).toBe(true)
  })
})

describe('isValidSlug', () => {
  it.each(['gst', 'gst-2026', 'a-b-c'])('accepts %s', (s) => expect(isValidSlug(s)).toBe(true))
  it.each(['', 'GST', 'gst--returns', '-gst', 'gst-', 'gst returns', 'gst/returns', 'a'.repeat(97)])('refuses %j', (s) =>
    expect(isValidSlug(s)).toBe(false),
  )
})
