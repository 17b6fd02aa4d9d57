/**
 * The public site's routes and the labels people see for them: one place for the header, footer, HTML site
 * map, breadcrumbs and /sitemap.xml.
 */
export type NavLink = { href: string; label: string }

/** The eight service pages of spec 01 section 2, plus /services/tax-planning, which the spec's links point at. */
export const SERVICE_SLUGS = [
  'income-tax-filing',
  'gst-services',
  'audit',
  'compliance-services',
  'accounting-services',
  'business-consulting',
  'international-tax',
  'licenses',
  'tax-planning',
] as const
export type ServiceSlug = (typeof SERVICE_SLUGS)[number]

export const SERVICE_LABELS: Record<ServiceSlug, string> = {
  'income-tax-filing': 'Income Tax Filing',
  'gst-services': 'GST Services',
  audit: 'Audit & Assurance',
  'compliance-services': 'Compliance Services',
  'accounting-services': 'Accounting Services',
  'business-consulting': 'Business Consulting',
  'international-tax': 'International Taxation',
  licenses: 'Business Licences',
  'tax-planning': 'Tax Planning',
}

export const LEGAL_PAGES: NavLink[] = [
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-and-conditions', label: 'Terms and Conditions' },
  { href: '/cancellation-refunds', label: 'Cancellation & Refunds' },
  { href: '/shipping-policy', label: 'Shipping Policy' },
]

export const MAIN_NAV: NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/services', label: 'Services' },
  { href: '/blog', label: 'Blog' },
  { href: '/faq', label: 'FAQ' },
  { href: '/contact', label: 'Contact Us' },
]

/** The header's 'Our Firm' dropdown. */
export const FIRM_NAV: NavLink[] = [
  { href: '/about', label: 'About Us' },
  { href: '/careers', label: 'Careers' },
]

/** Every static public route, for /sitemap.xml and the tests that visit each page. */
export const STATIC_ROUTES: string[] = [
  '/',
  '/services',
  ...SERVICE_SLUGS.map((s) => `/services/${s}`),
  '/about',
  '/faq',
  '/contact',
  '/careers',
  '/blog',
  '/sitemap',
  ...LEGAL_PAGES.map((l) => l.href),
]

/** Friendly labels for known path segments (spec 01 section 2, breadcrumb bar). */
export const SEGMENT_LABELS: Record<string, string> = {
  services: 'Services',
  careers: 'Careers',
  about: 'About Us',
  contact: 'Contact Us',
  blog: 'Blog',
  faq: 'FAQ',
  admin: 'Admin',
  'seo-admin': 'SEO Admin',
  'keyword-tracking': 'Keyword Tracking',
  sitemap: 'Sitemap',
  'news-updates': 'News & Updates',
  ...SERVICE_LABELS,
  // The legal pages by the names the footer and the site map give them ('Terms and Conditions', not the title-cased
  // 'Terms And Conditions'; 'Cancellation & Refunds', not 'Cancellation Refunds').
  ...Object.fromEntries(LEGAL_PAGES.map((l) => [l.href.slice(1), l.label])),
}
