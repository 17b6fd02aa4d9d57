/**
 * The site under test's build (TEST_DIST_DIR) as a second server on the same database, with `env` over the test server's settings
 * (and no first crawl, no job runner): a set-up the main test server does not have (no SMTP, visitors connecting
 * directly), or one a test may stop or kill. Call `stop()` when done.
 */
export async function secondServer(env: Record<string, string> = {}) {
  const { startServer } = await import('../../scripts/lib/runtime.mjs')
  const { freePort } = await import('../../scripts/lib/postgres.mjs')
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  // It fetches itself (expiring its cached pages), not the test server: SEO_CRAWL_BASE_URL may name that one.
  const server = await startServer({
    port,
    distDir: process.env.TEST_DIST_DIR || '.next-test',
    env: { SEO_SKIP_ONINIT: '1', JOBS_AUTORUN: 'false', SEO_CRAWL_BASE_URL: origin, ...env },
    quiet: true,
  })
  return { ...server, port, origin }
}
