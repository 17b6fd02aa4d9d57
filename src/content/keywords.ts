/**
 * Keywords the firm tracks from the start: the searches each page is written for. Positions, volumes and
 * difficulty are left empty until a rank provider measures them.
 */
export const SEED_KEYWORDS: { keyword: string; target_url: string; priority: 'high' | 'medium' | 'low'; category: string }[] = [
  { keyword: 'chartered accountant in gurgaon', target_url: '/', priority: 'high', category: 'brand' },
  { keyword: 'ca firm gurgaon', target_url: '/', priority: 'high', category: 'brand' },
  { keyword: 'income tax return filing', target_url: '/services/income-tax-filing', priority: 'high', category: 'income tax' },
  { keyword: 'itr filing', target_url: '/services/income-tax-filing', priority: 'medium', category: 'income tax' },
  { keyword: 'gst registration', target_url: '/services/gst-services', priority: 'high', category: 'gst' },
  { keyword: 'gst return filing', target_url: '/services/gst-services', priority: 'high', category: 'gst' },
  { keyword: 'statutory audit', target_url: '/services/audit', priority: 'medium', category: 'audit' },
  { keyword: 'tax audit', target_url: '/services/audit', priority: 'medium', category: 'audit' },
  { keyword: 'roc compliance', target_url: '/services/compliance-services', priority: 'medium', category: 'compliance' },
  { keyword: 'bookkeeping services', target_url: '/services/accounting-services', priority: 'medium', category: 'accounting' },
  { keyword: 'virtual cfo', target_url: '/services/accounting-services', priority: 'low', category: 'accounting' },
  { keyword: 'business consulting', target_url: '/services/business-consulting', priority: 'low', category: 'advisory' },
  { keyword: 'nri tax filing', target_url: '/services/international-tax', priority: 'medium', category: 'nri' },
  { keyword: 'fema repatriation', target_url: '/services/international-tax', priority: 'low', category: 'nri' },
  { keyword: 'fssai registration', target_url: '/services/licenses', priority: 'low', category: 'licences' },
  { keyword: 'tax planning', target_url: '/services/tax-planning', priority: 'medium', category: 'income tax' },
]
