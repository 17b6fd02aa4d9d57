import { describe, expect, it } from 'vitest'

import { lengthVerdict } from '@/lib/textLength'

describe('the length counter under a title or description in the admin', () => {
  const title = { min: 50, max: 60 }

  it('says nothing of an empty field', () => {
    for (const value of [undefined, null, '', '   ', 12]) expect(lengthVerdict(value, title)).toBeNull()
  })

  it('counts what people see as characters, without the spaces around', () => {
    expect(lengthVerdict('  GST help  ', title)?.text).toBe('8 characters: search results have room for 50-60.')
    expect(lengthVerdict('ā', title)?.text).toBe('1 character: search results have room for 50-60.')
    expect(lengthVerdict('😀'.repeat(55), title)).toEqual({ text: '55 characters: a good length.', tone: 'good' })
  })

  it('calls a length within the aim good and warns past its end', () => {
    expect(lengthVerdict('x'.repeat(50), title)).toEqual({ text: '50 characters: a good length.', tone: 'good' })
    expect(lengthVerdict('x'.repeat(60), title)).toEqual({ text: '60 characters: a good length.', tone: 'good' })
    expect(lengthVerdict('x'.repeat(61), title)).toEqual({ text: '61 characters: search results may cut it after about 60.', tone: 'warn' })
    expect(lengthVerdict('x'.repeat(49), title)?.tone).toBe('plain')
  })

  it('only counts when there is no lower aim', () => {
    expect(lengthVerdict('GST registration', { max: 60 })).toEqual({ text: '16 characters.', tone: 'plain' })
    expect(lengthVerdict('x'.repeat(70), { max: 60 })?.tone).toBe('warn')
  })
})
