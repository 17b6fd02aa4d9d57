import { describe, expect, it } from 'vitest'

import { atLeastOneRow } from '@/lib/validation/rows'

const check = atLeastOneRow('Add at least one responsibility.')
const options = (maxRows?: number) => ({ maxRows, req: { t: (key: string, vars?: object) => `${key} ${JSON.stringify(vars)}` } }) as never

describe('a list that needs at least one row', () => {
  it('asks for one, in words, when there is none: no rows, or the admin form’s count 0', () => {
    for (const value of [[], 0, null, undefined]) expect(check(value as never, options()), String(value)).toBe('Add at least one responsibility.')
  })

  it('accepts one row or more, and keeps Payload’s limit on how many', () => {
    expect(check([{ text: 'Audit files' }], options(12))).toBe(true)
    expect(check([{ text: 'a' }, { text: 'b' }, { text: 'c' }], options(2))).toMatch(/requiresNoMoreThan/)
  })
})
