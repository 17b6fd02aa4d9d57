/**
 * The seven openings of spec 01 section 3, seeded into `job-openings` (editors change them there). Experience
 * figures are those of section 9.
 */
export type SeedJob = {
  title: string
  type: 'partner' | 'article' | 'accountant' | 'graduate' | 'content'
  department: string
  location: 'ncr' | 'remote'
  experience: string
  commitment: string
  deadline: string
  description: string
  responsibilities: string[]
  requirements: string[]
}

export const SEED_JOBS: SeedJob[] = [
  {
    title: 'CA Partner',
    type: 'partner',
    department: 'Leadership',
    location: 'ncr',
    experience: '8-15 years',
    commitment: 'Full-time',
    deadline: '31 August 2025',
    description:
      'Lead a practice area, build client relationships and mentor a growing team as a partner in the firm.',
    responsibilities: [
      'Lead audit, tax or advisory engagements from proposal to sign-off',
      'Develop new client relationships in Delhi NCR',
      'Review work and mentor managers and article assistants',
      'Shape the firm’s strategy with the other partners',
    ],
    requirements: [
      'Qualified Chartered Accountant (ICAI member)',
      '8-15 years of post-qualification experience',
      'A track record of managing clients and teams',
      'Eligible to hold a certificate of practice',
    ],
  },
  {
    title: 'Articleship Training',
    type: 'article',
    department: 'Audit & Tax',
    location: 'ncr',
    experience: 'CA Intermediate cleared',
    commitment: '3 years full-time',
    deadline: '15 July 2025',
    description:
      'Three years of practical training across audit, income tax, GST and company law, with real client work from the first month.',
    responsibilities: [
      'Assist in statutory, tax and internal audits',
      'Prepare income tax and GST returns',
      'Draft replies to notices under supervision',
      'Visit clients for fieldwork',
    ],
    requirements: [
      'Cleared CA Intermediate (one or both groups)',
      'Registered with ICAI for articleship',
      'Good spreadsheet skills',
      'Willingness to learn and travel within NCR',
    ],
  },
  {
    title: 'Senior Accountant',
    type: 'accountant',
    department: 'Accounting',
    location: 'ncr',
    experience: '3-5 years',
    commitment: 'Full-time',
    deadline: '31 July 2025',
    description: 'Own the books and monthly reporting for a portfolio of small and medium business clients.',
    responsibilities: [
      'Maintain books in Tally and Zoho Books',
      'Bank, GST and vendor reconciliations every month',
      'Prepare monthly MIS and year-end schedules',
      'Coordinate with auditors',
    ],
    requirements: [
      'B.Com or M.Com; CA Inter or CMA Inter a plus',
      '3-5 years of accounting experience',
      'Working knowledge of GST and TDS',
      'Tally and advanced Excel',
    ],
  },
  {
    title: 'Tax Associate',
    type: 'graduate',
    department: 'Direct Tax',
    location: 'ncr',
    experience: '0-2 years',
    commitment: 'Full-time',
    deadline: '20 August 2025',
    description: 'Prepare income tax returns and computations for individuals and businesses, and learn tax advisory.',
    responsibilities: [
      'Prepare ITR-1 to ITR-5 computations',
      'Reconcile Form 26AS and AIS',
      'Track refunds and respond to simple notices',
      'Research tax questions for seniors',
    ],
    requirements: ['B.Com graduate or CA Inter', '0-2 years of experience', 'Interest in income tax', 'Good written English'],
  },
  {
    title: 'Financial Content Creator',
    type: 'content',
    department: 'Marketing',
    location: 'remote',
    experience: '1-3 years',
    commitment: 'Part-time / Freelance',
    deadline: 'Open',
    description: 'Write clear, accurate articles and social posts that explain Indian tax and compliance to business owners.',
    responsibilities: [
      'Write two to four blog articles a month',
      'Turn tax changes into short social posts',
      'Work with our CAs to check every fact',
      'Optimise articles for search',
    ],
    requirements: [
      '1-3 years of writing on finance or tax',
      'A portfolio of published work',
      'Understanding of GST and income tax basics',
      'Basic SEO knowledge',
    ],
  },
  {
    title: 'Audit Assistant',
    type: 'graduate',
    department: 'Audit',
    location: 'ncr',
    experience: '0-1 years',
    commitment: 'Full-time',
    deadline: '10 August 2025',
    description: 'Support audit teams on statutory, internal and stock audits for clients across Delhi NCR.',
    responsibilities: [
      'Vouching and verification of transactions',
      'Prepare audit working papers',
      'Physical verification of stock and assets',
      'Draft observations for review',
    ],
    requirements: ['B.Com graduate', '0-1 years of experience', 'Attention to detail', 'Willingness to travel within NCR'],
  },
  {
    title: 'GST Specialist',
    type: 'accountant',
    department: 'Indirect Tax',
    location: 'remote',
    experience: '2-4 years',
    commitment: 'Full-time, hybrid',
    deadline: 'Ongoing',
    description: 'Run GST compliance for a portfolio of clients and handle reconciliations, notices and advisory questions.',
    responsibilities: [
      'File GSTR-1, GSTR-3B and GSTR-9',
      'Reconcile input tax credit with GSTR-2B',
      'Draft replies to GST notices',
      'Advise clients on rates and e-invoicing',
    ],
    requirements: [
      '2-4 years of GST practice',
      'CA Inter, CMA Inter or B.Com with GST certification',
      'Comfort with the GST portal and Excel',
      'Clear communication with clients',
    ],
  },
]
