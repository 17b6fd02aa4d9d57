import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { strictObject } from '../../src/lib/validation/strictObject'

const schema = strictObject({ url: z.string({ error: 'url is required' }), keyword: z.string().optional() }, 'Send a JSON object with url')
const messages = (value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message)

describe('strictObject', () => {
  it('accepts the fields it knows', () => {
    expect(schema.parse({ url: '/', keyword: 'gst' })).toEqual({ url: '/', keyword: 'gst' })
  })

  it.each([[null], [[]], ['text'], [5]])('answers %j with the not-an-object message', (value) => {
    expect(messages(value)).toEqual(['Send a JSON object with url'])
  })

  it('names an unknown field and the fields allowed, instead of saying the object is not one', () => {
    expect(messages({ url: '/', title: 'x' })).toEqual(['Unknown field: title. Allowed: url, keyword'])
    expect(messages({ url: '/', title: 'x', limit: 3 })).toEqual(['Unknown fields: title, limit. Allowed: url, keyword'])
  })

  it('keeps the fields’ own messages beside it', () => {
    expect(messages({ title: 'x' })).toEqual(['url is required', 'Unknown field: title. Allowed: url, keyword'])
  })

  it('names the JSON field an unknown key is in when given a label', () => {
    const field = strictObject({ a: z.string() }, 'value must be a JSON object', 'value')
    expect(field.safeParse({ a: 'x', b: 1 }).error?.issues.map((i) => i.message)).toEqual(['value has an unknown field: b. Allowed: a'])
  })
})
