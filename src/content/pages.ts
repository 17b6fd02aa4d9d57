/**
 * The own texts of the site's pages that are neither a service page (src/content/services.ts), a legal page
 * (src/content/legal.ts) nor an article (the CMS): the title search results and browser tabs show (the firm name is
 * added when it fits, see `searchTitle` in src/lib/searchResult.ts), the meta description and the main heading. Each page reads its entry, and
 * the page-content form shows them to the editor about to replace them (src/lib/site/ownPageTexts.ts). A page-content
 * document's title, description and H1 win over these.
 */
export type OwnPageTexts = {
  /** Without the firm name. */
  title: string
  description: string
  h1: string
}

export const PAGE_TEXTS = {
  '/': {
    title: 'Chartered Accountant in Gurgaon | Tax, GST & Audit',
    description:
      'Your CA firm in Gurgaon: a chartered accountant in Gurgaon for income tax, GST, audits, company registration and NRI tax. Free first consultation.',
    h1: 'Tax, audit and compliance, handled by people who know your business',
  },
  '/services': {
    title: 'CA Services in Gurgaon: Tax, GST, Audit & Registration',
    description:
      'Income tax, GST, audit, company registration, accounting, compliance, licences and NRI taxation services from chartered accountants in Gurgaon.',
    h1: 'Professional CA Services for Individuals and Businesses',
  },
  '/about': {
    title: 'About Our Chartered Accountancy Firm in Gurgaon, Haryana',
    description:
      'Over 15 years of tax, audit and compliance practice in Gurgaon and 500+ clients served. Meet the firm, our values and how we work.',
    h1: 'About Chartered Accountants Gurgaon',
  },
  '/faq': {
    title: 'FAQs on Income Tax, GST & Company Registration in Gurgaon',
    description: 'Answers from chartered accountants on fees, GST registration, income tax filing, company registration and working with our CA firm in Gurgaon.',
    h1: 'Frequently Asked Questions (FAQs)',
  },
  '/contact': {
    title: 'Contact Chartered Accountants in Sector 102, Gurgaon',
    description: 'Call, e-mail, WhatsApp or send us a message. Chartered accountants in Sector 102, Gurgaon, open Mon-Sat 9:00 AM - 6:00 PM. Reply within 24 hours.',
    h1: 'Get In Touch',
  },
  '/careers': {
    title: 'Careers at Our CA Firm in Gurgaon: Jobs & Articleship',
    description: 'Openings for CA partners, articleship trainees, accountants, tax and audit graduates and content creators at a growing CA firm in Gurgaon.',
    h1: 'Build Your Career in Chartered Accountancy',
  },
  '/blog': {
    title: 'Tax & Compliance Blog',
    description: 'Guides on GST, income tax, audit, company registration and NRI taxation from chartered accountants in Gurgaon, with due dates, rates and examples.',
    h1: 'Tax & Compliance Blog',
  },
  '/sitemap': {
    title: 'Sitemap',
    description: 'Every page of our chartered accountancy firm’s website in one list: tax, GST and audit services, firm information, careers, blog articles and policies.',
    h1: 'Sitemap',
  },
} as const satisfies Record<string, OwnPageTexts>

export type TextedPagePath = keyof typeof PAGE_TEXTS
