import type { ServiceSlug } from '../lib/site/routes'
import type { Card, ServicePage } from './types'

/**
 * The service pages (spec 01 section 2) and their prices (section 9). Static content lives here as typed data;
 * questions and answers live in the CMS (`faqs`), and per-page overrides in `page-content`.
 */

/** The six cards of the /services listing and the home page's services section. */
export const SERVICE_CARDS: (Card & { href: string })[] = [
  {
    title: 'Income Tax Filing & Planning',
    text: 'Returns for salaried people, professionals and businesses, with planning that keeps next year’s tax low.',
    points: ['ITR-1 to ITR-5 filing', 'Tax-saving investment planning', 'Notice and scrutiny replies', 'Refund follow-up'],
    href: '/services/income-tax-filing',
  },
  {
    title: 'GST Registration & Compliance',
    text: 'Registration, monthly and annual returns, reconciliations and departmental notices handled end to end.',
    points: ['New GST registration', 'GSTR-1, GSTR-3B and GSTR-9', 'Input tax credit reconciliation', 'E-way bill advice'],
    href: '/services/gst-services',
  },
  {
    title: 'Audit & Assurance Services',
    text: 'Statutory, internal and tax audits that give owners, investors and lenders confidence in the numbers.',
    points: ['Statutory audit', 'Internal audit', 'Tax audit under section 44AB', 'Bank and stock audit'],
    href: '/services/audit',
  },
  {
    title: 'Company Registration',
    text: 'Private limited companies, LLPs and partnerships registered, with the licences and first-year filings set up.',
    points: ['Private limited and LLP', 'PAN, TAN and GST', 'Shop and trade licences', 'Digital signatures'],
    href: '/services/licenses',
  },
  {
    title: 'Financial Advisory',
    text: 'Budgets, cash-flow forecasts and advice for the decisions that move a business: funding, pricing, growth.',
    points: ['Business plans and projections', 'Cash-flow management', 'Funding readiness', 'Cost reduction reviews'],
    href: '/services/business-consulting',
  },
  {
    title: 'International Taxation',
    text: 'NRI returns, DTAA relief, foreign income and FEMA repatriation for families and businesses across borders.',
    points: ['NRI income tax returns', 'DTAA benefit claims', 'FEMA repatriation', 'GIFT City structures'],
    href: '/services/international-tax',
  },
]

const contactCta = { label: 'Get a Free Consultation', href: '#contact' }

export const SERVICE_PAGES: Record<ServiceSlug, ServicePage> = {
  'income-tax-filing': {
    slug: 'income-tax-filing',
    title: 'Income Tax Return Filing in Gurgaon | ITR Filing by CAs',
    description:
      'Income tax return filing in Gurgaon: ITR filing for individuals from ₹1,500 and businesses from ₹5,000, ITR-1 to ITR-5, notices and refunds, by CAs.',
    keywords: ['income tax filing Gurgaon', 'ITR filing', 'CA for ITR', 'tax return Gurgaon'],
    hero: {
      eyebrow: 'Income Tax',
      heading: 'Income Tax Return Filing, Done Right the First Time',
      text: 'Chartered accountants prepare, check and file your return, claim every deduction you are entitled to, and stay with you until the refund or assessment is settled.',
      cta: { label: 'File Your ITR Now', href: '/contact' },
    },
    blocks: [
      {
        kind: 'cards',
        heading: 'Filing for individuals and businesses',
        columns: 2,
        items: [
          {
            title: 'Individual ITR Filing',
            text: 'Salaried people, pensioners, investors and professionals: forms ITR-1, ITR-2 and ITR-3.',
            points: ['Salary, house property and capital gains', 'Deductions under 80C, 80D and more', 'Form 26AS and AIS reconciliation', 'Refund tracking'],
            price: 'From ₹1,500',
          },
          {
            title: 'Business ITR Filing',
            text: 'Proprietors, firms, LLPs and companies: forms ITR-3, ITR-4 and ITR-5, with the books behind them.',
            points: ['Presumptive taxation under 44AD / 44ADA', 'Profit and loss and balance sheet', 'Tax audit coordination', 'Advance tax planning'],
            price: 'From ₹5,000',
          },
        ],
      },
      {
        kind: 'steps',
        heading: 'How filing works',
        items: [
          { title: 'Share documents', text: 'Form 16, bank statements and investment proofs, by e-mail or WhatsApp.' },
          { title: 'We prepare', text: 'A CA computes the tax, checks AIS and 26AS, and explains the result.' },
          { title: 'You approve', text: 'Nothing is filed until you have seen the computation and agreed.' },
          { title: 'Filed and verified', text: 'We file, e-verify and follow the refund or any notice through.' },
        ],
      },
      {
        kind: 'list',
        heading: 'Documents to keep ready',
        intro: 'Not every return needs all of these; we tell you which apply to you after a short call.',
        items: [
          'PAN, Aadhaar and the bank account for the refund',
          'Form 16 from each employer, and Form 16A for other TDS',
          'Annual Information Statement (AIS) and Form 26AS',
          'Interest certificates from banks and post office deposits',
          'Proofs for deductions: insurance, PPF, ELSS, health cover, donations',
          'Home loan interest certificate and rent receipts',
          'Capital gains statements from your broker or mutual funds',
          'Last year’s return and any notice from the department',
        ],
      },
    ],
    offers: [
      { name: 'Individual ITR filing', description: 'ITR-1, ITR-2 and ITR-3 returns', price: 1500 },
      { name: 'Business ITR filing', description: 'ITR-3, ITR-4 and ITR-5 returns', price: 5000 },
    ],
    contactSection: true,
  },

  'gst-services': {
    slug: 'gst-services',
    title: 'GST Registration & GST Return Filing Services in Gurgaon',
    description:
      'GST registration from ₹2,999 and GST return filing from ₹999 per return in Gurgaon, with compliance and GST audit support. GSTR-1, GSTR-3B and GSTR-9 on time.',
    keywords: ['GST registration Gurgaon', 'GST return filing', 'GSTR-3B', 'GST consultant Gurgaon'],
    hero: {
      eyebrow: 'GST Services',
      heading: 'GST Registration, Returns and Compliance Without the Stress',
      text: 'From your first registration to annual returns and departmental notices, our GST desk keeps your business compliant and your input tax credit intact.',
      stats: [
        { value: '₹2,999', label: 'Registration from' },
        { value: '₹999', label: 'Per return from' },
        { value: '3-7 days', label: 'Typical registration' },
        { value: '100%', label: 'Returns filed on time' },
      ],
      cta: contactCta,
      secondary: { label: 'GST Calculator', href: '#gst-calculator' },
    },
    blocks: [
      {
        kind: 'cards',
        heading: 'Our GST services',
        columns: 2,
        items: [
          {
            title: 'GST Registration',
            text: 'New registrations, amendments, additional places of business and cancellations.',
            points: ['Eligibility and threshold check', 'Document preparation', 'Application and ARN tracking', 'Clarification replies'],
            price: 'From ₹2,999',
          },
          {
            title: 'GST Return Filing',
            text: 'Monthly, quarterly and annual returns prepared from your sales and purchase data.',
            points: ['GSTR-1 and GSTR-3B', 'QRMP scheme returns', 'GSTR-9 annual return', 'Late fee and interest checks'],
            price: 'From ₹999 per return',
          },
          {
            title: 'GST Compliance & Advisory',
            text: 'A monthly retainer for businesses that want GST handled, not just filed.',
            points: ['Input tax credit reconciliation', 'E-invoicing and e-way bills', 'Classification and rate advice', 'Notice management'],
            price: 'From ₹5,000 a month',
          },
          {
            title: 'GST Audit & Assessment',
            text: 'Representation in departmental audits, assessments and appeals.',
            points: ['Audit preparation', 'Reply drafting', 'Personal hearings', 'Appeals'],
            price: 'From ₹15,000 a case',
          },
        ],
      },
      {
        kind: 'table',
        heading: 'GST rates at a glance',
        intro:
          'The rates in force since 22 September 2025, when the 12% and 28% slabs were merged into these: most goods that paid 12% now pay 5%, most that paid 28% now pay 18%, and luxury and demerit goods 40%. Tobacco products stayed on the earlier rates with compensation cess for a while, and a few goods have rates of their own (gold 3%). Ask us for the rate of your goods or services.',
        caption: 'GST rate slabs with examples of goods and services',
        columns: ['Category', 'Rate', 'Examples'],
        rows: [
          ['Nil rated and exempt', '0%', 'Fresh fruit and vegetables, milk, education, healthcare, individual life and health insurance'],
          ['Merit rate', '5%', 'Packaged food and daily essentials, most medicines, economy air travel'],
          ['Standard rate', '18%', 'Professional and IT services, telecom, electronics, small cars and most other goods and services'],
          ['Special rate', '40%', 'Luxury and demerit goods: large cars, motorcycles over 350 cc, aerated and caffeinated drinks'],
        ],
      },
      {
        kind: 'gstCalculator',
        id: 'gst-calculator',
        heading: 'GST calculator',
        intro: 'Work out the GST on an invoice: add it to a price before tax, or take it out of a price that includes it.',
        notes: [
          'How it is worked out: GST = value before GST × rate ÷ 100. From a price that includes GST, GST = price × rate ÷ (100 + rate). Within a state, half is CGST and half SGST; on a supply to another state, all of it is IGST.',
          'The figures are rounded to the paisa. Whether GST applies, and at which rate, depends on the goods or services and on where they are supplied: for an invoice that matters, ask us.',
        ],
      },
      {
        kind: 'table',
        heading: 'GST filing deadlines',
        caption: 'Monthly and annual GST return due dates',
        columns: ['Due date', 'Return', 'What it covers'],
        rows: [
          ['10th of next month', 'GSTR-7', 'TDS deducted under GST'],
          ['11th of next month', 'GSTR-1', 'Outward supplies (sales)'],
          ['13th of next month', 'GSTR-6', 'Input service distributor returns'],
          ['20th of next month', 'GSTR-3B', 'Summary return and tax payment'],
          ['20th of next month', 'GSTR-5', 'Non-resident taxable persons'],
          ['31 December', 'GSTR-9', 'Annual return for the previous financial year'],
        ],
      },
      {
        kind: 'list',
        heading: 'Why businesses choose us for GST',
        items: [
          'A dedicated GST professional who knows your business',
          'Reminders before every due date, so you never pay a late fee',
          'Monthly input tax credit reconciliation with GSTR-2B',
          'Clear fixed fees agreed before work starts',
          'Replies to notices drafted and filed by chartered accountants',
        ],
      },
    ],
    offers: [
      { name: 'GST registration', description: 'New GST registration', price: 2999 },
      { name: 'GST return filing', description: 'GSTR-1, GSTR-3B and annual returns', price: 999 },
      { name: 'GST compliance and advisory', description: 'Monthly GST retainer', price: 5000 },
      { name: 'GST audit and assessment', description: 'Departmental audit representation', price: 15000 },
    ],
    contactSection: true,
  },

  audit: {
    slug: 'audit',
    title: 'Statutory Audit, Tax Audit & Internal Audit in Gurgaon',
    description:
      'Statutory audit from ₹25,000, internal audit, tax audit and bank and stock audits for companies, LLPs, partnerships, trusts and societies in Gurgaon.',
    keywords: ['statutory audit Gurgaon', 'tax audit', 'internal audit', 'audit firm Gurgaon'],
    hero: {
      eyebrow: 'Audit & Assurance',
      heading: 'Audits That Owners, Investors and Lenders Can Rely On',
      text: 'Independent, thorough and on schedule: we audit the way regulators expect and explain our findings in plain language.',
      cta: { label: 'Request an Audit Quote', href: '/contact' },
    },
    blocks: [
      {
        kind: 'cards',
        heading: 'Who we audit',
        columns: 3,
        items: [
          { title: 'Companies', text: 'Private and public limited companies under the Companies Act, 2013.' },
          { title: 'Partnerships & LLPs', text: 'LLPs above the audit threshold and partnership firms needing a tax audit.' },
          { title: 'Trusts & Societies', text: 'Charitable trusts, societies and section 8 companies, including 12A/80G compliance.' },
        ],
      },
      {
        kind: 'cards',
        heading: 'Audit services',
        columns: 2,
        items: [
          { title: 'Statutory Audit', text: 'The annual audit required by law, with the auditor’s report and CARO reporting.', price: 'From ₹25,000' },
          { title: 'Internal Audit', text: 'Reviews of controls, processes and risks, reported to management.', price: 'From ₹15,000' },
          { title: 'Tax Audit', text: 'Audit under section 44AB with Form 3CA/3CB and 3CD.', price: 'From ₹12,000' },
          { title: 'Bank & Stock Audit', text: 'Stock and receivables audits required by lenders, and concurrent bank audits.', price: 'From ₹20,000' },
        ],
      },
      {
        kind: 'list',
        heading: 'What a good audit gives you',
        items: [
          'Financial statements that banks and investors accept',
          'Weak controls found before they cost money',
          'Compliance with the Companies Act and the Income Tax Act',
          'Practical recommendations, not just a report',
        ],
      },
      {
        kind: 'steps',
        heading: 'Our audit process',
        items: [
          { title: 'Planning', text: 'We understand the business, assess risks and agree the timetable.' },
          { title: 'Fieldwork', text: 'Testing of transactions, balances and controls, on site or remotely.' },
          { title: 'Review', text: 'Findings are discussed with management before anything is final.' },
          { title: 'Reporting', text: 'The audit report, management letter and filings, on time.' },
        ],
      },
    ],
    offers: [
      { name: 'Statutory audit', description: 'Annual audit under the Companies Act', price: 25000 },
      { name: 'Internal audit', description: 'Controls and process review', price: 15000 },
      { name: 'Tax audit', description: 'Audit under section 44AB', price: 12000 },
      { name: 'Bank and stock audit', description: 'Lender-required audits', price: 20000 },
    ],
    contactSection: false,
  },

  'compliance-services': {
    slug: 'compliance-services',
    title: 'ROC Compliance, Secretarial & Labour Law Filings in Gurgaon',
    description:
      'ROC compliance and filings, secretarial compliance, labour law registrations and licence renewals for companies and LLPs in Gurgaon, from ₹5,000 a month.',
    keywords: ['ROC compliance Gurgaon', 'company compliance', 'MCA filings', 'secretarial compliance'],
    hero: {
      eyebrow: 'Compliance',
      heading: 'Every Filing, Every Deadline, Handled',
      text: 'Annual ROC returns, board meetings, labour registrations and licences: a single team tracks them all so you never pay a penalty.',
      cta: contactCta,
    },
    blocks: [
      {
        kind: 'cards',
        heading: 'Compliance services',
        columns: 2,
        items: [
          { title: 'Annual ROC Compliance', text: 'AOC-4, MGT-7 and the statutory registers for companies and LLPs.', price: '₹8,000 a year' },
          { title: 'Monthly Compliance Retainer', text: 'TDS, GST, PF and ESI returns and a monthly compliance calendar.', price: '₹5,000 a month' },
          { title: 'Event-based Compliance', text: 'Share allotments, director changes, capital increases and charge filings.', price: '₹15,000 a project' },
          { title: 'Licences & Registrations', text: 'Trade, shop and establishment, FSSAI, import-export and other licences.', price: '₹10,000 a licence' },
        ],
      },
      {
        kind: 'cards',
        heading: 'Requirement areas we cover',
        columns: 4,
        items: [
          { title: 'Corporate law', text: 'Companies Act filings, board and general meetings, registers.' },
          { title: 'Tax', text: 'TDS, advance tax, GST and the returns that go with them.' },
          { title: 'Labour law', text: 'PF from 20 employees, ESI from 10, professional tax.' },
          { title: 'Regulatory', text: 'FEMA, RBI and sector licences and their renewals.' },
        ],
      },
      {
        kind: 'list',
        heading: 'Industries we serve',
        items: [
          'Manufacturing',
          'Information technology',
          'Real estate and construction',
          'Retail and e-commerce',
          'Healthcare',
          'Hospitality',
          'Education',
          'Logistics',
          'Professional services',
          'Startups',
        ],
      },
    ],
    offers: [
      { name: 'Annual ROC compliance', description: 'Annual filings for companies and LLPs', price: 8000 },
      { name: 'Monthly compliance retainer', description: 'Monthly statutory returns', price: 5000 },
      { name: 'Event-based compliance', description: 'Corporate changes and filings', price: 15000 },
      { name: 'Licences and registrations', description: 'Business licences', price: 10000 },
    ],
    contactSection: true,
  },

  'accounting-services': {
    slug: 'accounting-services',
    title: 'Bookkeeping Services, Accounting & Virtual CFO in Gurgaon',
    description:
      'Bookkeeping services from ₹5,000 a month, accounts finalisation, virtual CFO and payroll for businesses in Gurgaon, by chartered accountants.',
    keywords: ['accounting services Gurgaon', 'bookkeeping', 'virtual CFO', 'payroll services'],
    hero: {
      eyebrow: 'Accounting',
      heading: 'Accurate Books, Every Month',
      text: 'Clean, up-to-date accounts make tax, GST and funding easy. We keep your books and tell you what they mean.',
      cta: contactCta,
    },
    blocks: [
      {
        kind: 'cards',
        heading: 'Accounting and bookkeeping services',
        columns: 2,
        items: [
          { title: 'Bookkeeping', text: 'Monthly entries, bank reconciliations and ledgers in Tally or Zoho Books.', price: '₹5,000 a month' },
          { title: 'Accounts Finalisation', text: 'Year-end closing, financial statements and schedules ready for audit.', price: '₹15,000 a project' },
          { title: 'Virtual CFO', text: 'MIS reports, budgets, cash-flow forecasts and a CA on call.', price: '₹25,000 a project' },
          { title: 'Payroll', text: 'Salary processing, payslips, TDS on salary, PF and ESI.', price: '₹8,000 a month' },
        ],
      },
      {
        kind: 'list',
        heading: 'Industries we keep books for',
        items: ['Startups', 'Retail', 'Manufacturing', 'IT and software', 'Consultancies', 'Restaurants', 'Real estate', 'Healthcare'],
      },
      {
        kind: 'steps',
        heading: 'How we work',
        items: [
          { title: 'Onboarding', text: 'We review your existing books and set up a chart of accounts.' },
          { title: 'Monthly data', text: 'You share bills and bank statements; we do the rest.' },
          { title: 'Reconciliation', text: 'Banks, GST and vendor balances are reconciled every month.' },
          { title: 'Reporting', text: 'A monthly summary of profit, cash and what to watch.' },
        ],
      },
      {
        kind: 'links',
        heading: 'Related services',
        items: [
          { href: '/services/tax-planning', title: 'Tax Planning', text: 'Use clean books to plan and lower your tax.' },
          { href: '/services/compliance-services', title: 'Compliance Services', text: 'ROC, TDS and labour filings on time.' },
          { href: '/services/business-consulting', title: 'Business Consulting', text: 'Turn the numbers into decisions.' },
        ],
      },
    ],
    offers: [
      { name: 'Bookkeeping', description: 'Monthly bookkeeping', price: 5000 },
      { name: 'Accounts finalisation', description: 'Year-end financial statements', price: 15000 },
      { name: 'Virtual CFO', description: 'Financial reporting and planning', price: 25000 },
      { name: 'Payroll', description: 'Monthly payroll processing', price: 8000 },
    ],
    contactSection: false,
  },

  'business-consulting': {
    slug: 'business-consulting',
    title: 'Business Consulting & Financial Advisory in Gurgaon',
    description:
      'Business consulting for startups and SMEs in Gurgaon: business plans, financial projections, funding readiness and cost reviews by chartered accountants.',
    keywords: ['business consulting Gurgaon', 'financial advisory', 'startup consultant', 'business plan'],
    hero: {
      eyebrow: 'Business Consulting',
      heading: 'Advice That Starts From Your Numbers',
      text: 'We help founders and owners plan, raise money and grow profitably, with advice grounded in accounting and tax.',
      cta: contactCta,
    },
    blocks: [
      {
        kind: 'cards',
        heading: 'Business consulting services',
        columns: 2,
        items: [
          { title: 'Business Planning', text: 'Business plans and projections that banks and investors take seriously.' },
          { title: 'Financial Strategy', text: 'Pricing, margins, working capital and cash-flow improvements.' },
          { title: 'Funding Readiness', text: 'Valuation support, due-diligence preparation and loan proposals.' },
          { title: 'Business Structuring', text: 'Choosing between proprietorship, LLP and company, and restructuring as you grow.' },
        ],
      },
      {
        kind: 'list',
        heading: 'Industries we advise',
        items: [
          'Startups',
          'Manufacturing',
          'Retail',
          'E-commerce',
          'IT services',
          'Healthcare',
          'Real estate',
          'Hospitality',
          'Education',
          'Professional firms',
        ],
      },
      {
        kind: 'steps',
        heading: 'How an engagement works',
        items: [
          { title: 'Understand', text: 'A first meeting on your business, your goals and the decision in front of you.' },
          { title: 'Analyse', text: 'We study your accounts, costs, cash flow and tax position, not just the plan on paper.' },
          { title: 'Recommend', text: 'A written report with options, numbers and the risks of each, in plain language.' },
          { title: 'Follow through', text: 'We help put the plan in place and review the results with you each quarter.' },
        ],
      },
      {
        kind: 'list',
        heading: 'What you gain',
        items: [
          'Decisions backed by numbers, not guesswork',
          'A plan lenders and investors understand',
          'Lower costs and better margins',
          'Tax-efficient structures from day one',
          'An experienced sounding board',
          'Compliance built into growth',
        ],
      },
      {
        kind: 'links',
        heading: 'Related services',
        items: [
          { href: '/services/accounting-services', title: 'Accounting Services', text: 'Reliable books behind every decision.' },
          { href: '/services/tax-planning', title: 'Tax Planning', text: 'Keep more of what you earn.' },
          { href: '/services/gst-services', title: 'GST Services', text: 'Registration, returns and advice.' },
          { href: '/services', title: 'All Services', text: 'Everything we do for businesses.' },
        ],
      },
    ],
    offers: [
      { name: 'Business planning', description: 'Business plans and projections' },
      { name: 'Funding readiness', description: 'Preparation for loans and investment' },
    ],
    contactSection: true,
  },

  'international-tax': {
    slug: 'international-tax',
    title: 'NRI Tax Filing & International Taxation in Gurgaon',
    description:
      'NRI tax filing, DTAA relief, foreign income, GIFT City and FEMA repatriation advice for clients in the US, UAE and GCC, UK and Singapore.',
    keywords: ['NRI tax filing', 'DTAA', 'FEMA repatriation', 'international tax consultant'],
    hero: {
      eyebrow: 'International Taxation',
      heading: 'Tax Across Borders, Handled From Gurgaon',
      text: 'Non-resident Indians and internationally active businesses rely on us for Indian returns, treaty relief and moving money out of India within the rules.',
      cta: contactCta,
    },
    blocks: [
      {
        kind: 'cards',
        heading: 'NRI tax filing and international tax services',
        columns: 2,
        items: [
          { title: 'NRI Tax Filing', text: 'Returns for rent, capital gains and interest earned in India, with refund of excess TDS.' },
          { title: 'DTAA Benefits', text: 'Treaty relief so the same income is not taxed twice, with Form 10F and tax residency certificates.' },
          { title: 'Foreign Income Tax', text: 'Reporting of foreign income and assets for residents, and foreign tax credit claims.' },
          { title: 'GIFT City Benefits', text: 'Tax holidays and concessions for units in GIFT City’s international financial services centre.' },
        ],
      },
      {
        kind: 'list',
        heading: 'FEMA repatriation rules',
        intro: 'Money can leave India legally, if it follows the rules:',
        items: [
          'Up to USD 1 million per financial year from an NRO account, for bona fide purposes',
          'Form 15CA and a CA’s certificate in Form 15CB before the bank remits',
          'Proof that Indian tax on the money has been paid',
          'Sale proceeds of inherited or purchased property, within the limits',
        ],
      },
      {
        kind: 'cards',
        heading: 'Countries we serve',
        columns: 4,
        items: [
          { title: 'United States', text: 'India-US DTAA, FBAR-aware planning.' },
          { title: 'UAE & GCC', text: 'No-tax countries and Indian residency rules.' },
          { title: 'United Kingdom', text: 'India-UK DTAA and remittances.' },
          { title: 'Singapore', text: 'India-Singapore DTAA and capital gains.' },
        ],
      },
    ],
    offers: [
      { name: 'NRI tax filing', description: 'Indian returns for non-residents' },
      { name: 'DTAA advisory', description: 'Double taxation relief' },
      { name: 'FEMA repatriation', description: 'Form 15CA/15CB and remittance support' },
    ],
    contactSection: true,
  },

  licenses: {
    slug: 'licenses',
    title: 'Business Licences, FSSAI Registration & DSC in Gurgaon',
    description:
      'Trade licences, FSSAI registration, import-export, industrial and other business licences in Gurgaon from ₹1,500, plus digital signatures from ₹800.',
    keywords: ['business license Gurgaon', 'FSSAI license', 'IEC registration', 'digital signature certificate'],
    hero: {
      eyebrow: 'Licences',
      heading: 'The Right Licences, Without the Running Around',
      text: 'We identify the licences your business needs, prepare the paperwork, follow up with departments and remind you before renewals.',
      cta: contactCta,
    },
    blocks: [
      {
        kind: 'cards',
        heading: 'Licence categories',
        columns: 2,
        items: [
          { title: 'Business Registration Licences', text: 'Shop and establishment, trade licence, MSME (Udyam).', price: 'From ₹2,000', timeline: '7-15 days' },
          { title: 'Food & Health Licences', text: 'FSSAI registration and state or central licences, drug licences.', price: 'From ₹1,500', timeline: '15-30 days' },
          { title: 'Trade & Export Licences', text: 'Import-export code (IEC), APEDA and RCMC registrations.', price: 'From ₹3,000', timeline: '5-10 days' },
          { title: 'Industrial & Environmental', text: 'Factory licence, pollution consent (CTE/CTO), fire NOC.', price: 'From ₹10,000', timeline: '30-60 days' },
        ],
      },
      {
        kind: 'cards',
        heading: 'Digital signature certificates',
        intro: 'Class 3 digital signatures for MCA, GST, income tax and e-tender filings, valid for 1 to 3 years.',
        columns: 3,
        items: [
          { title: 'Individual DSC', text: 'Signing and encryption for directors and professionals.', price: '₹800 - ₹1,500', timeline: 'Valid 1-3 years' },
          { title: 'Organisation DSC', text: 'In the name of the business, for authorised signatories.', price: '₹1,200 - ₹2,000', timeline: 'Valid 1-3 years' },
          { title: 'DGFT DSC', text: 'For import-export filings on the DGFT portal.', price: '₹1,500 - ₹2,500', timeline: 'Valid 1-2 years' },
        ],
      },
      {
        kind: 'table',
        heading: 'Licences in detail',
        caption: 'Common licences: who issues them, who needs them, documents, penalties and renewal',
        columns: ['Licence', 'Department', 'Who needs it', 'Documents', 'Penalty', 'Renewal'],
        rows: [
          ['Shop & Establishment', 'Labour Department, Haryana', 'Shops, offices and establishments', 'PAN, address proof, owner ID', 'Fine for operating unregistered', 'As per state rules'],
          ['FSSAI Registration', 'Food Safety and Standards Authority', 'Food businesses up to ₹12 lakh turnover', 'Photo, ID, premises proof', 'Up to ₹5 lakh', '1-5 years'],
          ['FSSAI State Licence', 'State Food Safety Department', 'Food businesses ₹12 lakh - ₹20 crore', 'Layout, equipment list, NOCs', 'Up to ₹5 lakh', '1-5 years'],
          ['Import Export Code', 'DGFT', 'Anyone importing or exporting', 'PAN, bank certificate, address proof', 'Goods held at customs', 'Annual update'],
          ['Trade Licence', 'Municipal Corporation of Gurugram', 'Commercial trade in the city', 'Property papers, ID, NOC', 'Sealing or fine', 'Yearly'],
          ['Fire NOC', 'Haryana Fire Services', 'Commercial buildings above set sizes', 'Building plan, fire equipment', 'Sealing of premises', '1-5 years'],
        ],
      },
      {
        kind: 'list',
        heading: 'Industrial licences we handle',
        items: [
          'Factory licence under the Factories Act',
          'Consent to Establish and Consent to Operate (HSPCB)',
          'Industrial Entrepreneur Memorandum',
          'Boiler registration',
          'Hazardous waste authorisation',
        ],
      },
      {
        kind: 'list',
        heading: 'Ongoing support',
        items: [
          'A renewal calendar with reminders before every due date',
          'Amendments when your address, partners or activity change',
          'Replies to departmental queries and inspections',
          'One point of contact for every licence',
        ],
      },
    ],
    offers: [
      { name: 'Business registration licences', description: 'Shop and establishment, trade licence, MSME', price: 2000 },
      { name: 'Food licences', description: 'FSSAI registration and licences', price: 1500 },
      { name: 'Trade and export licences', description: 'IEC and export registrations', price: 3000 },
      { name: 'Industrial licences', description: 'Factory and pollution consents', price: 10000 },
      { name: 'Digital signature certificate', description: 'Class 3 DSC, valid 1-3 years', price: 800 },
    ],
    contactSection: false,
  },

  'tax-planning': {
    slug: 'tax-planning',
    title: 'Tax Planning for Individuals & Businesses in Gurgaon',
    description:
      'Year-round tax planning for salaried people, professionals and businesses in Gurgaon: regime choice, deductions, capital gains and advance tax.',
    keywords: ['tax planning Gurgaon', 'tax saving', 'old vs new tax regime', 'capital gains planning'],
    hero: {
      eyebrow: 'Tax Planning',
      heading: 'Plan Your Taxes Before the Year Ends, Not After',
      text: 'Good planning is legal, simple and worth more than any last-minute deduction. We look at your whole year and the years ahead.',
      cta: contactCta,
    },
    blocks: [
      {
        kind: 'cards',
        heading: 'Our tax planning services',
        columns: 2,
        items: [
          { title: 'Regime Choice', text: 'Old or new regime: a computation of both before you declare to your employer.' },
          { title: 'Deductions & Investments', text: 'Section 80C, 80D, NPS and home-loan interest used where they help.' },
          { title: 'Capital Gains', text: 'Timing of sales, exemptions under sections 54 and 54F, and loss set-off.' },
          { title: 'Business Tax', text: 'Presumptive taxation, salary versus profit, and advance tax instalments.' },
        ],
      },
      {
        kind: 'links',
        heading: 'Related services',
        items: [
          { href: '/services/income-tax-filing', title: 'Income Tax Filing', text: 'Turn the plan into a correct return.' },
          { href: '/services/accounting-services', title: 'Accounting Services', text: 'Books that make planning possible.' },
          { href: '/services/international-tax', title: 'International Taxation', text: 'Planning for NRIs and foreign income.' },
        ],
      },
    ],
    offers: [{ name: 'Tax planning', description: 'Personal and business tax planning' }],
    contactSection: true,
  },
}

export const getServicePage = (slug: string): ServicePage | undefined =>
  Object.prototype.hasOwnProperty.call(SERVICE_PAGES, slug) ? SERVICE_PAGES[slug as ServiceSlug] : undefined
