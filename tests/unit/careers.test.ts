import { describe, expect, it } from 'vitest'

import { applyMailto, filterJobs, inquiryMailto, resumeMailto } from '@/lib/careers'
import { deadlineDate, employmentType } from '@/lib/site/structured-data'

const jobs = [{ type: 'partner' }, { type: 'graduate' }, { type: 'graduate' }]

describe('careers', () => {
  it('filters openings by tab, all by default', () => {
    expect(filterJobs(jobs, 'all')).toHaveLength(3)
    expect(filterJobs(jobs, 'graduate')).toHaveLength(2)
    expect(filterJobs(jobs, 'content')).toEqual([])
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
    expect(employmentType('Full-time')).toEqual(['FULL_TIME'])
    expect(employmentType('Part-time / Freelance')).toEqual(['PART_TIME', 'CONTRACTOR'])
    expect(employmentType('3 years full-time')).toEqual(['FULL_TIME'])
    expect(employmentType('Seasonal')).toEqual(['OTHER'])
  })
})
