import { describe, expect, it } from 'vitest'

import { clientAddress, createRateLimiter } from '@/lib/rateLimit'

// The counting itself runs in PostgreSQL: tests/int/rate-limits.test.ts.
describe('rate limiter settings', () => {
  it('refuses nonsense settings', () => {
    expect(() => createRateLimiter({ name: 'enquiry', limit: 0, windowMs: 1 })).toThrow(/positive integer/)
    expect(() => createRateLimiter({ name: 'enquiry', limit: 1, windowMs: 0 })).toThrow(/window/)
    // Rows quiet for a day are forgotten, so no window may be longer.
    expect(() => createRateLimiter({ name: 'enquiry', limit: 1, windowMs: 2 * 86_400_000 })).toThrow(/at most a day/)
    expect(() => createRateLimiter({ name: "x'; drop", limit: 1, windowMs: 1 })).toThrow(/name/)
  })
})

describe('client address', () => {
  it('takes the entry the trusted proxy added, counted from the end', () => {
    // Visitors connect directly: the server appended the socket's address last; what the sender wrote is ignored.
    expect(clientAddress(new Headers({ 'x-forwarded-for': '1.1.1.1' }))).toBe('1.1.1.1')
    expect(clientAddress(new Headers({ 'x-forwarded-for': 'spoofed, 2.2.2.2' }), 0)).toBe('2.2.2.2')
    // One proxy in front: it appended the visitor, the server appended the proxy.
    expect(clientAddress(new Headers({ 'x-forwarded-for': 'spoofed, 3.3.3.3, 10.0.0.1' }), 1)).toBe('3.3.3.3')
    expect(clientAddress(new Headers({ 'x-forwarded-for': 'spoofed, 5.5.5.5, 10.0.0.2, 10.0.0.1' }), 2)).toBe('5.5.5.5')
    // More proxies configured than entries: the leftmost, never beyond the list.
    expect(clientAddress(new Headers({ 'x-forwarded-for': '6.6.6.6' }), 3)).toBe('6.6.6.6')
    expect(clientAddress(new Headers({ 'x-real-ip': '4.4.4.4' }))).toBe('4.4.4.4')
    expect(clientAddress(new Headers())).toBe('unknown')
  })
})
