// Plain JavaScript: next.config.mjs reads it as Node loads it, and the TypeScript code imports it too.

/** Where the blog's RSS feed lives; every page names it for feed readers (`<link rel="alternate">`). */
export const BLOG_FEED_PATH = '/blog/feed.xml'

/**
 * The blog with filters in its address (`/blog?q=…&category=…`, a shared search or the search form sent without
 * script) is rendered by this route, which reads the query on the server: /blog itself is prerendered and cannot.
 * next.config.mjs rewrites /blog to it when the address has one of BLOG_SEARCH_QUERY, and sends a visitor who types it
 * to /blog.
 */
export const BLOG_SEARCH_PATH = '/blog-search'
/**
 * The blog's query parameters: the search, the category, how many cards the lists show, and Saved (`saved=1`: the
 * bookmarks are read in the browser, but the server then sends a placeholder for the list rather than every article).
 */
export const BLOG_SEARCH_QUERY = ['q', 'category', 'show', 'saved']

/**
 * The careers page with a kind of opening chosen (`/careers?type=partner`: a shared link, or the page come back to after
 * a choice) is rendered by this route, prerendered for each kind; next.config.mjs rewrites /careers to it when the
 * address names a kind, and sends a visitor who types it to /careers.
 */
export const CAREERS_FILTER_PATH = '/careers-filter'
/** The careers page's query parameter for the kind of opening. */
export const CAREERS_FILTER_PARAM = 'type'

/**
 * Addresses next.config.mjs redirects (308) before any page or editor's redirect is looked at: the old system's admin
 * addresses, and the addresses feed readers and people try for a blog's feed when a page does not name it.
 * @type {{ source: string, destination: string }[]}
 */
export const FIXED_REDIRECTS = [
  { source: '/auth', destination: '/admin/login' },
  { source: '/seo-admin', destination: '/admin' },
  { source: '/seo-admin/:path*', destination: '/admin' },
  { source: '/keyword-tracking', destination: '/admin' },
  { source: BLOG_SEARCH_PATH, destination: '/blog' },
  { source: `${CAREERS_FILTER_PATH}/:path*`, destination: '/careers' },
  // Written out rather than mapped from a list: a call here would be kept in every browser bundle that imports a
  // constant of this module (the careers filter's), where a plain array left unused is dropped.
  { source: '/feed', destination: BLOG_FEED_PATH },
  { source: '/feed.xml', destination: BLOG_FEED_PATH },
  { source: '/rss', destination: BLOG_FEED_PATH },
  { source: '/rss.xml', destination: BLOG_FEED_PATH },
  { source: '/atom.xml', destination: BLOG_FEED_PATH },
  { source: '/blog/rss.xml', destination: BLOG_FEED_PATH },
  { source: '/blog/atom.xml', destination: BLOG_FEED_PATH },
]

/**
 * Where a fixed redirect leads from a path in the site's canonical form (lower case, no trailing slash), or null.
 * @param {string} path
 * @returns {string | null}
 */
export function fixedRedirectFrom(path) {
  for (const { source, destination } of FIXED_REDIRECTS) {
    const prefix = source.endsWith('/:path*') ? source.slice(0, -'/:path*'.length) : null
    if (path === source || (prefix !== null && (path === prefix || path.startsWith(`${prefix}/`)))) return destination
  }
  return null
}
