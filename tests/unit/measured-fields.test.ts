import type { CheckboxField, DateField, NumberField, RelationshipField } from 'payload'
import { describe, expect, it } from 'vitest'

import { measuredBy } from '../../plugins/shared/collection'
import { jobsQueryProblem } from '../../src/lib/jobsEndpoints'
import { validateWholeNumber } from '../../src/lib/validation/wholeNumber'

type Validate = (value: unknown, options: Record<string, unknown>) => string | true | Promise<string | true>

/** Calls a field's validate the way Payload does on saving: the field's own settings and the save's context. */
const validator = (field: { validate?: unknown }) => (value: unknown, context: Record<string, unknown>) =>
  (field.validate as Validate)(value, { ...field, req: { t: (key: string) => key, payload: { config: {} } }, event: 'submit', ...context })

describe('measuredBy: a figure only the system writes', () => {
  const position = measuredBy<NumberField>('the rank check', { name: 'current_position', type: 'number', min: 1, max: 100 })
  const checked = validator(position)

  it('is read-only in the admin and starts unmeasured in a duplicate', () => {
    expect(position.admin?.readOnly).toBe(true)
    expect(position.hooks?.beforeDuplicate?.map((hook: unknown) => (hook as () => unknown)())).toEqual([null])
    const score = measuredBy<NumberField>('the page audit', { name: 'optimization_score', type: 'number', defaultValue: 0 })
    expect(score.hooks?.beforeDuplicate?.map((hook: unknown) => (hook as () => unknown)())).toEqual([0])
  })

  it('refuses a value a person sends that differs from the stored one, naming who measures it', () => {
    const refusal = 'Current position: set by the rank check, not by hand.'
    expect(checked(1, { operation: 'create' })).toBe(refusal)
    expect(checked(1, { operation: 'update', previousValue: 4 })).toBe(refusal)
    expect(checked(null, { operation: 'update', previousValue: 4 })).toBe(refusal)
    expect(checked(4, { operation: 'update', previousValue: null })).toBe(refusal)
  })

  it("accepts what the admin's form sends back, an unmeasured new record, and every write of the server", () => {
    expect(checked(4, { operation: 'update', previousValue: 4 })).toBe(true)
    expect(checked('4', { operation: 'update', previousValue: 4 })).toBe(true)
    expect(checked(null, { operation: 'create' })).toBe(true)
    expect(checked(undefined, { operation: 'update', previousValue: undefined })).toBe(true)
    expect(checked(1, { operation: 'create', overrideAccess: true })).toBe(true)
    // The admin's form state checks each change as it is typed, without the stored value: only saving is refused.
    expect(checked(1, { operation: 'update', event: 'onChange' })).toBe(true)
  })

  it("keeps the field's own rules, for the server's writes too", () => {
    expect(checked(140, { operation: 'create', overrideAccess: true })).toBe('validation:greaterThanMax')
    const clicks = validator(measuredBy<NumberField>('the rank check', { name: 'clicks', type: 'number', min: 0, validate: validateWholeNumber }))
    expect(clicks(1.5, { operation: 'create', overrideAccess: true })).toBe('Must be a whole number.')
    expect(clicks(12, { operation: 'create', overrideAccess: true })).toBe(true)
  })

  it('compares dates by their moment, flags by their truth and related records by their ID', () => {
    const checkedAt = validator(measuredBy<DateField>('the rank check', { name: 'last_checked_at', type: 'date' }))
    expect(checkedAt('2026-11-20T10:00:00.000Z', { operation: 'update', previousValue: '2026-11-20T10:00:00Z' })).toBe(true)
    expect(checkedAt('2026-11-21T10:00:00.000Z', { operation: 'update', previousValue: '2026-11-20T10:00:00Z' })).toMatch(/not by hand/)
    const inTitle = validator(measuredBy<CheckboxField>('the page audit', { name: 'in_title', type: 'checkbox', defaultValue: false }))
    expect(inTitle(false, { operation: 'update', previousValue: null })).toBe(true)
    expect(inTitle(false, { operation: 'create' })).toBe(true)
    expect(inTitle(true, { operation: 'update', previousValue: false })).toBe('In title: set by the page audit, not by hand.')
    const keyword = validator(measuredBy<RelationshipField>('the crawl', { name: 'keyword', type: 'relationship', relationTo: 'keywords', validate: () => true as const }))
    expect(keyword(7, { operation: 'update', previousValue: { id: 7, keyword: 'gst' } })).toBe(true)
    expect(keyword(8, { operation: 'update', previousValue: 7 })).toMatch(/not by hand/)
  })
})

describe("the jobs endpoints' query check", () => {
  const rules = { queue: (v: string) => (v === 'seo' ? null : 'no such queue'), limit: (v: string) => (v === '5' ? null : 'bad limit') }
  const problem = (query: string) => jobsQueryProblem(new URLSearchParams(query), rules)

  it('names an unknown option, a repeated one and a value its rule refuses', () => {
    expect(problem('')).toBeNull()
    expect(problem('queue=seo&limit=5')).toBeNull()
    expect(problem('dryRun=true')).toBe('Unknown parameter: dryRun. Allowed: queue, limit.')
    expect(problem('limit[gt]=1')).toBe('Unknown parameter: limit[gt]. Allowed: queue, limit.')
    expect(problem('limit=5&limit=6')).toBe('Give limit once, as a single value.')
    expect(problem('queue=nosuch')).toBe('no such queue')
  })
})
