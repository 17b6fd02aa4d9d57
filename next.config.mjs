import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'

import {
  BLOG_SEARCH_PATH,
  BLOG_SEARCH_QUERY,
  CAREERS_FILTER_PARAM,
  CAREERS_FILTER_PATH,
  FIXED_REDIRECTS,
} from './src/lib/site/fixedRedirects.mjs'
import { JOB_KINDS } from './src/lib/site/jobTypes.mjs'

// Sent with every answer, site and admin alike. The CSP only limits framing, <base>, plugins and form targets:
// restricting scripts would need a nonce per request, which would end static generation of the pages.
const SITE_CSP = "frame-ancestors 'self'; base-uri 'self'; object-src 'none'; form-action 'self'"
const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Content-Security-Policy', value: SITE_CSP },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
  // Only when the public address is https: browsers would ignore it over http, and it must not pin a local setup.
  ...(process.env.SERVER_URL?.startsWith('https://') ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000' }] : []),
]
// An uploaded file opened on its own (an SVG is a document that could carry script): Payload answers SVGs with
// `script-src 'none'; frame-src 'none'; object-src 'none'`, which the site-wide CSP above replaced. This keeps both,
// for every uploaded file, behind Payload's own refusal of SVGs with script in them.
const UPLOAD_CSP = `script-src 'none'; frame-src 'none'; ${SITE_CSP}`

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Tests build into their own folder so they never replace the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Next.js's own page cache, except that "not found" pages and redirects stay in memory instead of each being written
  // to disk (src/lib/pageCacheHandler.mjs: otherwise every made-up /blog/<slug> adds about 70 kB to the disk).
  cacheHandler: fileURLToPath(new URL('./src/lib/pageCacheHandler.mjs', import.meta.url)),
  async headers() {
    return [
      { source: '/:path*', headers: SECURITY_HEADERS },
      { source: '/api/:collection/file/:file*', headers: [{ key: 'Content-Security-Policy', value: UPLOAD_CSP }] },
      // A page of the site, and its RSC payload (what the browser fetches when a link is prefetched or followed).
      // Next.js sends both with `s-maxage=300, stale-while-revalidate=<a year>`, meant for shared caches; Chromium
      // applies the stale-while-revalidate to its own cache for RSC payloads, so a returning visitor following a link
      // was shown the page as their browser had fetched it on an earlier visit, days before (while it fetched the new
      // one for next time). Browsers that apply it to pages they navigate to would do the same with the page itself.
      // The browser may keep them but must ask again before each use: the server's page cache answers quickly, and
      // Next.js's in-memory router cache still serves a visit's repeated navigations. (The admin's and the API's
      // answers keep Next.js's and Payload's own no-store; a feed, an image or an icon fetched as such keeps its own.)
      // Rules later in this list win: the icons' comes after.
      ...[
        { type: 'header', key: 'rsc', value: '1' },
        { type: 'header', key: 'accept', value: '.*text/html.*' },
      ].map((condition) => ({
        source: '/:path((?!(?:admin|api|_next)(?:/|$)).*)',
        has: [condition],
        headers: [{ key: 'Cache-Control', value: 'private, no-cache' }],
      })),
      // The site's icons (public/), which Next.js sends with max-age=0: a browser asked again for each page, and for
      // each change of the blog's search, which changes the address. A day, then used while it checks for a new one.
      {
        source: '/:icon(icon.svg|favicon.ico|apple-touch-icon.png|icon-192.png|icon-512.png|icon-maskable.png)',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' }],
      },
    ]
  },
  // The old system's admin addresses lead into the Payload admin, and the usual feed addresses to the blog's feed.
  async redirects() {
    return FIXED_REDIRECTS.map((redirect) => ({ ...redirect, permanent: true }))
  },
  // The blog with a search, a category or a longer list in its address is rendered with them on the server (the
  // prerendered /blog would show every article until its script has read the address, and never without script).
  // Rules match paths in any letter case: `asked` carries the path as written, and the route leads `/Blog?q=…` to
  // `/blog?q=…` as the site does any page's other-case address. (Not a rewrite in src/proxy.ts: Next.js turns a proxy's
  // rewrite into a second HTTP request when the server listens on 127.0.0.1, whose URL it writes as `localhost`.)
  // The careers page with a kind of opening in its address likewise, from a page prerendered for each kind.
  async rewrites() {
    return {
      beforeFiles: [
        ...BLOG_SEARCH_QUERY.map((key) => ({
          source: '/:asked(blog)',
          has: [{ type: 'query', key }],
          destination: `${BLOG_SEARCH_PATH}?asked=:asked`,
        })),
        {
          source: '/:asked(careers)',
          has: [{ type: 'query', key: CAREERS_FILTER_PARAM, value: `(?<kind>${JOB_KINDS.join('|')})` }],
          destination: `${CAREERS_FILTER_PATH}/:kind/:asked`,
        },
      ],
    }
  },
  // No page uses next/image: images are served by Payload at their stored sizes (/api/media/file/...). Left on, the
  // optimiser (/_next/image) resized any uploaded image on request and kept every size in the build's cache.
  images: { unoptimized: true },
  experimental: {
    // How much of a request's body Next.js reads when src/proxy.ts runs: the upload parser's limit
    // (MAX_REQUEST_FILE_BYTES in collections/Media/limits.ts), so a 5-20 MB image gets the spec's message, plus 1 MB
    // (PROXY_READ_HEADROOM_BYTES) so that the proxy can tell a body sent without a length and cut here from one that fits.
    proxyClientMaxBodySize: '21mb',
    // Server code is not minified: minifying renamed Payload's error classes, so the REST and GraphQL errors that
    // developers read said "name": "y" instead of "ValidationError", and the logs "m: ..." instead of "QueryError".
    // This server runs for a long time (not as cold-starting functions); the browser's code is still minified.
    turbopackMinify: { server: false, client: true },
    // An address no route has is answered by src/app/global-not-found.tsx, rendered in full on the server (a
    // `notFound()` from a route gets an empty HTML body, drawn by script only: vercel/next.js#62228).
    globalNotFound: true,
    // Turbopack's cache of a build (<distDir>/cache/turbopack, about 250 MB), on by default in Next.js 16.4: the next
    // build of the same folder took 56 s instead of 83 s, but writing it made a first build 108 s (2 cores,
    // 2026-12-02). NEXT_BUILD_CACHE=0 leaves it out where no build follows from the same folder: .ci/run, each run a
    // fresh clone.
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== '0',
  },
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * withPayload sends `Accept-CH`, `Critical-CH` and `Vary: Sec-CH-Prefers-Color-Scheme` with every answer (`/:path*`) so
 * the admin can draw its light or dark theme without a flash. `Critical-CH` on the public site made Chromium throw
 * away every visitor's first page and fetch it again with the hint: two document requests on a cold visit
 * (payloadcms/payload#17906). The site never reads the hint: the entry is kept for the admin's addresses only.
 * tests/e2e/security-headers.spec.ts counts the requests a new visitor's browser makes, site and admin.
 */
const ADMIN_PATHS = ['/admin', '/admin/:path*']
const isClientHintEntry = (entry) => entry.source === '/:path*' && entry.headers.some((h) => h.key.toLowerCase() === 'critical-ch')

export default {
  ...withPayloadConfig,
  async headers() {
    const entries = (await withPayloadConfig.headers?.()) ?? []
    return entries.flatMap((entry) => (isClientHintEntry(entry) ? ADMIN_PATHS.map((source) => ({ ...entry, source })) : [entry]))
  },
}
