import { describe, expect, it } from 'vitest'

import { formatJson, parseJson } from '../../plugins/shared/admin/json'

describe('the admin JSON text field', () => {
  it('shows a value indented, and nothing for an empty one', () => {
    expect(formatJson({ title: 'GST', headings: ['Rates'] })).toBe('{\n  "title": "GST",\n  "headings": [\n    "Rates"\n  ]\n}')
    expect(formatJson(null)).toBe('')
    expect(formatJson(undefined)).toBe('')
    expect(formatJson(0)).toBe('0')
  })

  it('reads typed JSON back, an empty text as no value', () => {
    expect(parseJson(' { "a": [1, 2] } ')).toEqual({ value: { a: [1, 2] } })
    expect(parseJson('  \n')).toEqual({ value: null })
    expect(parseJson('"text"')).toEqual({ value: 'text' })
  })

  it('names what is wrong with text that is not JSON', () => {
    for (const text of ['{ "title": "x", ', "{ title: 'x' }", '[1, 2', 'undefined']) {
      const parsed = parseJson(text)
      expect('error' in parsed && parsed.error, text).toMatch(/^Not valid JSON: ./)
    }
  })
})
