import { describe, expect, it } from 'vitest'

import { isEmptyOptimizedValue, optimizedValueSchema } from '../../plugins/seo-optimiser/lib/optimizedValue'

describe('optimized_value', () => {
  it('accepts an object with the keyword, target URL and at least one optimised value', () => {
    expect(optimizedValueSchema.safeParse({ keyword: 'gst', target_url: '/services/gst-services', optimized_content: ['One.', 'Two.'] }).success).toBe(true)
  })
  it.each([
    [{}, 'optimized_value.keyword is required'],
    [{ keyword: 'gst', target_url: '/' }, 'needs at least one'],
    [{ keyword: 'gst', target_url: '/', optimized_title: 'x'.repeat(71) }, '70'],
    [{ keyword: 'gst', target_url: '/', optimized_title: 'T', surprise: 1 }, 'optimized_value has an unknown field: surprise. Allowed: keyword, target_url, optimized_title'],
    [[], 'JSON object'],
  ])('refuses %j', (value, message) => {
    const parsed = optimizedValueSchema.safeParse(value)
    expect(parsed.success).toBe(false)
    expect(JSON.stringify(parsed.error!.issues)).toContain(message)
  })
  it('calls empty text, {} and [] empty (critical for the scanner)', () => {
    expect(['', '  ', '{}', '[]', {}, [], null, undefined].map(isEmptyOptimizedValue)).toEqual([true, true, true, true, true, true, true, true])
    expect([{ a: 1 }, '{"a":1}', 'not json'].map(isEmptyOptimizedValue)).toEqual([false, false, false])
  })
})
