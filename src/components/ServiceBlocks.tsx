import Link from '@/components/SiteLink'
import type { Block } from '@/content/types'

import { CardGrid, StepList } from './Cards'
import { GstCalculator } from './GstCalculator.client'
import { CheckIcon } from './icons'
import { Section } from './PageHero'

/** Tables with more columns than this become one card a row on phones. */
const STACK_ABOVE_COLUMNS = 3

/** A content table; one too wide for a phone shows one card a row there (the table shows from the sm breakpoint). */
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
          id={'id' in block ? block.id : undefined}
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
                <li key={item} className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4 text-slate-700 shadow-sm max-xs:gap-2 max-xs:p-3">
                  <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
                  {item}
                </li>
              ))}
            </ul>
          ) : null}
          {block.kind === 'gstCalculator' ? (
            <>
              <GstCalculator />
              <div className="mt-6 max-w-3xl space-y-2 text-sm text-slate-600">
                {block.notes.map((note) => (
                  <p key={note}>{note}</p>
                ))}
              </div>
            </>
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
