import { describe, expect, it } from 'vitest'

import { calculateGst, formatRupees, keptGstFields, parseAmount, parseRate } from '../../src/lib/gst'

describe('the GST calculator', () => {
  it('adds GST to a value before tax, half CGST and half SGST within a state', () => {
    expect(calculateGst({ amount: 10_000, rate: 18, includesGst: false, interState: false })).toEqual({
      taxable: 10_000,
      cgst: 900,
      sgst: 900,
      igst: 0,
      gst: 1_800,
      total: 11_800,
    })
  })

  it('charges IGST alone on a supply to another state', () => {
    expect(calculateGst({ amount: 10_000, rate: 18, includesGst: false, interState: true })).toEqual({
      taxable: 10_000,
      cgst: 0,
      sgst: 0,
      igst: 1_800,
      gst: 1_800,
      total: 11_800,
    })
  })

  it('takes GST out of a price that includes it', () => {
    expect(calculateGst({ amount: 11_800, rate: 18, includesGst: true, interState: false })).toMatchObject({ taxable: 10_000, gst: 1_800, total: 11_800 })
    expect(calculateGst({ amount: 1_050, rate: 5, includesGst: true, interState: true })).toMatchObject({ taxable: 1_000, igst: 50, total: 1_050 })
  })

  it('rounds to the paisa, and the parts always add up to the GST and the total shown', () => {
    // 18% of ₹99.99 is ₹17.9982: ₹18.00, split ₹9.00 + ₹9.00; 5% of ₹0.30 is 1.5 paise: 2 paise, the odd one to CGST.
    expect(calculateGst({ amount: 99.99, rate: 18, includesGst: false, interState: false })).toEqual({
      taxable: 99.99,
      cgst: 9,
      sgst: 9,
      igst: 0,
      gst: 18,
      total: 117.99,
    })
    expect(calculateGst({ amount: 0.3, rate: 5, includesGst: false, interState: false })).toMatchObject({ cgst: 0.01, sgst: 0.01, gst: 0.02 })
    expect(calculateGst({ amount: 0.5, rate: 5, includesGst: false, interState: false })).toMatchObject({ cgst: 0.02, sgst: 0.01, gst: 0.03 })
    for (const amount of [1, 7.77, 333.33, 12_345.67, 9_999_999.99]) {
      for (const rate of [0, 0.25, 3, 5, 12, 18, 28, 40]) {
        for (const includesGst of [false, true]) {
          const r = calculateGst({ amount, rate, includesGst, interState: false })
          expect(Math.round((r.cgst + r.sgst) * 100)).toBe(Math.round(r.gst * 100))
          expect(Math.round((r.taxable + r.gst) * 100)).toBe(Math.round(r.total * 100))
          if (includesGst) expect(r.total).toBe(amount)
          else expect(r.taxable).toBe(amount)
        }
      }
    }
  })

  it('charges nothing at the nil rate', () => {
    expect(calculateGst({ amount: 500, rate: 0, includesGst: true, interState: false })).toMatchObject({ taxable: 500, gst: 0, total: 500 })
  })
})

describe('an amount as typed', () => {
  it('reads plain numbers, Indian and Western grouping, a rupee sign and paise', () => {
    expect(parseAmount('10000')).toEqual({ value: 10_000 })
    expect(parseAmount('1,00,000.50')).toEqual({ value: 100_000.5 })
    expect(parseAmount('₹ 25,000')).toEqual({ value: 25_000 })
    expect(parseAmount('Rs. 1,200')).toEqual({ value: 1_200 })
    expect(parseAmount(' 2,500,000 ')).toEqual({ value: 2_500_000 })
  })

  it('says what is wrong with anything else', () => {
    expect(parseAmount('')).toEqual({ error: 'Enter an amount, for example 10,000.' })
    expect(parseAmount('ten thousand').error).toBe('Enter the amount in rupees as a number, with at most two decimals (paise).')
    expect(parseAmount('12.345').error).toMatch(/two decimals/)
    expect(parseAmount('-500').error).toMatch(/as a number/)
    expect(parseAmount('1e6').error).toMatch(/as a number/)
    expect(parseAmount('0').error).toBe('Enter an amount above zero.')
    expect(parseAmount('10000000001').error).toBe('Enter an amount of ₹1,000 crore or less.')
  })
})

describe('a rate as typed', () => {
  it('reads a percentage from 0 to 100, with or without the sign', () => {
    expect(parseRate('3')).toEqual({ value: 3 })
    expect(parseRate('0.25 %')).toEqual({ value: 0.25 })
    expect(parseRate('0')).toEqual({ value: 0 })
    expect(parseRate('').error).toBe('Enter the rate in percent, for example 3.')
    expect(parseRate('101').error).toBe('Enter a rate of 100% or less.')
    expect(parseRate('abc').error).toMatch(/number of percent/)
  })
})

describe('rupees shown', () => {
  it('in Indian grouping, to the paisa', () => {
    expect(formatRupees(118_000)).toBe('₹1,18,000.00')
    expect(formatRupees(0.5)).toBe('₹0.50')
    expect(formatRupees(999)).toBe('₹999.00')
    expect(formatRupees(1_000)).toBe('₹1,000.00')
    expect(formatRupees(12_345_678.9)).toBe('₹1,23,45,678.90')
    expect(formatRupees(10_000_000_000)).toBe('₹10,00,00,00,000.00')
    expect(formatRupees(-2_500.05)).toBe('-₹2,500.05')
    // The same as the browser's own Indian formatting, for amounts of every length.
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 })
    for (let digits = 1; digits <= 11; digits++) {
      const value = Number('7'.repeat(digits)) + 0.07
      expect(formatRupees(value)).toBe(intl.format(value))
    }
  })
})

describe("the calculator's fields kept with the page", () => {
  const left = { amountText: '1,18,000', rateChoice: 'other', otherRateText: '12', includesGst: true, interState: false }

  it("puts back what has the calculator's shape", () => {
    expect(keptGstFields(left)).toEqual(left)
    expect(keptGstFields({ ...left, rateChoice: '5', extra: 'x' })).toEqual({ ...left, rateChoice: '5' })
  })

  it('puts back nothing from a value of another shape: a rate not offered, a field missing or of another kind, a long text', () => {
    expect(keptGstFields({ ...left, rateChoice: '12' })).toBeNull()
    expect(keptGstFields({ ...left, includesGst: 'yes' })).toBeNull()
    expect(keptGstFields({ amountText: '5' })).toBeNull()
    expect(keptGstFields({ ...left, amountText: '9'.repeat(41) })).toBeNull()
    expect(keptGstFields(null)).toBeNull()
    expect(keptGstFields('1,18,000')).toBeNull()
  })
})
