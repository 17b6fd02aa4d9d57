import type { ArticleCategory } from '../../src/lib/categories'

export type SeedArticle = {
  title: string
  slug: string
  excerpt: string
  category: ArticleCategory
  tags: string[]
  author?: string
  published: string
  trending?: boolean
  meta_description: string
  markdown: string
}

/** Demo articles: realistic guidance on Indian tax and compliance, written for this site. */
export const SEED_ARTICLES: SeedArticle[] = [
  {
    title: 'GST Registration: Who Must Register and How to Apply',
    slug: 'gst-registration-who-must-register',
    excerpt:
      'Turnover thresholds, the cases where registration is compulsory regardless of turnover, and the documents you need for a smooth application on the GST portal.',
    category: 'GST',
    tags: ['GST', 'Registration', 'Small Business', 'Threshold'],
    author: 'GST Desk',
    published: '2026-11-12T09:00:00.000Z',
    trending: true,
    meta_description:
      'Who must register for GST in India, the turnover thresholds, compulsory registration cases and the documents needed to apply on the GST portal.',
    markdown: `Registering under the Goods and Services Tax is one of the first compliance steps for a growing business. Register too late and you face penalties and lost input tax credit; register without need and you take on monthly filings you could have avoided.

## Turnover thresholds

Registration becomes compulsory once aggregate turnover in a financial year crosses the threshold for your state and supply type:

- **Supply of goods:** Rs 40 lakh in most states (Rs 20 lakh in special category states).
- **Supply of services:** Rs 20 lakh in most states (Rs 10 lakh in special category states).

Aggregate turnover is counted on an all-India basis for the same PAN, and includes exempt supplies and exports.

## When registration is compulsory anyway

Some businesses must register whatever their turnover, including:

- anyone making inter-state taxable supplies of goods;
- e-commerce operators and sellers supplying goods through them;
- casual taxable persons and non-resident taxable persons;
- persons liable to pay tax under reverse charge, and input service distributors.

## Documents you will need

Keep scanned copies of the PAN of the business, proof of the principal place of business (electricity bill, rent agreement or NOC from the owner), photographs and identity proof of the proprietor, partners or directors, and bank account details.

## How we help

We check whether you need to register at all, choose between the regular and composition schemes, file the application and answer any clarification notice. Most registrations are approved within seven working days of a complete application.`,
  },
  {
    title: 'GSTR-1 and GSTR-3B Due Dates: A Monthly Filing Calendar',
    slug: 'gstr-1-gstr-3b-due-dates-calendar',
    excerpt:
      'The monthly rhythm of GST returns: what GSTR-1 and GSTR-3B contain, when they are due, and what a missed date costs in late fees and interest.',
    category: 'GST',
    tags: ['GST', 'GSTR-1', 'GSTR-3B', 'Due Dates', 'Late Fee'],
    author: 'GST Desk',
    published: '2026-10-28T09:00:00.000Z',
    trending: true,
    meta_description:
      'GSTR-1 is due on the 11th and GSTR-3B on the 20th of the following month. See the GST filing calendar, late fees and interest for delays.',
    markdown: `For a regular monthly filer, two returns set the pace of GST compliance every month.

## GSTR-1: outward supplies

GSTR-1 reports your sales invoice by invoice for registered buyers and in summary for consumers. It is **due on the 11th** of the following month. Your customers' input tax credit depends on it, so late GSTR-1 filings quickly become a customer-service problem as well as a compliance one.

## GSTR-3B: summary return and payment

GSTR-3B summarises outward supplies, input tax credit claimed and tax payable, and is the return through which you actually pay. It is **due on the 20th** of the following month for monthly filers.

## Other returns to watch

- GSTR-7 (tax deducted at source) on the 10th.
- GSTR-6 (input service distributors) on the 13th.
- GSTR-5 (non-resident taxable persons) on the 20th.
- GSTR-9, the annual return, by 31 December after the year ends.

## What a delay costs

Late fee is Rs 50 a day (Rs 20 a day for nil returns), capped at 0.25 percent of turnover in the state, and interest runs at 18 percent a year on tax paid late. Repeated non-filing can also lead to suspension of your registration and blocked e-way bills.

## A simple routine

Close your sales register by the 5th, reconcile purchases against GSTR-2B by the 15th, and pay by the 18th. A small routine removes almost every late fee.`,
  },
  {
    title: 'Input Tax Credit Under GST: Conditions You Must Meet',
    slug: 'input-tax-credit-gst-conditions',
    excerpt:
      'Input tax credit is only as good as the paperwork behind it. The four conditions of section 16, blocked credits, and how to reconcile with GSTR-2B.',
    category: 'GST',
    tags: ['GST', 'Input Tax Credit', 'GSTR-2B', 'Reconciliation'],
    published: '2026-09-18T09:00:00.000Z',
    meta_description:
      'The conditions for claiming input tax credit under GST, blocked credits under section 17(5), and how to reconcile purchases with GSTR-2B.',
    markdown: `Input tax credit (ITC) lets you reduce the GST you pay on sales by the GST you paid on business purchases. It is valuable, and it is also the area most often questioned in GST scrutiny.

## The four basic conditions

You may claim credit only when all of these hold:

1. You hold a valid tax invoice or debit note.
2. You have received the goods or services.
3. The supplier has filed its return and the invoice appears in your GSTR-2B.
4. The tax has actually been paid to the government.

You must also pay your supplier within 180 days of the invoice date, or reverse the credit with interest.

## Blocked credits

Section 17(5) blocks credit on items such as motor vehicles for personal use, food and beverages, club memberships, and works contracts for immovable property, with narrow exceptions.

## Reconcile every month

Match your purchase register with GSTR-2B before filing GSTR-3B. Follow up with suppliers whose invoices are missing, and keep the correspondence. A monthly reconciliation is far cheaper than defending a year's worth of mismatches later.`,
  },
  {
    title: 'Old vs New Tax Regime: Which Should You Choose?',
    slug: 'old-vs-new-tax-regime',
    excerpt:
      'The new regime is now the default, with lower rates and few deductions. Here is how to compare both regimes for your own salary and investments.',
    category: 'Income Tax',
    tags: ['Income Tax', 'Tax Regime', 'Salaried', 'Deductions', 'Tax Planning'],
    author: 'Tax Desk',
    published: '2026-11-05T09:00:00.000Z',
    trending: true,
    meta_description:
      'Compare the old and new income tax regimes in India: rates, deductions you give up, and a simple way to decide which regime saves you more tax.',
    markdown: `Since the new tax regime became the default, every taxpayer has a choice to make: lower slab rates with almost no deductions, or the old slabs with deductions such as section 80C, 80D and house rent allowance.

## What the new regime offers

The new regime has wider slabs and lower rates, a standard deduction for salaried people, and a rebate that removes tax entirely for many middle incomes. In exchange, most deductions and exemptions are not available.

## What you give up

Under the new regime you cannot claim, among others:

- section 80C investments (PPF, ELSS, life insurance premium, principal on a home loan);
- section 80D health insurance premium;
- house rent allowance and leave travel allowance exemptions;
- interest on a self-occupied home loan under section 24(b).

## How to decide

Add up the deductions you genuinely claim each year. If they are modest, the new regime almost always wins. If you pay a large home-loan interest, rent in a metro and invest fully under 80C, the old regime can still be cheaper. Work out the tax both ways before you tell your employer which regime to use for TDS.

## Switching

Salaried taxpayers without business income can choose afresh every year when filing the return. Those with business income can switch back from the new regime only once, so the decision deserves more care.`,
  },
  {
    title: 'Which ITR Form Should You File? ITR-1 to ITR-4 Explained',
    slug: 'which-itr-form-to-file',
    excerpt:
      'Filing on the wrong form makes a return defective. A plain guide to who files ITR-1, ITR-2, ITR-3 and ITR-4, with common cases.',
    category: 'Income Tax',
    tags: ['Income Tax', 'ITR', 'Return Filing', 'Individuals'],
    author: 'Tax Desk',
    published: '2026-07-14T09:00:00.000Z',
    meta_description:
      'Who should file ITR-1, ITR-2, ITR-3 or ITR-4 in India. Choose the right income tax return form for salary, capital gains, business or presumptive income.',
    markdown: `Choosing the right income tax return form is the first step of a correct return. The Income Tax Department treats a return on the wrong form as defective and asks you to file again.

## ITR-1 (Sahaj)

For resident individuals with total income up to Rs 50 lakh from salary or pension, one house property, and other sources such as interest. Not for directors, holders of unlisted shares, or anyone with foreign assets.

## ITR-2

For individuals and HUFs without business income who have capital gains, more than one house property, foreign assets or income, or income above Rs 50 lakh. Most salaried people who sold shares or mutual funds file ITR-2.

## ITR-3

For individuals and HUFs with income from a business or profession that keeps regular books of account, including partners in a firm.

## ITR-4 (Sugam)

For resident individuals, HUFs and firms (other than LLPs) opting for presumptive taxation under sections 44AD, 44ADA or 44AE, with total income up to Rs 50 lakh.

## Businesses

Firms and LLPs file ITR-5, companies ITR-6, and trusts ITR-7. If you are unsure, send us your Form 16, AIS and capital gains statements and we will confirm the form before filing.`,
  },
  {
    title: 'Advance Tax: Due Dates and How to Calculate Instalments',
    slug: 'advance-tax-due-dates',
    excerpt:
      'If your tax for the year exceeds Rs 10,000 after TDS, you pay it in four instalments. Due dates, percentages and the interest for missing them.',
    category: 'Income Tax',
    tags: ['Income Tax', 'Advance Tax', 'Due Dates', 'Interest'],
    published: '2026-06-02T09:00:00.000Z',
    meta_description:
      'Advance tax due dates in India (15 June, 15 September, 15 December, 15 March), how much to pay in each instalment, and interest under sections 234B and 234C.',
    markdown: `Advance tax means paying income tax during the year as you earn, rather than in one amount at filing time. It applies when your estimated tax for the year, after TDS, is Rs 10,000 or more.

## Due dates and cumulative percentages

- **15 June:** at least 15 percent of the year's tax.
- **15 September:** at least 45 percent.
- **15 December:** at least 75 percent.
- **15 March:** 100 percent.

Taxpayers under the presumptive scheme of section 44AD or 44ADA may pay the whole amount by 15 March.

## Who is exempt

Resident senior citizens aged 60 or more who have no income from business or profession do not need to pay advance tax.

## Interest for shortfalls

Paying less than required attracts simple interest of 1 percent a month under section 234C for deferment, and under section 234B if less than 90 percent of the tax is paid by the end of the year.

## Estimating well

Review your income at each due date: add expected business profit, capital gains already realised and interest, subtract TDS, and pay the difference online through the e-pay tax service.`,
  },
  {
    title: 'Tax Audit Under Section 44AB: Applicability and Deadlines',
    slug: 'tax-audit-section-44ab',
    excerpt:
      'When a business or profession needs a tax audit, the turnover limits including the higher limit for mostly digital receipts, and the due dates for the report.',
    category: 'Audit and Assurance',
    tags: ['Audit', 'Tax Audit', 'Section 44AB', 'Due Dates'],
    author: 'Audit Team',
    published: '2026-08-21T09:00:00.000Z',
    meta_description:
      'Tax audit under section 44AB: turnover limits for business and profession, the Rs 10 crore limit for digital receipts, forms 3CA, 3CB and 3CD and due dates.',
    markdown: `A tax audit is an examination of a taxpayer's books by a chartered accountant, reported to the Income Tax Department in Form 3CA or 3CB with the detailed statement in Form 3CD.

## Who needs a tax audit

- A **business** with turnover above Rs 1 crore. The limit rises to Rs 10 crore when cash receipts and cash payments are each no more than 5 percent of the total.
- A **profession** with gross receipts above Rs 50 lakh.
- A business or profession under presumptive taxation that declares profit below the presumptive rate while its income exceeds the basic exemption limit.

## Due dates

The audit report is due by 30 September of the assessment year, one month before the return due date of 31 October for audited taxpayers.

## Penalty

Failing to get the accounts audited can attract a penalty of 0.5 percent of turnover, up to Rs 1.5 lakh, unless there was a reasonable cause.

## Preparing for the audit

Close the books early, reconcile bank accounts and GST returns with the ledgers, and keep records of TDS, loans and fixed assets ready. A prepared client gets a faster and cheaper audit.`,
  },
  {
    title: 'Why Growing Companies Need an Internal Audit',
    slug: 'why-growing-companies-need-internal-audit',
    excerpt:
      'Internal audit is not only for listed companies. How a risk-based internal audit protects cash, catches leakages and prepares a company for investors.',
    category: 'Audit and Assurance',
    tags: ['Audit', 'Internal Audit', 'Risk', 'Controls'],
    author: 'Audit Team',
    published: '2026-05-11T09:00:00.000Z',
    meta_description:
      'How internal audit helps growing Indian companies: risk-based reviews of purchases, payroll and receivables, and when the Companies Act makes it mandatory.',
    markdown: `A statutory audit tells shareholders whether the financial statements are fair. An internal audit tells the owners whether the business is being run the way they think it is.

## When it is mandatory

Section 138 of the Companies Act requires internal audit for listed companies and for unlisted public and private companies above prescribed turnover, borrowing or deposit levels. Many smaller companies choose it anyway.

## What a risk-based internal audit covers

- **Purchases and payments:** vendor approval, three-way matching, duplicate payments.
- **Revenue and receivables:** pricing discipline, credit limits, ageing and collections.
- **Payroll:** joiners and leavers, statutory deductions, reimbursements.
- **Inventory:** physical verification, slow-moving stock and write-offs.
- **Statutory compliance:** GST, TDS, PF and ESI filings on time.

## How often, and by whom

Most growing companies start with a quarterly review of the two or three riskiest areas and widen the scope as the business grows. The internal auditor may be an employee or an outside firm, but must be independent of the people whose work is reviewed. Under the Companies Act the board appoints the internal auditor, and the audit committee, where there is one, agrees the scope and timing.

## What owners get

Each review ends with findings ranked by risk, the money involved and an agreed fix with an owner and date. Over a year, that list becomes a map of how the company has tightened its controls, which is exactly what banks and investors ask to see.`,
  },
  {
    title: 'How to Register a Private Limited Company in India',
    slug: 'register-private-limited-company-india',
    excerpt:
      'From digital signatures to the certificate of incorporation: the SPICe+ process step by step, the documents you need and how long it takes.',
    category: 'Company Registration',
    tags: ['Company Registration', 'Private Limited', 'SPICe+', 'Startup'],
    author: 'Corporate Desk',
    published: '2026-10-09T09:00:00.000Z',
    trending: true,
    meta_description:
      'Register a private limited company in India with SPICe+: digital signatures, name reservation, MOA and AOA, PAN and TAN, documents and typical timelines.',
    markdown: `A private limited company is the most common structure for startups and growing businesses in India: it limits the owners' liability, is easy to raise money into, and is widely trusted by customers and banks.

## Basic requirements

- At least two directors, one of whom is resident in India, and at least two shareholders.
- A registered office address in India.
- No minimum paid-up capital.

## The process step by step

1. **Digital signature certificates** for the proposed directors.
2. **Name reservation** through SPICe+ Part A, with one or two proposed names.
3. **Incorporation filing** in SPICe+ Part B with the memorandum and articles of association (e-MoA and e-AoA), the director identification numbers, and the linked forms for PAN, TAN, EPFO, ESIC and a bank account.
4. **Certificate of incorporation** issued by the Registrar of Companies with the company's CIN, PAN and TAN.

## Documents

PAN and address proof of every director and shareholder, passport-size photographs, and proof of the registered office with a no-objection certificate from the owner.

## After incorporation

Open the bank account, file the commencement of business declaration within 180 days, appoint the first auditor within 30 days, and hold the first board meeting. We handle the filing end to end and give you a checklist for the first year.`,
  },
  {
    title: 'LLP or Private Limited Company: Choosing the Right Structure',
    slug: 'llp-vs-private-limited-company',
    excerpt:
      'Both limit your liability, but they differ in compliance cost, taxation, fund-raising and how easily you can bring in partners or investors.',
    category: 'Company Registration',
    tags: ['Company Registration', 'LLP', 'Private Limited', 'Business Structure'],
    published: '2026-04-16T09:00:00.000Z',
    meta_description:
      'LLP vs private limited company in India: liability, compliance, taxation, fund-raising and exit. Choose the right structure for your business.',
    markdown: `Founders often ask which is better: a limited liability partnership or a private limited company. The honest answer depends on what you plan to do with the business.

## Where they are alike

Both are separate legal entities, both protect the personal assets of the owners, and both are registered with the Ministry of Corporate Affairs.

## Where they differ

- **Fund-raising:** equity investors and venture funds invest in companies, not LLPs. If you plan to raise capital or issue ESOPs, choose a private limited company.
- **Compliance:** an LLP files an annual return (Form 11) and a statement of accounts (Form 8); audit is needed only above prescribed turnover or contribution. A company has board meetings, an annual general meeting, a statutory audit every year and more ROC filings.
- **Taxation:** LLP profits are taxed at a flat rate and partners receive their share tax-free; companies can choose concessional rates, but dividends are taxed again in the shareholders' hands.
- **Transfer of ownership:** shares transfer easily; changing partners in an LLP means amending the LLP agreement.

## A rule of thumb

Professional practices and family businesses that will not raise outside equity are often well served by an LLP. Businesses that want to scale with investors should start as a private limited company.`,
  },
  {
    title: 'NRI Taxation: Residential Status and Taxable Income in India',
    slug: 'nri-residential-status-taxable-income',
    excerpt:
      'Your residential status decides what India taxes. The day-count tests, the deemed-resident rule, and which income of an NRI is taxable here.',
    category: 'NRI Taxation',
    tags: ['NRI', 'Residential Status', 'International Tax', 'Income Tax'],
    author: 'International Tax Desk',
    published: '2026-09-30T09:00:00.000Z',
    meta_description:
      'How residential status is decided for income tax in India, the 182-day and 60-day tests, deemed residents, and which income of an NRI is taxed in India.',
    markdown: `For income tax, being a non-resident Indian is a matter of days spent in India, not of citizenship or passport. Your status is decided afresh for every financial year.

## The basic tests

You are resident in a year if you are in India for:

- 182 days or more in the year; or
- 60 days or more in the year and 365 days or more in the four preceding years.

For Indian citizens leaving for employment abroad, and for Indian citizens or persons of Indian origin visiting India, the 60-day test is replaced by 182 days, or by 120 days where Indian income exceeds Rs 15 lakh.

## Deemed residents

An Indian citizen with Indian income above Rs 15 lakh who is not liable to tax in any other country is treated as a resident but not ordinarily resident.

## What India taxes for an NRI

Only income received or accruing in India: rent from Indian property, interest on NRO deposits, capital gains on Indian shares, mutual funds or property, and salary for work done in India. Interest on NRE deposits and FCNR deposits is exempt.

## Practical points

Banks deduct TDS at higher rates on NRI income, so filing a return is often the only way to claim a refund. Keep your travel dates handy: the day count decides everything else.`,
  },
  {
    title: 'DTAA Benefits for NRIs: Avoiding Double Taxation',
    slug: 'dtaa-benefits-for-nris',
    excerpt:
      'How double taxation avoidance agreements lower tax on Indian income, the tax residency certificate and Form 10F, and claiming foreign tax credit.',
    category: 'NRI Taxation',
    tags: ['NRI', 'DTAA', 'Form 10F', 'Foreign Tax Credit'],
    author: 'International Tax Desk',
    published: '2026-03-23T09:00:00.000Z',
    meta_description:
      'Claim DTAA benefits as an NRI: lower tax rates on Indian interest and dividends, the tax residency certificate, Form 10F and foreign tax credit.',
    markdown: `India has double taxation avoidance agreements (DTAAs) with more than 90 countries, including the United States, the United Kingdom, the UAE and Singapore. They decide which country may tax an income and at what maximum rate.

## Lower rates on Indian income

Many treaties cap the Indian tax on interest and dividends paid to a resident of the other country, often at 10 to 15 percent, below the rates that would otherwise apply to non-residents. You can choose the treaty rate or the Indian rate, whichever is lower.

## Documents the payer will ask for

- A **tax residency certificate** (TRC) from the tax authority of your country of residence.
- **Form 10F**, filed electronically on the income tax portal.
- Your PAN and a declaration that you have no permanent establishment in India.

## Relief in your country of residence

Where both countries tax the same income, your country of residence usually gives credit for the Indian tax paid. Keep Form 16A or the TDS certificate and your Indian return as proof.

## Common mistakes

Claiming the treaty rate without a TRC, missing Form 10F, and forgetting to report Indian income abroad. We review your treaty position each year so you pay tax once, at the lowest lawful rate.`,
  },
  {
    title: 'Annual ROC Compliance Checklist for Private Companies',
    slug: 'annual-roc-compliance-checklist',
    excerpt:
      'Board meetings, the AGM, AOC-4 and MGT-7, director KYC and the auditor: the yearly filings every private company must make, with their deadlines.',
    category: 'Compliance',
    tags: ['Compliance', 'ROC', 'AOC-4', 'MGT-7', 'Companies Act'],
    author: 'Corporate Desk',
    published: '2026-08-04T09:00:00.000Z',
    meta_description:
      'Annual ROC compliance for private companies in India: board meetings, AGM, AOC-4 within 30 days and MGT-7 within 60 days, DIR-3 KYC and auditor filings.',
    markdown: `Every private limited company in India has a fixed set of yearly obligations under the Companies Act. Missing them brings additional fees of Rs 100 a day per form and, in time, the disqualification of directors.

## Meetings

- At least **four board meetings** a year, with no more than 120 days between two meetings.
- The **annual general meeting** within six months of the end of the financial year, normally by 30 September.

## Filings with the Registrar

- **AOC-4**, the financial statements, within 30 days of the AGM.
- **MGT-7 or MGT-7A**, the annual return, within 60 days of the AGM.
- **ADT-1**, the auditor's appointment, within 15 days of the AGM at which the auditor is appointed.
- **DIR-3 KYC** for every director, every year.
- **DPT-3** for outstanding loans and deposits, by 30 June.

## Small companies and one person companies

A small company or a one person company needs only two board meetings a year, one in each half of the calendar year with at least 90 days between them, and files its annual return on the shorter form MGT-7A. A one person company does not hold an AGM.

## Other registers to keep

Statutory registers of members, directors and charges, minutes of meetings, and disclosures of interest by directors (MBP-1) at the first board meeting of the year.

## Staying ahead

We keep a compliance calendar for each client company and prepare the forms weeks ahead, so the directors only need to review and sign.`,
  },
]
