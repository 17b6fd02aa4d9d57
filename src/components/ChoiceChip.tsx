import type { InputHTMLAttributes, ReactNode } from 'react'

/**
 * One choice of a row of radio buttons, drawn as a chip; the chosen one filled (a theme's Highlight in forced colours).
 * The radio button itself is kept for screen readers and the keyboard (the arrow keys move through the row); what the
 * chip shows follows its own state, so it is right before the page's script has run.
 */
export function ChoiceChip({ children, ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & { children: ReactNode }) {
  return (
    <label className="cursor-pointer rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2">
      <input type="radio" {...input} className="sr-only" />
      {children}
    </label>
  )
}
