import { describe, expect, it } from 'vitest'

import { cutForResult, resultAddress } from '@/lib/searchResult'

describe('cutForResult', () => {
  it('keeps a text that fits, with its spaces tidied', () => {
    expect(cutForResult('  GST registration   in Gurgaon ', 60)).toBe('GST registration in Gurgaon')
    expect(cutForResult('x'.repeat(60), 60)).toBe('x'.repeat(60))
  })

  it('cuts a longer one after its last whole word, without a dangling comma, and marks the cut', () => {
    const title = 'GST registration in Gurgaon: documents, fees, timeline and our help'
    const cut = cutForResult(title, 60)
    expect(cut).toBe('GST registration in Gurgaon: documents, fees, timeline and …')
    expect(title.startsWith(cut.slice(0, -2))).toBe(true)
    expect(cutForResult('Dates, amounts, forms, penalties', 22)).toBe('Dates, amounts, forms …')
  })

  it('cuts one long word where it must, and counts an emoji or ā as one character', () => {
    expect(cutForResult('x'.repeat(80), 10)).toBe(`${'x'.repeat(9)} …`)
    expect(cutForResult('ā'.repeat(10), 10)).toBe('ā'.repeat(10))
    expect(cutForResult('😀'.repeat(11), 10)).toBe(`${'😀'.repeat(9)} …`)
  })
})

describe('resultAddress', () => {
  it('writes the host and the path’s parts as a result does', () => {
    expect(resultAddress('https://cagurgaon.example/services/gst-services')).toBe('cagurgaon.example › services › gst-services')
    expect(resultAddress('http://localhost:3000/')).toBe('localhost:3000')
    expect(resultAddress('https://cagurgaon.example/blog/%E0%A4%9C%E0%A5%80')).toBe('cagurgaon.example › blog › जी')
  })

  it('gives back what is no address, or does not decode, as it is', () => {
    expect(resultAddress('not a url')).toBe('not a url')
    expect(resultAddress('https://cagurgaon.example/%E0%A4')).toBe('https://cagurgaon.example/%E0%A4')
  })
})
