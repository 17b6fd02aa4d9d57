'use client'

import { useId, useRef, useState, type KeyboardEvent } from 'react'

import { WriteTo } from '@/components/careers/WriteTo'
import { closeDisclosure } from '@/lib/focus'
import { applyMailto, filterJobs, JOB_TABS, NO_OPENINGS_MESSAGE, type JobTab } from '@/lib/careers'
import type { Job } from '@/lib/data/jobs'

/**
 * Filter tabs and the openings list; one card is expanded at a time. Each card's details are a native disclosure (named,
 * so the browser itself keeps one open at a time): View Details works at a tap before the page's script has loaded, and
 * without it. Which card is open is the elements' own state, which the script only closes (choosing a tab closes the
 * open card; where a browser ignores the shared name, opening one closes the others): so a card opened before the
 * script ran is kept.
 */
export function Openings({ jobs, email }: { jobs: Job[]; email: string }) {
  const [tab, setTab] = useState<JobTab>('all')
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const list = useRef<HTMLDivElement>(null)
  const uid = useId()
  const shown = filterJobs(jobs, tab)

  const closeOpenCards = (except?: HTMLDetailsElement) => {
    for (const card of list.current?.querySelectorAll<HTMLDetailsElement>('details[open]') ?? []) if (card !== except) closeDisclosure(card)
  }

  const choose = (value: JobTab) => {
    setTab(value)
    closeOpenCards()
  }

  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
    if (!delta && e.key !== 'Home' && e.key !== 'End') return
    e.preventDefault()
    const next = e.key === 'Home' ? 0 : e.key === 'End' ? JOB_TABS.length - 1 : (index + delta + JOB_TABS.length) % JOB_TABS.length
    const value = JOB_TABS[next]!.value
    choose(value)
    tabRefs.current[next]?.focus()
  }

  return (
    <div>
      <div role="tablist" aria-label="Filter openings" data-needs-script="" className="flex flex-wrap gap-2">
        {JOB_TABS.map((t, i) => (
          <button
            key={t.value}
            ref={(el) => {
              tabRefs.current[i] = el
            }}
            role="tab"
            type="button"
            id={`${uid}-tab-${t.value}`}
            aria-selected={tab === t.value}
            aria-controls={`${uid}-panel`}
            tabIndex={tab === t.value ? 0 : -1}
            onClick={() => choose(t.value)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={`rounded-full border px-4 py-2 text-sm font-semibold ${tab === t.value ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div ref={list} id={`${uid}-panel`} role="tabpanel" aria-labelledby={`${uid}-tab-${tab}`} className="mt-8">
        {shown.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">{NO_OPENINGS_MESSAGE}</p>
        ) : (
          <ul className="space-y-4">
            {shown.map((job) => (
              <li key={job.id} className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm print:px-4 print:py-3">
                <div className="md:pr-44 print:pr-0">
                  <p className="text-sm font-medium text-brand-700">
                    {job.department} · {job.location}
                  </p>
                  <h3 className="mt-1 text-xl font-semibold text-ink">{job.title}</h3>
                  <ul className="mt-3 flex flex-wrap gap-2 text-xs font-medium">
                    <li className="rounded-full bg-slate-100 px-3 py-1 text-slate-700">{job.experience}</li>
                    <li className="rounded-full bg-slate-100 px-3 py-1 text-slate-700">{job.commitment}</li>
                    <li className="rounded-full bg-amber-100 px-3 py-1 text-amber-900">{job.deadlineLabel}</li>
                  </ul>
                </div>
                <details
                  name={`${uid}-openings`}
                  onToggle={(event) => {
                    if (event.currentTarget.open) closeOpenCards(event.currentTarget)
                  }}
                  className="group [&>summary::-webkit-details-marker]:hidden"
                >
                  <summary className="mt-4 inline-block cursor-pointer list-none rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-ink hover:bg-slate-50 md:absolute md:right-6 md:top-6 md:mt-0 print:hidden">
                    <span className="group-open:hidden">View Details</span>
                    <span className="hidden group-open:inline">Hide Details</span>
                    <span className="sr-only"> for {job.title}</span>
                  </summary>
                  <div className="mt-6 border-t border-slate-200 pt-6 print:mt-3 print:pt-3">
                    <p className="leading-7 text-slate-700">{job.description}</p>
                    <div className="mt-6 grid gap-6 md:grid-cols-2 print:mt-3">
                      <div>
                        <h4 className="font-semibold text-ink">Key responsibilities</h4>
                        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-6 text-slate-700">
                          {job.responsibilities.map((r) => (
                            <li key={r}>{r}</li>
                            ))}
                          </ul>
                        </div>
                        <div>
                          <h4 className="font-semibold text-ink">Requirements</h4>
                          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-6 text-slate-700">
                            {job.requirements.map((r) => (
                              <li key={r}>{r}</li>
                            ))}
                          </ul>
                        </div>
                      </div>
                      <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-3 print:mt-3">
                        <a href={applyMailto(email, job)} data-print-href={email} className="inline-block rounded-md border border-transparent bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-900 print:px-0">
                          Apply Now<span className="sr-only"> for {job.title}</span>
                        </a>
                        <WriteTo email={email} subject={`Application for ${job.title}`} />
                      </div>
                    </div>
                  </details>
                </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}

