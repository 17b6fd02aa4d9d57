import { RememberOpen } from '@/components/RememberOpen.client'
import type { FaqItem } from '@/lib/data/faqs'

/**
 * Questions as native disclosure widgets: keyboard and screen-reader friendly with no script. The answers a visitor had
 * open are open again when they come back to the page.
 */
export function FaqList({ faqs }: { faqs: FaqItem[] }) {
  if (!faqs.length) return <p className="text-slate-600">Questions will appear here soon. Call or write to us in the meantime.</p>
  return (
    <RememberOpen list="faq" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {faqs.map((f) => (
        <details key={f.id} data-remember={String(f.id)} className="group px-5 py-1 [&_summary::-webkit-details-marker]:hidden">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-left font-semibold text-ink">
            <span>{f.question}</span>
            <span aria-hidden className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 motion-safe:transition group-open:rotate-45 print:hidden">
              +
            </span>
          </summary>
          <p className="pb-5 leading-7 text-slate-600">{f.answer}</p>
        </details>
      ))}
    </RememberOpen>
  )
}
