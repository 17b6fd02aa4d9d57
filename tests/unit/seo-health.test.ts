import { describe, expect, it } from 'vitest'

import { overallStatus, statusFor, summarise } from '../../plugins/seo-health/lib/status'

describe('health statuses (spec 03 sections 4 and 9)', () => {
  it('degrades APIs above 5000 ms and the database above 2000 ms; a failure is down', () => {
    expect(statusFor('api', true, 5000)).toBe('healthy')
    expect(statusFor('api', true, 5001)).toBe('degraded')
    expect(statusFor('database', true, 2000)).toBe('healthy')
    expect(statusFor('database', true, 2001)).toBe('degraded')
    expect(statusFor('jobs', false, 10)).toBe('down')
  })
  it('is critical if any check is down, else degraded if any is degraded, else healthy', () => {
    expect(overallStatus([{ status: 'healthy' }, { status: 'degraded' }, { status: 'down' }])).toBe('critical')
    expect(overallStatus([{ status: 'healthy' }, { status: 'degraded' }])).toBe('degraded')
    expect(overallStatus([{ status: 'healthy' }])).toBe('healthy')
    expect(overallStatus([])).toBe('healthy')
  })
  it('summarises counts and the average response time of checks that answered', () => {
    const s = summarise([
      { name: 'db', kind: 'database', status: 'healthy', responseTimeMs: 10, message: '' },
      { name: 'ai', kind: 'api', status: 'down', responseTimeMs: null, message: 'refused' },
      { name: 'x', kind: 'api', status: 'degraded', responseTimeMs: 6000, message: '' },
    ])
    expect(s).toEqual({ total: 3, healthy: 1, degraded: 1, down: 1, averageResponseTimeMs: 3005 })
  })
})
