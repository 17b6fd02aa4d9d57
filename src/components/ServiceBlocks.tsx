import Link from 'next/link'

import type { Block, Card } from '@/content/types'

import { CheckIcon } from './icons'
import { Section } from './PageHero'

const COLS = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const

export function CardGrid({ items, columns = 3, headingLevel = 3 }: { items: Card[]; columns?: 2 | 3 | 4; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className={`grid gap-6 ${COLS[columns]}`}>
      {items.map((c) => (
        <li key={c.title} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
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

/** Tables with more columns than this become one card a row on phones. */
const STACK_ABOVE_COLUMNS = 3

/** A content table; one too wide for a phone shows one card a row there (the table shows from the sm breakpoint). */
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

function TableBlock({ block }: { block: Extract<Block, { kind: 'table' }> }) {
  const stacked = block.columns.length > STACK_ABOVE_COLUMNS
  return (
    <>
      {stacked ? (
        <ul className="space-y-4 sm:hidden" aria-label={block.caption}>
          {block.rows.map((row) => (
            <li key={row.join('|')} className="rounded-xl border border-slate-200 bg-white p-5">
              <h3 className="font-semibold text-ink">{row[0]}</h3>
              <dl className="mt-3 space-y-3 text-sm">
                {row.slice(1).map((cell, j) => (
                  <div key={block.columns[j + 1]}>
                    <dt className="font-medium text-slate-500">{block.columns[j + 1]}</dt>
                    <dd className="mt-0.5 text-slate-700">{cell}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
      <div
        className={`overflow-x-auto rounded-xl border border-slate-200 bg-white ${stacked ? 'hidden sm:block' : ''}`}
        tabIndex={0}
        role="region"
        aria-label={block.caption}
      >
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">{block.caption}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {block.columns.map((c) => (
                <th key={c} scope="col" className="px-4 py-3 font-semibold">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {block.rows.map((row) => (
              <tr key={row.join('|')}>
                {row.map((cell, j) =>
                  j === 0 ? (
                    <th key={j} scope="row" className="px-4 py-3 font-medium text-ink">
                      {cell}
                    </th>
                  ) : (
                    <td key={j} className="px-4 py-3 text-slate-600">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

/** Renders a service page's typed content blocks. */
export function ServiceBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        <Section
          key={`${block.kind}-${block.heading}`}
          title={block.heading}
          intro={'intro' in block ? block.intro : undefined}
          tone={i % 2 === 1 ? 'white' : 'plain'}
        >
          {block.kind === 'cards' ? <CardGrid items={block.items} columns={block.columns} /> : null}
          {block.kind === 'table' ? <TableBlock block={block} /> : null}
          {block.kind === 'steps' ? <StepList steps={block.items} /> : null}
          {block.kind === 'list' ? (
            <ul className="grid gap-3 sm:grid-cols-2">
              {block.items.map((item) => (
                <li key={item} className="flex gap-3 rounded-lg bg-white p-4 text-slate-700 shadow-sm border border-slate-200">
                  <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
                  {item}
                </li>
              ))}
            </ul>
          ) : null}
          {block.kind === 'links' ? (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {block.items.map((l) => (
                <li key={l.href}>
                  <Link href={l.href} className="block h-full rounded-xl border border-slate-200 bg-white p-5 hover:border-brand-600 hover:shadow-sm">
                    <span className="font-semibold text-brand-700">{l.title} →</span>
                    <span className="mt-2 block text-sm text-slate-600">{l.text}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </Section>
      ))}
    </>
  )
}
