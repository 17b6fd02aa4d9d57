/** Cache tags shared by the site's data functions and the CMS hooks that revalidate them. */
export const TAGS = {
  articles: 'articles',
  article: (slug: string) => `article:${slug}`,
  siteSettings: 'site-settings',
} as const
