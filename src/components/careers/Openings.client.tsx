'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { ChoiceChip } from '@/components/ChoiceChip'
import { WriteTo } from '@/components/careers/WriteTo'
import { closeDisclosure } from '@/lib/focus'
import { applyMailto, filterJobs, filterStatus, JOB_TABS, type JobTab, NO_OPENINGS_MESSAGE, searchWithTab, tabFromSearch } from '@/lib/careers'
import type { Job } from '@/lib/data/jobs'
import { replaceAddress } from '@/lib/address'
import { useRememberedOpen } from '@/lib/rememberOpen'

/** The name of the filter's radio buttons (one list of openings per page). */
const FILTER = 'openings-filter'

/**
 * The filter, in CSS: with a kind other than All chosen, the cards of other kinds are hidden, and that kind's "no
 * openings" line is shown where it has none. It follows the radio buttons' own state, so it works at a tap before the
 * page's script has loaded, and without script. On screens only: on paper every opening is printed.
 */
const FILTER_CSS = [
  '@media screen{',
  JOB_TABS.filter((t) => t.value !== 'all')
    .map((t) => `[data-openings]:has(input[name="${FILTER}"][value="${t.value}"]:checked) [data-job-type]:not([data-job-type="${t.value}"])`)
    .join(','),
  '{display:none}',
  JOB_TABS.map((t) => `[data-openings]:has(input[name="${FILTER}"][value="${t.value}"]:checked) [data-empty-for="${t.value}"]`).join(','),
  '{display:block}}',
].join('')

/**
 * The filter by kind of opening and the openings list; one card is expanded at a time. The filter is a row of radio
 * buttons drawn as tabs, and the cards' details are native disclosures (named, so the browser itself keeps one open at
 * a time): both work at a tap before the page's script has loaded, and without it. Which kind is chosen and which card
 * is open are the elements' own state, which the script only reads (to tell screen readers what is listed) and closes
 * (choosing a kind closes the open card; where a browser ignores the shared name, opening one closes the others).
 * The chosen kind is also written in the address (`?type=partner`, as the blog's filters are), so that a link can be
 * shared and the page come back to with Back shows the choice; `tab` is the kind the server rendered as chosen.
 */
export function Openings({ jobs, email, tab: rendered }: { jobs: Job[]; email: string; tab: JobTab }) {
  const [status, setStatus] = useState('')
  const root = useRef<HTMLDivElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const uid = useId()
  // The card a visitor had open is open again when they come back to the page (Back, Forward, a reload).
  useRememberedOpen(root, 'openings')
  // Set while the list follows the address to the kind chosen there (this page come back to): the open card, which came
  // back with it, is the visitor's and stays open.
  const following = useRef(false)
  // The kinds with no opening: each says so when chosen.
  const emptyTabs = JOB_TABS.filter((t) => filterJobs(jobs, t.value).length === 0)

  const closeOpenCards = (except?: HTMLDetailsElement) => {
    for (const card of list.current?.querySelectorAll<HTMLDetailsElement>('details[open]') ?? []) if (card !== except) closeDisclosure(card)
  }

  const radio = (tab: JobTab) => root.current?.querySelector<HTMLInputElement>(`input[name="${FILTER}"][value="${tab}"]`)
  // The browser's history API, which the App Router follows, and not `router.replace`: that would ask the server for
  // the page at the new address, another route (the careers-filter one), and React would replace the whole list.
  const writeAddress = (tab: JobTab) =>
    replaceAddress(`${window.location.pathname}${searchWithTab(window.location.search, tab)}${window.location.hash}`)

  const choose = (tab: (typeof JOB_TABS)[number]) => {
    if (!following.current) closeOpenCards()
    setStatus(filterStatus(filterJobs(jobs, tab.value).length, tab))
    writeAddress(tab.value)
  }

  // The address may name another kind than the server rendered: this page come back to with Back (the App Router
  // shows it as first rendered), or back/forward to an entry from before a choice. A kind chosen before the script had
  // loaded is the visitor's latest word: it is written to the address instead.
  useEffect(() => {
    const page = window.location.pathname
    const follow = () => {
      // Back to another page is the App Router's to show: this list, still there for a moment, leaves the address alone.
      if (window.location.pathname !== page) return
      const asked = radio(tabFromSearch(window.location.search))
      // A click, as the visitor's: React keeps track of which button of the group is checked, and a button checked
      // behind its back (`checked = true`) left the one unchecked that way still checked to React, whose tap then did
      // nothing.
      if (asked && !asked.checked) {
        following.current = true
        try {
          asked.click()
        } finally {
          following.current = false
        }
      }
    }
    const chosen = JOB_TABS.find((t) => radio(t.value)?.checked)?.value
    if (chosen && chosen !== rendered) writeAddress(chosen)
    else follow()
    window.addEventListener('popstate', follow)
    return () => window.removeEventListener('popstate', follow)
    // Once, when the list is first shown (`rendered` is the server's and does not change here); later choices write the
    // address themselves.
  }, [])

  return (
    <div ref={root} data-openings="">
      <style dangerouslySetInnerHTML={{ __html: FILTER_CSS }} />
      <fieldset className="print:hidden">
        <legend className="sr-only">Filter openings</legend>
        <div className="flex flex-wrap gap-2">
          {JOB_TABS.map((t) => (
            <ChoiceChip key={t.value} name={FILTER} value={t.value} defaultChecked={t.value === rendered} onChange={() => choose(t)}>
              {t.label}
            </ChoiceChip>
          ))}
        </div>
      </fieldset>
      <p role="status" className="sr-only">
        {status}
      </p>
      <div className="mt-8">
        {emptyTabs.map((t) => (
          <p key={t.value} data-empty-for={t.value} className="hidden rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
            {NO_OPENINGS_MESSAGE}
          </p>
        ))}
        {jobs.length === 0 ? null : (
          <ul ref={list} className="space-y-4">
            {jobs.map((job) => (
              <li key={job.id} data-job-type={job.type} className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm print:px-4 print:py-3">
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
                  data-remember={String(job.id)}
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

