'use client'

import { useId, useLayoutEffect, useRef, useState } from 'react'

import { ChoiceChip } from '@/components/ChoiceChip'
import { entryValue, keepEdits } from '@/lib/entryState'
import { calculateGst, formatRupees, GST_RATES, type GstFields, keptGstFields, OTHER_RATE as OTHER, parseAmount, parseRate } from '@/lib/gst'

/** The starting example. */
const EXAMPLE: GstFields = { amountText: '10,000', rateChoice: '18', otherRateText: '', includesGst: false, interState: false }

/** A box for a number as typed, with its label above and, while what is typed is not one, why below. */
function NumberField({ id, label, value, onChange, error, wide = false }: { id: string; label: string; value: string; onChange: (value: string) => void; error?: string; wide?: boolean }) {
  return (
    <div>
      <label htmlFor={id} className={`block text-sm ${wide ? 'font-semibold text-ink' : 'text-slate-700'}`}>
        {label}
      </label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-2 block rounded-md border border-slate-300 px-3 text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid]:border-red-600 ${wide ? 'w-full py-2.5 text-lg' : 'w-32 py-2'}`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A yes-or-no setting as two radio buttons: the first label for false, the second for true. */
function Choices({
  legend,
  name,
  labels,
  value,
  onChange,
}: {
  legend: string
  name: string
  labels: [string, string]
  value: boolean
  onChange: (value: boolean) => void
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="mt-2 space-y-2">
        {labels.map((label, i) => (
          <label key={label} className="flex cursor-pointer items-start gap-3 text-sm text-slate-700">
            <input
              type="radio"
              name={name}
              checked={value === (i === 1)}
              onChange={() => onChange(i === 1)}
              className="mt-0.5 h-4 w-4 accent-brand-700"
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/**
 * The GST calculator of the GST services page: an amount, a rate (the four in force, or another typed in), whether
 * the amount includes GST, and whether the supply stays within a state; the value before GST, CGST and SGST or IGST,
 * the GST and the total follow at once (src/lib/gst.ts works them out). It needs script: without it the page hides
 * it (`data-needs-script`) and the formulas below it remain.
 */
export function GstCalculator() {
  const uid = useId()
  const [amountText, setAmountText] = useState(EXAMPLE.amountText)
  const [rateChoice, setRateChoice] = useState(EXAMPLE.rateChoice)
  const [otherRateText, setOtherRateText] = useState(EXAMPLE.otherRateText)
  const [includesGst, setIncludesGst] = useState(EXAMPLE.includesGst)
  const [interState, setInterState] = useState(EXAMPLE.interState)
  const form = useRef<HTMLFormElement>(null)

  /** The fields as they are on the screen (the visitor's word, before the state has followed it). */
  const onScreen = (element: HTMLFormElement): GstFields => {
    // The second of each pair of choices is the "yes".
    const secondChosen = (name: string) => element.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)[1]?.checked ?? false
    return {
      amountText: element.querySelector<HTMLInputElement>(`input[id="${uid}-amount"]`)?.value ?? EXAMPLE.amountText,
      rateChoice: element.querySelector<HTMLInputElement>(`input[name="${uid}-rate"]:checked`)?.value ?? EXAMPLE.rateChoice,
      otherRateText: element.querySelector<HTMLInputElement>(`input[id="${uid}-other"]`)?.value ?? '',
      includesGst: secondChosen(`${uid}-includes`),
      interState: secondChosen(`${uid}-supply`),
    }
  }

  // The figures a visitor left come back with the page (Back, Forward, a reload), as an enquiry typed and not sent does
  // (EnquiryForm): kept in the history entry's own state, put back before the calculator is drawn. Otherwise, what a
  // visitor typed or chose before the page's script ran (a slow phone can take seconds to load it) is in the fields but
  // was not in the state, so the result showed the starting example's figures: the state takes it over.
  useLayoutEffect(() => {
    const element = form.current
    if (!element) return
    const start = keptGstFields(entryValue(window.history.state, 'gst')) ?? onScreen(element)
    setAmountText(start.amountText)
    setRateChoice(start.rateChoice)
    if (start.rateChoice === OTHER) setOtherRateText(start.otherRateText)
    setIncludesGst(start.includesGst)
    setInterState(start.interState)

    // Kept when a field is left or a choice made, and after a pause in typing (keepEdits); the example is not kept.
    return keepEdits(element, 'gst', () => {
      const now = onScreen(element)
      return (Object.keys(EXAMPLE) as (keyof GstFields)[]).some((key) => now[key] !== EXAMPLE[key]) ? now : undefined
    })
    // Once, when the calculator is first drawn (`uid` does not change).
  }, [uid])

  const amount = parseAmount(amountText)
  const rate = rateChoice === OTHER ? parseRate(otherRateText) : { value: Number(rateChoice) }
  const result = amount.value !== undefined && rate.value !== undefined ? calculateGst({ amount: amount.value, rate: rate.value, includesGst, interState }) : null
  const half = `${(rate.value ?? 0) / 2}%`
  const rows: [string, number][] = !result
    ? []
    : [
        ['Value before GST', result.taxable],
        ...(interState
          ? [[`IGST (${rate.value}%)`, result.igst] as [string, number]]
          : [[`CGST (${half})`, result.cgst] as [string, number], [`SGST (${half})`, result.sgst] as [string, number]]),
        ['Total GST', result.gst],
      ]

  return (
    <div className="grid gap-6 lg:grid-cols-5 print:hidden" data-needs-script="">
      <form ref={form} className="space-y-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm lg:col-span-3" onSubmit={(e) => e.preventDefault()} aria-label="GST calculator">
        <NumberField id={`${uid}-amount`} label="Amount (₹)" value={amountText} onChange={setAmountText} error={amount.error} wide />
        {/* On a phone the result is below the form: the totals are repeated under the amount, in view while it is
            typed and the choices below it are made (screen readers hear them from the result's status). */}
        {result ? (
          <p className="-mt-3 text-sm text-slate-600 tabular-nums lg:hidden print:hidden" aria-hidden="true" data-quick-total="">
            GST {formatRupees(result.gst)} · Total <strong className="font-semibold text-ink">{formatRupees(result.total)}</strong>
          </p>
        ) : null}

        <fieldset>
          <legend className="text-sm font-semibold text-ink">GST rate</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {GST_RATES.map((r) => (
              <ChoiceChip key={r} name={`${uid}-rate`} value={String(r)} checked={rateChoice === String(r)} onChange={() => setRateChoice(String(r))}>
                {r}%
              </ChoiceChip>
            ))}
            <ChoiceChip name={`${uid}-rate`} value={OTHER} checked={rateChoice === OTHER} onChange={() => setRateChoice(OTHER)}>
              Other
            </ChoiceChip>
          </div>
          {rateChoice === OTHER ? (
            <div className="mt-3">
              <NumberField
                id={`${uid}-other`}
                label="Rate in percent (such as 3 for gold, or 12 or 28 for an invoice before 22 September 2025)"
                value={otherRateText}
                onChange={setOtherRateText}
                error={rate.error}
              />
            </div>
          ) : null}
        </fieldset>

        <div className="grid gap-6 sm:grid-cols-2">
          <Choices
            legend="The amount"
            name={`${uid}-includes`}
            labels={['is before GST (add GST)', 'includes GST (take it out)']}
            value={includesGst}
            onChange={setIncludesGst}
          />
          <Choices
            legend="Supply"
            name={`${uid}-supply`}
            labels={['within a state (CGST + SGST)', 'to another state (IGST)']}
            value={interState}
            onChange={setInterState}
          />
        </div>
      </form>

      <div className="on-dark rounded-xl bg-brand-900 p-6 text-white lg:col-span-2">
        <h3 className="text-lg font-semibold">Result</h3>
        {result ? (
          <>
            <dl className="mt-4 divide-y divide-white/15 text-sm">
              {rows.map(([label, value]) => (
                <div key={label} className="flex flex-wrap justify-between gap-x-4 py-2.5 wrap-break-word">
                  <dt className="text-brand-100">{label}</dt>
                  <dd className="ms-auto font-semibold tabular-nums">{formatRupees(value)}</dd>
                </div>
              ))}
            </dl>
            <p role="status" className="mt-4 border-t border-white/30 pt-4">
              <span className="block text-sm text-brand-100">Total amount</span>
              <span className="mt-1 block text-3xl font-bold tabular-nums">{formatRupees(result.total)}</span>
            </p>
          </>
        ) : (
          <p role="status" className="mt-4 text-sm text-brand-100">
            Enter an amount{rateChoice === OTHER ? ' and a rate' : ''} to see the GST.
          </p>
        )}
      </div>
    </div>
  )
}
