import { CAREERS_FILTER_PARAM } from './site/fixedRedirects.mjs'
import { JOB_TYPES } from './site/jobTypes.mjs'

/** The careers page's rules (spec 01 sections 2, 4 and 7): filter tabs and prefilled application e-mails. */
export const JOB_TABS = [{ value: 'all', label: 'All Positions' } as const, ...JOB_TYPES]
export type JobTab = (typeof JOB_TABS)[number]['value']

/** The kind of opening an address's query asks for (`?type=partner`): All without one, or for a kind the site lacks. */
export function tabFromSearch(search: string): JobTab {
  const asked = new URLSearchParams(search).get(CAREERS_FILTER_PARAM)
  return JOB_TABS.find((t) => t.value === asked)?.value ?? 'all'
}

/** The query of the careers page's address with `tab` chosen: `?type=partner`, none for All; other parameters kept. */
export function searchWithTab(search: string, tab: JobTab): string {
  const params = new URLSearchParams(search)
  if (tab === 'all') params.delete(CAREERS_FILTER_PARAM)
  else params.set(CAREERS_FILTER_PARAM, tab)
  const query = params.toString()
  return query ? `?${query}` : ''
}

export const NO_OPENINGS_MESSAGE = 'No openings available in this category at the moment.'

/** What screen readers hear once a kind of opening is chosen: how many openings are listed now. */
export const filterStatus = (count: number, tab: (typeof JOB_TABS)[number]): string =>
  count === 0 ? NO_OPENINGS_MESSAGE : `${count} ${count === 1 ? 'opening' : 'openings'}${tab.value === 'all' ? '' : ` in ${tab.label}`}`

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']
const DAY_MONTH_YEAR = /^(\d{1,2})\s+([a-z]+)\s+(\d{4})$/i
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

export const DEADLINE_FORMAT_MESSAGE = 'Use a date such as 31 August 2026, or words such as Open.'

/**
 * The last moment to apply, as an ISO instant (the end of that day in India), for a deadline written as
 * '31 August 2025', '31 Aug 2025' or '2025-08-31'. Words such as 'Open' or 'Ongoing' have none (undefined);
 * anything else with digits in it is not a deadline we can read (null).
 */
export function deadlineDate(deadline: string): string | undefined | null {
  const text = deadline.trim()
  if (!/\d/.test(text)) return undefined
  let year: number, month: number, day: number
  const dmy = DAY_MONTH_YEAR.exec(text)
  const iso = ISO_DAY.exec(text)
  if (dmy) {
    const name = dmy[2].toLowerCase()
    month = name.length >= 3 ? MONTHS.findIndex((m) => m.startsWith(name)) + 1 : 0
    ;[day, year] = [Number(dmy[1]), Number(dmy[3])]
  } else if (iso) {
    ;[year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])]
  } else return null
  if (month < 1 || month > 12) return null
  const endOfDayUtc = Date.UTC(year, month - 1, day, 23, 59, 59)
  if (new Date(endOfDayUtc).getUTCDate() !== day) return null // 31 June, 30 February
  return new Date(endOfDayUtc - 330 * 60_000).toISOString() // India is UTC+05:30
}

/** The card's deadline chip: 'Apply by 31 August 2026' for a date, 'Applications: Open' for words. */
export const deadlineLabel = (deadline: string): string =>
  deadlineDate(deadline) ? `Apply by ${deadline}` : `Applications: ${deadline}`

/** An opening takes applications until the end of its deadline day; 'Open' and 'Ongoing' never close. */
export function isOpenOn(deadline: string, now: Date): boolean {
  const last = deadlineDate(deadline)
  return !last || Date.parse(last) >= now.getTime()
}

/** What the careers page does with an opening right now, in the admin's words. */
export function listingStatus(job: { active?: boolean | null; deadline?: string | null }, now: Date): string {
  if (job.active === false) return 'Hidden: not active'
  if (job.deadline && !isOpenOn(job.deadline, now)) return 'Closed: the deadline has passed'
  return 'Listed on the careers page'
}

/** Payload field validation for `job-openings.deadline`. */
export const validateDeadline = (value: unknown): true | string =>
  typeof value === 'string' && value.trim() && deadlineDate(value) === null ? DEADLINE_FORMAT_MESSAGE : true

/**
 * The seed's deadlines: the spec's dates (July and August 2025) have passed, so a fresh install moves each to
 * the same day and month in the first year that is still ahead of `now`. Words stay as they are.
 */
export function nextDeadline(deadline: string, now: Date): string {
  const match = DAY_MONTH_YEAR.exec(deadline.trim())
  if (!match || isOpenOn(deadline, now)) return deadline
  const at = (y: number) => `${match[1]} ${match[2]} ${y}`
  for (let year = now.getUTCFullYear(); ; year += 1) {
    const last = deadlineDate(at(year)) // null for 29 February outside leap years
    if (last && Date.parse(last) >= now.getTime()) return at(year)
  }
}

export const filterJobs = <T extends { type: string }>(jobs: T[], tab: JobTab): T[] =>
  tab === 'all' ? jobs : jobs.filter((j) => j.type === tab)

const mailto = (to: string, subject: string, body: string) =>
  `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`

export const applyMailto = (to: string, job: { title: string; department: string }) =>
  mailto(
    to,
    `Application for ${job.title}`,
    `Dear Hiring Team,\n\nI would like to apply for the ${job.title} position in your ${job.department} team.\n\nName:\nPhone:\nCurrent role:\nYears of experience:\n\nI have attached my resume.\n\nRegards,`,
  )

export const resumeMailto = (to: string) =>
  mailto(
    to,
    'Resume Submission',
    'Dear Hiring Team,\n\nI would like to be considered for future openings at your firm.\n\nName:\nPhone:\nArea of interest:\n\nI have attached my resume.\n\nRegards,',
  )

export const inquiryMailto = (to: string) =>
  mailto(to, 'Career Inquiry', 'Dear HR Team,\n\nI have a question about careers at your firm:\n\n\nRegards,')
