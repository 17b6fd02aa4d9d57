/** The careers page's rules (spec 01 sections 2, 4 and 7): filter tabs and prefilled application e-mails. */
export const JOB_TABS = [
  { value: 'all', label: 'All Positions' },
  { value: 'partner', label: 'Partner' },
  { value: 'article', label: 'Articleship' },
  { value: 'accountant', label: 'Accountant' },
  { value: 'graduate', label: 'Graduate' },
  { value: 'content', label: 'Content' },
] as const
export type JobTab = (typeof JOB_TABS)[number]['value']

export const NO_OPENINGS_MESSAGE = 'No openings available in this category at the moment.'

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
