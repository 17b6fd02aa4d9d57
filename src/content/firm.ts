/** The firm's story, values and benefits shown on the home, about and careers pages (spec 01 section 2). */
export const WHY_CHOOSE = [
  { title: 'Chartered Accountants, not agents', text: 'Every return, audit and filing is prepared or reviewed by a qualified CA.' },
  { title: 'Fixed, clear fees', text: 'You know the fee before we start. No surprises on the invoice.' },
  { title: 'Deadlines tracked for you', text: 'Reminders before every due date for GST, TDS, ROC and income tax.' },
  { title: 'Local and reachable', text: 'An office in Sector 102, Gurgaon, and replies within 24 hours.' },
]

export const CORE_VALUES = [
  { title: 'Tax Expertise', text: 'Current on every change in income tax and GST law, so your advice is too.' },
  { title: 'Compliance Focus', text: 'Filings on time, every time, because penalties are avoidable.' },
  { title: 'Client Confidentiality', text: 'Your financial information stays between you and us.' },
  { title: 'Timely Delivery', text: 'We agree dates and keep them.' },
]

export const MISSION =
  'To give individuals and businesses in Delhi NCR the kind of accounting, tax and compliance support that large companies take for granted: expert, responsive and honest.'

export const STORY = [
  'The firm began more than fifteen years ago as a small tax practice in Gurgaon, helping salaried families and local traders file their returns correctly.',
  'As Gurgaon grew into a business hub, so did we: today our chartered accountants audit companies, run GST and ROC compliance for hundreds of businesses, register new ventures and advise NRIs on Indian tax, while still filing returns for the families who were our first clients.',
]

export const CAREER_BENEFITS = [
  { title: 'Collaborative Culture', text: 'Small teams, open doors and partners who review your work with you.' },
  { title: 'Continuous Learning', text: 'Weekly knowledge sessions on tax and law changes, and support for exams.' },
  { title: 'Industry Exposure', text: 'Clients across manufacturing, IT, real estate, retail and startups.' },
  { title: 'Career Growth', text: 'Clear paths from articleship to manager and beyond.' },
]

export const APPLICATION_STEPS = [
  { title: 'Application', text: 'Send your CV for the opening that fits you.' },
  { title: 'Initial Screening', text: 'A short call about your experience and what you are looking for.' },
  { title: 'Technical Interview', text: 'A conversation with a partner about real cases.' },
  { title: 'Final Selection', text: 'An offer, usually within a week of the interview.' },
]
