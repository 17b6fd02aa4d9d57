import { describe, expect, it } from 'vitest'

import { clientAddress, createRateLimiter } from '@/lib/rateLimit'

describe('enquiry rate limiter', () => {
  it('allows the limit per window, then refuses with the wait until the oldest hit expires', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 })
    const t0 = 1_000_000
    expect(limiter.hit('a', t0).allowed).toBe(true)
    expect(limiter.hit('a', t0 + 1000).allowed).toBe(true)
    expect(limiter.hit('a', t0 + 2000)).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 })
    expect(limiter.hit('a', t0 + 3000)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 57 })
    expect(limiter.hit('b', t0 + 3000).allowed).toBe(true)
    expect(limiter.hit('a', t0 + 60_001).allowed).toBe(true)
  })
  it('refuses nonsense settings', () => {
    expect(() => createRateLimiter({ limit: 0, windowMs: 1 })).toThrow(/positive integer/)
    expect(() => createRateLimiter({ limit: 1, windowMs: 0 })).toThrow(/window/)
  })
})

describe('client address', () => {
  it('takes the entry the trusted proxy added, counted from the end', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '1.1.1.1' }), 1)).toBe('1.1.1.1')
    expect(clientAddress(new Headers({ 'x-forwarded-for': 'spoofed, 2.2.2.2' }), 1)).toBe('2.2.2.2')
    expect(clientAddress(new Headers({ 'x-forwarded-for': 'client, 3.3.3.3, proxy' }), 2)).toBe('3.3.3.3')
    expect(clientAddress(new Headers({ 'x-real-ip': '4.4.4.4' }))).toBe('4.4.4.4')
    expect(clientAddress(new Headers())).toBe('unknown')
  })
})
