import { z } from 'zod'

const boolean = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1')

const schema = z.object({
  DATABASE_URL: z
    .string({ error: 'DATABASE_URL is not set: run `npm start`, which starts a database, or set it to a PostgreSQL URL.' })
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL'),
  PAYLOAD_SECRET: z
    .string({ error: 'PAYLOAD_SECRET is not set (`npm start` creates one in .data/ for local use).' })
    .min(16, 'PAYLOAD_SECRET must be at least 16 characters'),
  /**
   * How long opening a database connection, or waiting for a free one, may take before the request answers 503.
   * A hosted database that sleeps when idle may need longer to wake.
   */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
  /**
   * How long a query may go unanswered before its connection is closed and the request answers 503 (0: no limit).
   * Long enough for the slowest legitimate wait (a row another request has locked), short enough for a visitor.
   */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .refine((v) => v === 0 || (v >= 1000 && v <= 600_000), 'must be 0 (no limit) or between 1000 and 600000 milliseconds')
    .default(30_000),
  SERVER_URL: z.url().optional().or(z.literal('').transform(() => undefined)),
  DB_PUSH: boolean,
  GRAPHQL_MAX_COMPLEXITY: z.coerce.number().int().positive().default(1000),
  /** Enquiries one address may send per window (anonymous senders only). */
  ENQUIRY_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  /** At most a day: rate-limit rows quiet for a day are deleted. */
  ENQUIRY_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().max(86_400).default(600),
  /** Proxies in front of the site that append to X-Forwarded-For (0 when visitors connect to it directly). */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(5).default(0),
  /** Who receives a copy of each enquiry; the firm e-mail of the site settings when empty. */
  ENQUIRY_NOTIFY_TO: z.email().optional().or(z.literal('').transform(() => undefined)),
  SMTP_HOST: z.string().optional().transform((v) => v || undefined),
  SMTP_PORT: z.coerce.number().int().positive().default(587),
  SMTP_SECURE: boolean,
  SMTP_USER: z.string().optional().transform((v) => v || undefined),
  SMTP_PASS: z.string().optional().transform((v) => v || undefined),
  SMTP_FROM: z.email().default('website@localhost.localdomain'),
  /** The chat assistant's AI provider. The key stays on the server; without it the assistant says it is unavailable. */
  GEMINI_API_KEY: z.string().optional().transform((v) => v || undefined),
  GEMINI_BASE_URL: z.url().optional().or(z.literal('').transform(() => undefined)),
  GEMINI_MODEL: z.string().min(1).default('gemini-2.0-flash'),
  CHAT_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  CHAT_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().max(86_400).default(600),
  /**
   * Whether this server runs the background jobs (crawls, rank refreshes, health checks, scheduled publishing)
   * every minute. Set it to false on every instance but one when several serve the same database.
   */
  JOBS_AUTORUN: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
  /** Where the SEO crawler fetches the site (default: this server, http://127.0.0.1:PORT). */
  SEO_CRAWL_BASE_URL: z.url().optional().or(z.literal('').transform(() => undefined)),
  PORT: z.coerce.number().int().positive().default(3000),
  /** Rank providers. 'auto' uses Search Console when connected, else the SERP API when it has a key. */
  RANK_PROVIDER: z.enum(['auto', 'gsc', 'serp', 'none']).default('auto'),
  /** Our domain as search engines show it (default: SERVER_URL's host). */
  SITE_DOMAIN: z.string().optional().transform((v) => v || undefined),
  SERP_API_KEY: z.string().optional().transform((v) => v || undefined),
  SERP_API_BASE_URL: z.url().optional().or(z.literal('').transform(() => undefined)),
  SERP_LOCATION: z.string().default('Gurgaon,Haryana,India'),
  GSC_CLIENT_ID: z.string().optional().transform((v) => v || undefined),
  GSC_CLIENT_SECRET: z.string().optional().transform((v) => v || undefined),
  /** A refresh token obtained elsewhere; otherwise an admin connects Search Console from the admin. */
  GSC_REFRESH_TOKEN: z.string().optional().transform((v) => v || undefined),
  /** The Search Console property; default: tried as sc-domain:, bare and https:// forms of SITE_DOMAIN. */
  GSC_SITE_URL: z.string().optional().transform((v) => v || undefined),
  GSC_API_BASE_URL: z.url().optional().or(z.literal('').transform(() => undefined)),
  GOOGLE_OAUTH_TOKEN_URL: z.url().optional().or(z.literal('').transform(() => undefined)),
  GOOGLE_OAUTH_AUTHORIZE_URL: z.url().optional().or(z.literal('').transform(() => undefined)),
})

export type Env = z.infer<typeof schema>

function parse(): Env {
  const result = schema.safeParse(process.env)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  return result.data
}

export const env = parse()

/**
 * Whether the site can send e-mail (SMTP is configured): enquiries are e-mailed to the firm and password resets sent
 * only then; without it enquiries are logged and resets refused. The one place that decides it.
 */
export const sendsEmail = Boolean(env.SMTP_HOST)
