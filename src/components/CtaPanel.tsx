import type { ReactNode } from 'react'

/** The white button of a dark panel or hero: a page's main call to action. */
export const CTA_BUTTON_CLASS = 'rounded-md border border-transparent bg-white px-5 py-3 text-sm font-semibold text-brand-900 hover:bg-brand-50'
/** The outlined button beside it, for the other ways on. */
export const OUTLINE_BUTTON_CLASS = 'rounded-md border border-white/50 px-5 py-3 text-sm font-semibold text-white hover:bg-white/10'

/**
 * The dark call-to-action panel at the foot of the services, service and blog pages: a heading and a line, with its
 * buttons beside them from 768 px (below them narrower). Beside them the buttons keep their width and the words wrap:
 * a button squeezed there (a tablet's row, a long heading) broke "Contact Us" after its first word.
 */
export function CtaPanel({ title, text, children }: { title: string; text: ReactNode; children: ReactNode }) {
  return (
    <div className="on-dark flex flex-col items-start justify-between gap-6 rounded-2xl bg-brand-900 p-8 text-white md:flex-row md:items-center">
      <div>
        <h2 className="text-2xl font-bold">{title}</h2>
        <p className="mt-2 text-brand-100">{text}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-3">{children}</div>
    </div>
  )
}

/** A CtaPanel ending a page on its own (the services page, a service page without the contact form): in the page's
 *  width, with a section's room around it. */
export function ClosingCtaPanel(props: Parameters<typeof CtaPanel>[0]) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <CtaPanel {...props} />
    </section>
  )
}
