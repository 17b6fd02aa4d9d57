import { flattenAllFields } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  applyMailto,
  deadlineDate,
  DEADLINE_FORMAT_MESSAGE,
  filterJobs,
  filterStatus,
  inquiryMailto,
  isOpenOn,
  JOB_TABS,
  deadlineLabel,
  listingStatus,
  nextDeadline,
  resumeMailto,
  searchWithTab,
  tabFromSearch,
  validateDeadline,
} from '@/lib/careers'
import { JOB_KINDS } from '@/lib/site/jobTypes.mjs'
import { employmentType } from '@/lib/site/structured-data'
import { JobOpenings } from '../../collections/JobOpenings'

const jobs = [{ type: 'partner' }, { type: 'graduate' }, { type: 'graduate' }]

describe('careers', () => {
  it('filters openings by tab, all by default', () => {
    expect(filterJobs(jobs, 'all')).toHaveLength(3)
    expect(filterJobs(jobs, 'graduate')).toHaveLength(2)
    expect(filterJobs(jobs, 'content')).toEqual([])
  })
  it('reads the chosen kind from the address, All for none or a kind the site does not have', () => {
    expect(tabFromSearch('')).toBe('all')
    expect(tabFromSearch('?type=graduate')).toBe('graduate')
    expect(tabFromSearch('?utm_source=x&type=partner')).toBe('partner')
    expect(tabFromSearch('?type=intern')).toBe('all')
    expect(tabFromSearch('?type=Partner')).toBe('all')
  })
  it('writes the chosen kind into the address, keeping its other parameters', () => {
    expect(searchWithTab('', 'article')).toBe('?type=article')
    expect(searchWithTab('?type=article', 'all')).toBe('')
    expect(searchWithTab('?utm_source=x&type=article', 'content')).toBe('?utm_source=x&type=content')
    expect(searchWithTab('?utm_source=x&type=article', 'all')).toBe('?utm_source=x')
  })
  it('offers editors the kinds the filter shows, All Positions first, by the same names', () => {
    const typeField = flattenAllFields({ fields: JobOpenings.fields }).find((f) => f.name === 'type')
    const options = typeField?.type === 'select' ? typeField.options : []
    expect(JOB_TABS.map((t) => t.label)).toEqual(['All Positions', 'Partner', 'Articleship', 'Accountant', 'Graduate', 'Content'])
    expect(options).toEqual(JOB_TABS.slice(1).map(({ label, value }) => ({ label, value })))
    expect(JOB_KINDS).toEqual(JOB_TABS.slice(1).map((t) => t.value))
  })
  it('tells screen readers how many openings a kind has, or that it has none', () => {
    const tab = (value: string) => JOB_TABS.find((t) => t.value === value)!
    expect(filterStatus(7, tab('all'))).toBe('7 openings')
    expect(filterStatus(1, tab('partner'))).toBe('1 opening in Partner')
    expect(filterStatus(2, tab('graduate'))).toBe('2 openings in Graduate')
    expect(filterStatus(0, tab('content'))).toBe('No openings available in this category at the moment.')
  })
  it('prefills the application e-mails with the spec’s subjects', () => {
    const apply = new URL(applyMailto('hr@firm.in', { title: 'GST Specialist', department: 'Indirect Tax' }))
    expect(apply.protocol).toBe('mailto:')
    expect(apply.pathname).toBe('hr@firm.in')
    expect(apply.searchParams.get('subject')).toBe('Application for GST Specialist')
    expect(apply.searchParams.get('body')).toContain('GST Specialist position in your Indirect Tax team')
    expect(new URL(resumeMailto('hr@firm.in')).searchParams.get('subject')).toBe('Resume Submission')
    expect(new URL(inquiryMailto('hr@firm.in')).searchParams.get('subject')).toBe('Career Inquiry')
  })
  it('turns deadlines and commitments into JobPosting values', () => {
    expect(deadlineDate('31 August 2025')).toBe('2025-08-31T18:29:59.000Z')
    expect(deadlineDate('Open')).toBeUndefined()
    expect(deadlineDate('Ongoing')).toBeUndefined()
    expect(deadlineDate('31 Aug 2025')).toBe('2025-08-31T18:29:59.000Z')
    expect(deadlineDate('2025-08-31')).toBe('2025-08-31T18:29:59.000Z')
    expect(employmentType('Full-time')).toEqual(['FULL_TIME'])
    expect(employmentType('Part-time / Freelance')).toEqual(['PART_TIME', 'CONTRACTOR'])
    expect(employmentType('3 years full-time')).toEqual(['FULL_TIME'])
    expect(employmentType('Seasonal')).toEqual(['OTHER'])
  })

  it('reads only deadlines it can be sure of', () => {
    for (const bad of ['31 Juune 2026', '31 June 2026', '30 February 2027', '2026-13-01', '15/07/2026', 'July 15, 2026', 'next 2 weeks']) {
      expect(deadlineDate(bad), bad).toBeNull()
      expect(validateDeadline(bad), bad).toBe(DEADLINE_FORMAT_MESSAGE)
    }
    expect(validateDeadline('Open')).toBe(true)
    expect(validateDeadline('Until filled')).toBe(true)
    expect(validateDeadline('15 July 2026')).toBe(true)
    expect(deadlineLabel('15 July 2026')).toBe('Apply by 15 July 2026')
    expect(deadlineLabel('Ongoing')).toBe('Applications: Ongoing')
  })

  it('keeps an opening open until the end of its deadline day in India', () => {
    expect(isOpenOn('31 August 2026', new Date('2026-08-31T18:29:59Z'))).toBe(true) // 23:59:59 IST
    expect(isOpenOn('31 August 2026', new Date('2026-08-31T18:30:00Z'))).toBe(false) // midnight IST
    expect(isOpenOn('Ongoing', new Date('2099-01-01'))).toBe(true)
    const now = new Date('2026-11-22T10:00:00Z')
    expect(listingStatus({ active: true, deadline: '21 November 2026' }, now)).toBe('Closed: the deadline has passed')
    expect(listingStatus({ active: true, deadline: '22 November 2026' }, now)).toBe('Listed on the careers page')
    expect(listingStatus({ active: false, deadline: 'Open' }, now)).toBe('Hidden: not active')
  })

  it('moves the spec’s passed seed deadlines to the same day in the year ahead', () => {
    const now = new Date('2026-11-22T10:00:00Z')
    expect(nextDeadline('31 August 2025', now)).toBe('31 August 2027')
    expect(nextDeadline('15 July 2025', now)).toBe('15 July 2027')
    expect(nextDeadline('31 December 2025', now)).toBe('31 December 2026')
    expect(nextDeadline('22 November 2025', now)).toBe('22 November 2026') // still open today
    expect(nextDeadline('10 August 2030', now)).toBe('10 August 2030')
    expect(nextDeadline('29 February 2024', now)).toBe('29 February 2028')
    expect(nextDeadline('Open', now)).toBe('Open')
  })
})
