/**
 * The GST calculator on /services/gst-services: the tax on an amount at a rate, added to a price without GST or taken
 * out of one that includes it, split into CGST and SGST within a state or charged as IGST between states. Money is
 * worked in paise (whole numbers), so the parts always add up to the total shown.
 */

/** The rates in force since 22 September 2025: nil, merit, standard and the special rate for luxury and demerit goods. */
export const GST_RATES = [0, 5, 18, 40] as const

/** The largest amount the calculator takes: ₹1,000 crore, well past any one invoice. */
export const MAX_AMOUNT = 10_000_000_000

export type GstInput = {
  /** In rupees. */
  amount: number
  /** In percent, 0 to 100. */
  rate: number
  /** The amount already includes GST (take it out) rather than being the value before GST (add it). */
  includesGst: boolean
  /** Supplied to another state: IGST instead of CGST and SGST. */
  interState: boolean
}

/** Rupee amounts, to the paisa. `cgst` and `sgst` are 0 between states, `igst` 0 within one. */
export type GstResult = { taxable: number; cgst: number; sgst: number; igst: number; gst: number; total: number }

export type Parsed = { value: number; error?: undefined } | { value?: undefined; error: string }

const toPaise = (rupees: number) => Math.round(rupees * 100)

export function calculateGst({ amount, rate, includesGst, interState }: GstInput): GstResult {
  const entered = toPaise(amount)
  // Taken out of a price that includes it: the value before GST is price × 100 / (100 + rate).
  const taxablePaise = includesGst ? Math.round((entered * 100) / (100 + rate)) : entered
  const gstPaise = includesGst ? entered - taxablePaise : Math.round((entered * rate) / 100)
  // Half each, the odd paisa to CGST, so that CGST + SGST is the GST shown.
  const cgstPaise = interState ? 0 : Math.ceil(gstPaise / 2)
  const sgstPaise = interState ? 0 : gstPaise - cgstPaise
  return {
    taxable: taxablePaise / 100,
    cgst: cgstPaise / 100,
    sgst: sgstPaise / 100,
    igst: interState ? gstPaise / 100 : 0,
    gst: gstPaise / 100,
    total: (taxablePaise + gstPaise) / 100,
  }
}

/**
 * An amount as a visitor types it: "10000", "1,00,000.50", "₹ 25,000". Commas and spaces are separators wherever they
 * stand (Indian grouping puts them every two digits); at most two decimals.
 */
export function parseAmount(text: string): Parsed {
  const plain = text.replace(/[₹,\s]/g, '').replace(/^rs\.?/i, '')
  if (plain === '') return { error: 'Enter an amount, for example 10,000.' }
  if (!/^\d+(\.\d{0,2})?$/.test(plain)) return { error: 'Enter the amount in rupees as a number, with at most two decimals (paise).' }
  const value = Number(plain)
  if (value <= 0) return { error: 'Enter an amount above zero.' }
  if (value > MAX_AMOUNT) return { error: 'Enter an amount of ₹1,000 crore or less.' }
  return { value }
}

/** A rate typed in the Other box: a percentage from 0 to 100, at most two decimals ("0.25", "3", "12"). */
export function parseRate(text: string): Parsed {
  const plain = text.replace(/[%\s]/g, '')
  if (plain === '') return { error: 'Enter the rate in percent, for example 3.' }
  if (!/^\d+(\.\d{0,2})?$/.test(plain)) return { error: 'Enter the rate as a number of percent, with at most two decimals.' }
  const value = Number(plain)
  if (value > 100) return { error: 'Enter a rate of 100% or less.' }
  return { value }
}

/**
 * "₹1,18,000.00": Indian grouping (the last three digits, then twos), always to the paisa. Written out rather than
 * with `Intl.NumberFormat('en-IN', { currency: 'INR' })`, whose first use loads the locale's data: about 160 ms of
 * main thread on a phone-speed CPU, which took the GST services page's Lighthouse score from 97 to 91.
 */
export function formatRupees(value: number): string {
  const paise = Math.round(Math.abs(value) * 100)
  const rupees = String(Math.floor(paise / 100))
  const head = rupees.slice(0, -3)
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${rupees.slice(-3)}` : rupees
  return `${value < 0 && paise > 0 ? '-' : ''}₹${grouped}.${String(paise % 100).padStart(2, '0')}`
}

/** The calculator's fields as the visitor left them: the amount and another rate as typed, and the three choices. */
export type GstFields = { amountText: string; rateChoice: string; otherRateText: string; includesGst: boolean; interState: boolean }

/** The "Other" rate choice (the rate then is the one typed). */
export const OTHER_RATE = 'other'

/** The longest amount or rate text put back (a pasted paragraph is not). */
const FIELD_TEXT_MAX = 40

/** Fields kept with the page's history entry (entryState.ts), when they have the calculator's shape; otherwise none. */
export function keptGstFields(kept: unknown): GstFields | null {
  if (!kept || typeof kept !== 'object') return null
  const { amountText, rateChoice, otherRateText, includesGst, interState } = kept as Record<string, unknown>
  const rates: string[] = [...GST_RATES.map(String), OTHER_RATE]
  if (typeof amountText !== 'string' || amountText.length > FIELD_TEXT_MAX) return null
  if (typeof rateChoice !== 'string' || !rates.includes(rateChoice)) return null
  if (typeof otherRateText !== 'string' || otherRateText.length > FIELD_TEXT_MAX) return null
  if (typeof includesGst !== 'boolean' || typeof interState !== 'boolean') return null
  return { amountText, rateChoice, otherRateText, includesGst, interState }
}
