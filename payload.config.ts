import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { ContactSubmissions } from './collections/ContactSubmissions'
import { Faqs } from './collections/Faqs'
import { Testimonials } from './collections/Testimonials'
import { JobOpenings } from './collections/JobOpenings'
import { Media } from './collections/Media'
import { IMAGE_TOO_LARGE_MESSAGE, MAX_REQUEST_FILE_BYTES } from './collections/Media/limits'
import { NewsUpdates } from './collections/NewsUpdates'
import { PageContent } from './collections/PageContent'
import { redirects } from './collections/Redirects'
import { Users, countFailedSignIns } from './collections/Users'
import { seoAuditPlugin } from './plugins/seo-audit'
import { seoHealthPlugin } from './plugins/seo-health'
import { seoKeywordsPlugin } from './plugins/seo-keywords'
import { seoOptimiserPlugin } from './plugins/seo-optimiser'
import { seoRepairPlugin } from './plugins/seo-repair'
import { seoRunsPlugin } from './plugins/seo-runs'
import { SEO_QUEUE } from './plugins/shared/plugin'
import { chatEndpoint, chatStatusEndpoint } from './src/endpoints/chat'
import { expireTagsEndpoint } from './src/endpoints/expireTags'
import { reorderEndpoint } from './src/endpoints/reorder'
import { SiteSettings } from './src/globals/SiteSettings'
import { hasRole } from './src/access'
import { databaseUnreachable } from './src/hooks/databaseUnreachable'
import { refuseMalformedRequests } from './src/hooks/refuseMalformedRequests'
import { authKeyMustBeText, fileRetrievalIsClientError, showClientErrors } from './src/hooks/showClientErrors'
import { nodePg, Pool } from './src/lib/databasePool'
import { FALLBACK_SENDER_NAME, sentAsTheFirm, unsentEmailAdapter } from './src/lib/email/sender'
import { env, sendsEmail } from './src/lib/env'
import { guardJobsEndpoints } from './src/lib/jobsEndpoints'
import { payloadLogger } from './src/lib/logging'
import { ADMIN_ICONS } from './src/lib/site/brand'
import { addPageCacheTagsTable } from './src/lib/pageCacheTags'
import { addRateLimitTable } from './src/lib/rateLimit'
import { withFailingCommits } from './src/lib/transactions'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: env.PAYLOAD_SECRET,
  serverURL: env.SERVER_URL,
  telemetry: false,
  // Refusals of a request (4xx: a wrong password, a bad query) are logged as one line of information, not as errors.
  logger: payloadLogger,
  admin: {
    user: Users.slug,
    avatar: 'default',
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · CA Gurgaon CMS', icons: ADMIN_ICONS },
    // The firm's mark and name instead of Payload's on the sign-in pages and in the navigation.
    components: {
      graphics: {
        Icon: '/src/components/admin/FirmGraphics#FirmIcon',
        Logo: '/src/components/admin/FirmGraphics#FirmLogo',
      },
      // Says when no reset e-mail can be sent, and shows a refused request as refused (src/components/admin/ForgotPassword.tsx).
      views: { forgot: { Component: '/src/components/admin/ForgotPassword#ForgotPasswordView' } },
    },
    // The firm works in India time: a scheduled publish is picked, and shown, in IST whatever the laptop's zone.
    timezones: {
      supportedTimezones: [{ label: 'India (IST, UTC+5:30)', value: 'Asia/Kolkata' }],
      defaultTimezone: 'Asia/Kolkata',
    },
  },
  // A checkbox stored empty (null, which only a REST or GraphQL write can leave) showed as the raw key
  // "general:null" in list views; the list cell looks its value up under `general`.
  i18n: { translations: { en: { general: { null: 'Not set' } } } },
  collections: [NewsUpdates, Media, PageContent, Faqs, Testimonials, JobOpenings, ContactSubmissions, Users],
  globals: [SiteSettings],
  // reorderEndpoint answers before Payload's own /reorder, which it checks the input for and then calls.
  endpoints: [chatStatusEndpoint, chatEndpoint, expireTagsEndpoint, reorderEndpoint],
  hooks: {
    afterError: [showClientErrors, fileRetrievalIsClientError, authKeyMustBeText, countFailedSignIns, databaseUnreachable],
  },
  editor: lexicalEditor(),
  // Enquiry notifications and password resets go out over SMTP when it is configured; without it enquiries are
  // logged and resets refused (collections/Users.ts).
  // A reset comes from the firm's name in the site settings, an enquiry from "Website enquiries" (src/lib/email/sender.ts).
  email: sendsEmail
    ? sentAsTheFirm(nodemailerAdapter({
        defaultFromAddress: env.SMTP_FROM,
        defaultFromName: FALLBACK_SENDER_NAME,
        skipVerify: true,
        transportOptions: {
          host: env.SMTP_HOST,
          port: env.SMTP_PORT,
          secure: env.SMTP_SECURE,
          auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
        },
      }))
    : unsentEmailAdapter(env.SMTP_FROM),
  // A COMMIT the database refuses fails the request instead of answering it as saved (src/lib/transactions.ts).
  db: withFailingCommits(postgresAdapter({
    // A database that takes a connection and never answers (hung, or lost behind a firewall) made requests wait
    // for ever. Opening a connection, or waiting for a free one, now gives up after DATABASE_CONNECT_TIMEOUT_MS and
    // the request answers 503 (src/hooks/databaseUnreachable.ts).
    pool: { connectionString: env.DATABASE_URL, connectionTimeoutMillis: env.DATABASE_CONNECT_TIMEOUT_MS },
    // A query the database leaves unanswered for DATABASE_QUERY_TIMEOUT_MS closes its connection (the same 503), and
    // an idle connection the database ends is one line in the log, not an uncaught exception.
    pg: nodePg({ queryDeadlineMillis: env.DATABASE_QUERY_TIMEOUT_MS }),
    push: env.DB_PUSH,
    migrationDir: path.resolve(dirname, 'src/migrations'),
    // Rate-limit counts (src/lib/rateLimit.ts) and page-cache expiries (src/lib/pageCacheTags.ts) shared by every
    // instance on this database.
    beforeSchemaInit: [addRateLimitTable, addPageCacheTagsTable],
  })),
  // The pool exists before Payload's logger; from here on its warnings go through the logger, timed like the rest.
  onInit: (payload) => {
    const { pool } = payload.db as unknown as { pool?: unknown }
    if (pool instanceof Pool) pool.warn = (line) => payload.logger.warn(line)
  },
  sharp,
  upload: {
    limits: { fileSize: MAX_REQUEST_FILE_BYTES },
    responseOnLimit: IMAGE_TOO_LARGE_MESSAGE,
  },
  graphQL: {
    maxComplexity: env.GRAPHQL_MAX_COMPLEXITY,
    disablePlaygroundInProduction: true,
  },
  // The SEO suite (admins only), then request checks for every collection.
  plugins: [
    seoRunsPlugin(),
    seoKeywordsPlugin(),
    seoAuditPlugin({ watchCollections: ['news-updates', 'page-content', 'faqs', 'job-openings'] }),
    seoOptimiserPlugin(),
    seoHealthPlugin(),
    seoRepairPlugin(),
    // Payload's redirects plugin: old addresses the site answers with a permanent redirect.
    redirects,
    // Last, so it reaches every collection and global: malformed bodies, IDs and queries are a 400 or 404, not a 500.
    refuseMalformedRequests,
  ],
  // Background work (crawls, rank refreshes, health checks, scheduled publishing) runs on Payload's jobs queue.
  // The server that answers API requests runs the 'seo' and 'default' queues every minute (unless JOBS_AUTORUN
  // is false); only admins may queue, run or cancel jobs by API.
  jobs: {
    autoRun: () =>
      env.JOBS_AUTORUN
        ? [
            { cron: '* * * * *', queue: SEO_QUEUE, limit: 5 },
            // Scheduled publishing of articles (Payload's schedulePublish task queues on 'default').
            { cron: '* * * * *', queue: 'default', limit: 10 },
          ]
        : [],
    access: {
      queue: ({ req }) => hasRole(req.user, 'admin'),
      run: ({ req }) => hasRole(req.user, 'admin'),
      cancel: ({ req }) => hasRole(req.user, 'admin'),
    },
    // GET /api/payload-jobs/run and /handle-schedules: 403 for editors, 400 for an option or queue that does not exist.
    jobsCollectionOverrides: guardJobsEndpoints([SEO_QUEUE, 'default']),
  },
  typescript: {
    outputFile: path.resolve(dirname, 'src/payload-types.ts'),
  },
})
