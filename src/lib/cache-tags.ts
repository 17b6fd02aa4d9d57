/** Cache tags shared by the site's data functions and the CMS hooks that revalidate them. */
export const TAGS = {
  articles: 'articles',
  article: (slug: string) => `article:${slug}`,
  siteSettings: 'site-settings',
  pageContent: (path: string) => `page-content:${path}`,
  jobOpenings: 'job-openings',
  faqs: 'faqs',
  testimonials: 'testimonials',
  redirects: 'redirects',
} as const

/**
 * How long cached site data may live before it is refetched, in seconds. CMS changes expire it at once through
 * the tags above; this bounds staleness across several instances. (Route files repeat the literal 300 in
 * `export const revalidate`, which Next.js requires to be a literal.)
 */
export const SITE_REVALIDATE_SECONDS = 300
