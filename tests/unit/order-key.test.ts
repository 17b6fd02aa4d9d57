import { generateNKeysBetween } from 'payload/shared'
import { describe, expect, it } from 'vitest'

import { isOrderKey } from '@/lib/orderKey'

describe('order keys of the orderable lists', () => {
  it('takes the keys Payload writes, first to last and between two', () => {
    for (const key of [...generateNKeysBetween(null, null, 40), ...generateNKeysBetween('a0', 'a1', 3), '9z', 'a0i']) expect(isOrderKey(key), key).toBe(true)
  })

  it.each([
    ['text that is no key', 'Zz!'],
    ['an upper-case key (sorts differently under a case-insensitive collation)', 'a0V'],
    ['a key ending in zero', 'a10'],
    ['a key too short for its integer part', 'b1'],
    ['one character', 'a'],
    ['empty', ''],
    ['null', null],
    ['a number', 5],
  ])('refuses %s', (_name, value) => {
    expect(isOrderKey(value)).toBe(false)
  })
})
