/**
 * The questions the site starts with (seeded into the `faqs` collection; editors change them there). Facts are
 * those of spec 01 section 9. `topic` is 'general' or a service page slug.
 */
export type SeedFaq = { topic: string; question: string; answer: string }

export const SEED_FAQS: SeedFaq[] = [
  // General: the FAQ page and the home page (the first three are the FAQ page's structured data).
  {
    topic: 'general',
    question: 'What services does your CA firm in Gurgaon offer?',
    answer:
      'We handle income tax filing and planning, GST registration and returns, statutory, internal and tax audits, company and LLP registration, accounting and bookkeeping, corporate compliance, business licences and international taxation for NRIs.',
  },
  {
    topic: 'general',
    question: 'How much does income tax return filing cost?',
    answer:
      'Simple returns start from ₹999, individual returns with several income sources from ₹1,500 and business returns from ₹5,000. We confirm the fee before starting, and the first consultation is free.',
  },
  {
    topic: 'general',
    question: 'Do I need to visit your office?',
    answer:
      'No. Most clients share documents by e-mail or WhatsApp and we talk by phone or video. You are welcome at our office in Sector 102, Gurgaon, Monday to Saturday, 9 AM to 6 PM.',
  },
  {
    topic: 'general',
    question: 'How much does GST registration cost?',
    answer: 'GST registration starts from ₹2,999, including the application and replies to any clarification the department asks for.',
  },
  {
    topic: 'general',
    question: 'How much does it cost to register a company?',
    answer:
      'Private limited company or LLP registration starts from ₹4,999 plus government fees, and includes PAN, TAN and the certificate of incorporation.',
  },
  {
    topic: 'general',
    question: 'How quickly will you reply to my enquiry?',
    answer: 'We reply to every enquiry within 24 hours on working days, usually the same day.',
  },
  {
    topic: 'general',
    question: 'How long do you keep my financial records?',
    answer: 'Financial records are kept for about 7 years, as tax and company law require, and are then securely destroyed.',
  },

  // GST services (6)
  {
    topic: 'gst-services',
    question: 'When is GST registration compulsory?',
    answer:
      'For service providers once aggregate turnover exceeds ₹20 lakh in a year (₹10 lakh in special category states), and for goods suppliers above ₹40 lakh in most states. Inter-state sellers, e-commerce sellers and some others must register whatever their turnover.',
  },
  {
    topic: 'gst-services',
    question: 'What is the late fee for filing GST returns late?',
    answer:
      'The late fee is ₹50 a day (₹20 a day for nil returns), capped at 0.25 percent of turnover, and interest of 18 percent a year is charged on tax paid late.',
  },
  {
    topic: 'gst-services',
    question: 'When do I need an e-way bill?',
    answer: 'An e-way bill is needed to move goods worth ₹50,000 or more, with some exceptions for specified goods and short distances.',
  },
  {
    topic: 'gst-services',
    question: 'What is the GST composition scheme?',
    answer:
      'Small businesses with turnover up to ₹1.5 crore can pay GST at a fixed rate of 1 to 6 percent of turnover and file quarterly, but cannot claim input tax credit or charge GST on invoices.',
  },
  {
    topic: 'gst-services',
    question: 'How long does GST registration take?',
    answer: 'Usually 3 to 7 working days once documents are complete. If the department asks for clarification, we reply for you.',
  },
  {
    topic: 'gst-services',
    question: 'Can I claim input tax credit on all purchases?',
    answer:
      'Only on purchases used for business that appear in your GSTR-2B, with a valid invoice and where the supplier has filed. Some items, such as food and personal vehicles, are blocked.',
  },

  // Audit (4)
  {
    topic: 'audit',
    question: 'Which companies need a statutory audit?',
    answer:
      'Every company registered under the Companies Act needs an annual statutory audit, whatever its size. LLPs need one when contribution exceeds ₹25 lakh or turnover exceeds ₹40 lakh.',
  },
  {
    topic: 'audit',
    question: 'When is a tax audit required?',
    answer:
      'A tax audit under section 44AB is required when business turnover exceeds ₹1 crore (₹10 crore if cash transactions are under 5 percent), or professional receipts exceed ₹50 lakh.',
  },
  {
    topic: 'audit',
    question: 'When is an internal audit mandatory?',
    answer:
      'Listed companies, and unlisted public companies and private companies above set turnover, borrowing or paid-up capital limits must appoint an internal auditor.',
  },
  {
    topic: 'audit',
    question: 'How long does an audit take?',
    answer: 'A small company audit typically takes 2 to 4 weeks from receiving complete books; larger audits are planned with you in advance.',
  },

  // Compliance (6)
  {
    topic: 'compliance-services',
    question: 'How many board meetings must a company hold?',
    answer: 'At least four board meetings a year, with no more than 120 days between two meetings.',
  },
  {
    topic: 'compliance-services',
    question: 'When are MGT-7 and AOC-4 due?',
    answer: 'AOC-4 (financial statements) within 30 days of the AGM, and MGT-7 (annual return) within 60 days of the AGM.',
  },
  {
    topic: 'compliance-services',
    question: 'When must a business register for PF and ESI?',
    answer: 'PF registration is compulsory at 20 or more employees and ESI registration at 10 or more employees.',
  },
  {
    topic: 'compliance-services',
    question: 'What happens if ROC filings are late?',
    answer:
      'The MCA charges an additional fee of ₹100 a day per form with no upper limit, and directors of companies that do not file for three years can be disqualified.',
  },
  {
    topic: 'compliance-services',
    question: 'Do small private companies have lighter compliance?',
    answer:
      'Yes. Small companies hold fewer board meetings, need no cash-flow statement and pay lower penalties, but annual returns and the audit are still required.',
  },
  {
    topic: 'compliance-services',
    question: 'Can you take over compliance from our previous consultant?',
    answer: 'Yes. We review past filings, fix any gaps and then run your compliance calendar from the next due date.',
  },

  // Accounting (4)
  {
    topic: 'accounting-services',
    question: 'Which accounting software do you use?',
    answer: 'We work in Tally, Zoho Books and QuickBooks, and can keep your books in the software you already use.',
  },
  {
    topic: 'accounting-services',
    question: 'How do I send you bills and statements?',
    answer: 'By e-mail, WhatsApp or a shared folder, whichever suits you. We send a checklist each month.',
  },
  {
    topic: 'accounting-services',
    question: 'Will I get monthly reports?',
    answer: 'Yes: a profit and loss statement, balance sheet and a short note on cash and dues every month.',
  },
  {
    topic: 'accounting-services',
    question: 'Can you clean up books that are behind?',
    answer: 'Yes. We bring backlogged books up to date as a one-time project and then keep them current.',
  },

  // International tax (3)
  {
    topic: 'international-tax',
    question: 'Does an NRI need to file an income tax return in India?',
    answer:
      'Yes, if Indian income exceeds the basic exemption limit, or to claim a refund of excess TDS on rent, interest or property sales.',
  },
  {
    topic: 'international-tax',
    question: 'How much money can an NRI repatriate from India?',
    answer:
      'Up to USD 1 million per financial year from an NRO account for bona fide purposes, after taxes are paid and with Forms 15CA and 15CB.',
  },
  {
    topic: 'international-tax',
    question: 'How do I avoid double taxation?',
    answer:
      'India’s tax treaties (DTAA) let you claim relief or a foreign tax credit. You need a tax residency certificate and Form 10F from the country where you live.',
  },

  // Licences (10)
  {
    topic: 'licenses',
    question: 'Which licences does a new business in Gurgaon need?',
    answer:
      'Most need a shop and establishment registration and GST. Food businesses need FSSAI, importers and exporters need an IEC, and factories need a factory licence and pollution consents.',
  },
  {
    topic: 'licenses',
    question: 'How long does FSSAI registration take?',
    answer: 'Basic registration usually takes 15 to 30 days; state and central licences can take longer if an inspection is needed.',
  },
  {
    topic: 'licenses',
    question: 'Is an Import Export Code (IEC) renewed?',
    answer: 'The IEC does not expire, but it must be updated on the DGFT portal every year between April and June.',
  },
  {
    topic: 'licenses',
    question: 'What is a digital signature certificate used for?',
    answer: 'For signing MCA, GST and income tax filings and e-tenders. A Class 3 certificate costs ₹800 to ₹2,500 and is valid for 1 to 3 years.',
  },
  {
    topic: 'licenses',
    question: 'Do I need a trade licence in Gurgaon?',
    answer: 'Commercial establishments within the Municipal Corporation of Gurugram need a trade licence, renewed each year.',
  },
  {
    topic: 'licenses',
    question: 'What is Udyam (MSME) registration?',
    answer: 'A free government registration for micro, small and medium enterprises that opens access to priority lending, subsidies and protection against delayed payments.',
  },
  {
    topic: 'licenses',
    question: 'Does my factory need pollution consent?',
    answer: 'Yes. Most manufacturing units need Consent to Establish before building and Consent to Operate before production from the Haryana State Pollution Control Board.',
  },
  {
    topic: 'licenses',
    question: 'What happens if I operate without a licence?',
    answer: 'Penalties range from fines to sealing of the premises, depending on the law. FSSAI penalties can reach ₹5 lakh.',
  },
  {
    topic: 'licenses',
    question: 'Can you handle licence renewals?',
    answer: 'Yes. We keep a renewal calendar for each client and start renewals well before the expiry date.',
  },
  {
    topic: 'licenses',
    question: 'How much do your licence services cost?',
    answer: 'From ₹1,500 for food registrations, ₹2,000 for business registrations, ₹3,000 for trade licences and ₹10,000 for industrial licences, plus government fees.',
  },

  // Tax planning (3)
  {
    topic: 'tax-planning',
    question: 'Should I choose the old or the new tax regime?',
    answer:
      'It depends on your deductions. We compute your tax under both regimes and recommend the lower one before you declare it to your employer.',
  },
  {
    topic: 'tax-planning',
    question: 'When should I start tax planning?',
    answer: 'At the start of the financial year. Planning in March leaves few options; planning in April leaves all of them.',
  },
  {
    topic: 'tax-planning',
    question: 'Is tax planning legal?',
    answer: 'Yes. Using the deductions, exemptions and timing the law allows is planning; hiding income is evasion, which we never do.',
  },
]
