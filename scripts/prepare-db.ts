/**
 * Migrates the database and seeds demo content on an empty one. Run by `npm start` and `npm test` before
 * the server starts. An advisory lock lets several instances start against one database safely.
 */
import pg from 'pg'
import { getPayload } from 'payload'

const LOCK_KEY = 724_311_902 // any constant: identifies this app's migrate-and-seed lock

async function main() {
  const lockClient = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await lockClient.connect()
  await lockClient.query('SELECT pg_advisory_lock($1)', [LOCK_KEY])
  try {
    const { rows } = await lockClient.query(
      `SELECT to_regclass('public.payload_migrations') IS NOT NULL AS present`,
    )
    if (rows[0]?.present) {
      const dev = await lockClient.query('SELECT 1 FROM payload_migrations WHERE batch = -1 LIMIT 1')
      if (dev.rowCount) {
        throw new Error(
          'This database was changed by `npm run dev` (schema push), so migrations cannot run on it. ' +
            'Use a separate database for development (npm run dev does so by default).',
        )
      }
    }
    // Before migrations the SEO plugin's start-up work (queueing the first crawl) has no tables to use.
    process.env.SEO_SKIP_ONINIT = '1'
    // A migration may run a long statement (an index on a large table): no query deadline here. The config reads
    // the environment when it is loaded, so it is loaded after this.
    process.env.DATABASE_QUERY_TIMEOUT_MS = '0'
    const { default: config } = await import('../payload.config')
    const { seed } = await import('./seed')
    const payload = await getPayload({ config })
    await payload.db.migrate() // reads src/migrations (migrationDir)
    await seed(payload)
    await payload.destroy()
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined)
    await lockClient.end()
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err instanceof Error ? err.message : err)
    process.exit(1)
  },
)
