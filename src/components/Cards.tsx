import Link from '@/components/SiteLink'
import type { Card } from '@/content/types'

import { CheckIcon } from './icons'

// Server-only markup shared by the home page, /services, /careers and the service pages. Kept apart from
// ServiceBlocks: a page that imports a module also loads every client component that module imports (the GST
// calculator there), whether it renders it or not, and the home page paid 1.8 kB of script for it.

const COLS = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const

export function CardGrid({ items, columns = 3, headingLevel = 3 }: { items: Card[]; columns?: 2 | 3 | 4; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className={`grid gap-6 ${COLS[columns]}`}>
      {items.map((c) => (
        <li key={c.title} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm max-xs:p-4">
          <H className="text-lg font-semibold text-ink">{c.title}</H>
          <p className="mt-2 text-sm leading-6 text-slate-600">{c.text}</p>
          {c.points?.length ? (
            <ul className="mt-4 space-y-2 text-sm text-slate-700">
              {c.points.map((p) => (
                <li key={p} className="flex gap-2">
                  <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
                  {p}
                </li>
              ))}
            </ul>
          ) : null}
          {c.price || c.timeline ? (
            <p className="mt-auto flex flex-wrap items-baseline gap-x-3 pt-5 text-sm">
              {c.price ? <span className="font-semibold text-brand-700">{c.price}</span> : null}
              {c.timeline ? <span className="text-slate-500">{c.timeline}</span> : null}
            </p>
          ) : null}
          {c.href ? (
            <Link href={c.href} className="mt-auto pt-5 text-sm font-semibold text-brand-700 hover:underline">
              Learn more<span className="sr-only"> about {c.title}</span> →
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** Numbered steps in a row of cards (a service's process, the careers application process). */
export function StepList({ steps }: { steps: { title: string; text: string }[] }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((s, n) => (
        <li key={s.title} className="rounded-xl bg-white p-6 shadow-sm border border-slate-200">
          <span className="grid h-9 w-9 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white" aria-hidden>
            {n + 1}
          </span>
          <h3 className="mt-4 font-semibold text-ink">{s.title}</h3>
          <p className="mt-2 text-sm leading-6 text-slate-600">{s.text}</p>
        </li>
      ))}
    </ol>
  )
}
