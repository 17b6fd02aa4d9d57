/** The four legal pages (spec 01 section 2; figures from section 9). Static text, reviewed by the firm. */
export type LegalSection = { heading: string; paragraphs?: string[]; items?: string[] }
export type LegalPage = { path: string; title: string; description: string; updated: string; intro: string; sections: LegalSection[] }

export const LEGAL: Record<string, LegalPage> = {
  'privacy-policy': {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: 'How our chartered accountancy firm in Gurgaon collects, uses, stores and protects your personal and financial information.',
    updated: '2025-04-01',
    intro:
      'Your financial information is confidential by law and by our professional code. This policy explains what we collect, why, and how we protect it.',
    sections: [
      {
        heading: 'Information we collect',
        items: [
          'Contact details you send through our forms: name, e-mail, phone, company and your message',
          'Documents you share for an engagement, such as PAN, bank statements, invoices and financial statements',
          'Basic technical data our servers log, such as IP address and browser type, to keep the site secure',
        ],
      },
      {
        heading: 'How we use it',
        items: [
          'To reply to your enquiry and provide the services you engage us for',
          'To file returns and documents with government authorities on your behalf',
          'To meet our legal and professional obligations',
        ],
        paragraphs: ['We never sell your information or use it for advertising by third parties.'],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'The site uses cookies that are needed for it to work. Optional cookies are used only if you accept them in the cookie banner; you can decline them and the site works the same.',
        ],
      },
      {
        heading: 'How long we keep records',
        paragraphs: [
          'Financial records are kept for about 7 years, as tax and company law require, and then securely destroyed. Enquiries that do not lead to an engagement are deleted after two years.',
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'Documents are stored on access-controlled systems, shared only with the staff working on your engagement, and sent over encrypted connections.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You may ask to see, correct or delete the personal information we hold about you, subject to the records the law requires us to keep. Write to us at the e-mail address below.',
        ],
      },
    ],
  },
  'terms-and-conditions': {
    path: '/terms-and-conditions',
    title: 'Terms and Conditions',
    description: 'The terms on which our chartered accountancy firm in Gurgaon provides its website and professional services: engagements, fees, confidentiality and liability.',
    updated: '2025-04-01',
    intro: 'By using this website or engaging our services you agree to these terms.',
    sections: [
      {
        heading: 'Information on this website',
        paragraphs: [
          'Articles and pages on this site are general information, not professional advice for your situation. Tax law changes often; speak to us before acting on anything you read here.',
        ],
      },
      {
        heading: 'Engagements',
        items: [
          'Every engagement is confirmed by an engagement letter or e-mail setting out the scope and fee',
          'You provide complete and accurate information; our work relies on it',
          'Deadlines depend on receiving documents in time',
        ],
      },
      {
        heading: 'Fees and payment',
        paragraphs: [
          'Prices shown on the site are starting prices. The final fee depends on the scope and is agreed before work starts. Government fees and taxes are extra unless stated.',
        ],
      },
      {
        heading: 'Confidentiality',
        paragraphs: ['We keep your information confidential under the Chartered Accountants Act, 1949 and the ICAI Code of Ethics.'],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'Our liability for any engagement is limited to the fee paid for it, except where the law does not allow such a limit.',
        ],
      },
      {
        heading: 'Governing law',
        paragraphs: ['These terms are governed by the laws of India, and the courts of Gurugram, Haryana have jurisdiction.'],
      },
    ],
  },
  'cancellation-refunds': {
    path: '/cancellation-refunds',
    title: 'Cancellation & Refund Policy',
    description: 'When you can cancel an engagement with our CA firm in Gurgaon, how refunds of professional fees are calculated, and how long they take to reach you.',
    updated: '2025-04-01',
    intro: 'We want every client to be satisfied. If plans change, this is how cancellation and refunds work.',
    sections: [
      {
        heading: 'Cancellation',
        items: [
          'Before work starts: you may cancel and receive a refund less a 5% processing fee',
          'After work starts: you may cancel until the engagement is 50% complete, and pay pro rata for the work done',
          'After 50% completion: the engagement cannot be cancelled for a refund',
        ],
      },
      {
        heading: 'Full refunds',
        paragraphs: ['If you cancel within 24 hours of payment and no work has started, you receive a full refund.'],
      },
      {
        heading: 'How to request a refund',
        items: [
          'Send the request within 7 days of the event that gives rise to it',
          'We review requests within 3-5 business days',
          'Approved refunds are paid to the original payment method within 7-14 business days',
        ],
      },
      {
        heading: 'Not refundable',
        items: ['Government fees, challans and stamp duty already paid on your behalf', 'Work already filed with an authority'],
      },
      {
        heading: 'Support',
        paragraphs: [
          'We reply to refund questions within 24-48 hours. Our office hours are Monday-Friday 9:00-18:00.',
        ],
      },
    ],
  },
  'shipping-policy': {
    path: '/shipping-policy',
    title: 'Shipping & Delivery Policy',
    description: 'How our CA firm in Gurgaon delivers tax returns, certificates, audit reports and company documents to you, digitally by e-mail or by courier.',
    updated: '2025-04-01',
    intro: 'Most of our work is delivered digitally and free of charge. Physical documents are sent by courier on request.',
    sections: [
      {
        heading: 'Delivery charges',
        items: [
          'Digital delivery (e-mail or secure link): free',
          'Local courier within Gurgaon: ₹100-200',
          'Delhi NCR: ₹150-300',
          'Elsewhere in India: ₹200-500',
          'International: ₹2,000-5,000',
        ],
      },
      {
        heading: 'Delivery times',
        items: [
          'Income tax returns: digital the same day; physical copies in 2-3 business days',
          'GST certificates: digital within 24 hours; physical in 3-5 days',
          'Audit reports: digital the same day; physical in 2-4 days',
          'Company documents: digital within 24-48 hours; physical in 5-7 days',
          'Compliance certificates: digital within 24 hours; physical in 3-5 days',
        ],
      },
      {
        heading: 'Failed delivery',
        items: [
          'The courier retries the same day',
          'A second attempt is made within 2 business days',
          'After that, the parcel is held at the courier’s office for collection',
          'Redelivery charges may apply after the second failed attempt',
        ],
      },
    ],
  },
}
