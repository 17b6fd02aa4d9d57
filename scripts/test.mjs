#!/usr/bin/env node
// `npm test`: installs what is missing, then runs unit tests, and against a throwaway PostgreSQL database the
// integration tests (over HTTP, against a production build) and the Playwright end-to-end tests in Chromium.
// `npm test -- <file>...` runs only the test files named (below).
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ensureDependencies, loadDotEnv, ROOT } from './lib/deps.mjs'
import { chooseTestFiles } from './lib/test-files.mjs'
import { failedTests, summaryLine, withoutColours, workedAround } from './lib/test-report.mjs'

// `npm test -- <file>...` runs only those test files, each in the set-up of the whole run (throwaway database, fake
// servers, the test build): the set-up a file under tests/int or tests/e2e expects.
const choice = chooseTestFiles(process.argv.slice(2), ROOT)
if ('error' in choice) {
  console.error(`[test] ${choice.error}`)
  process.exit(2)
}
const chosen = choice.files
/** Whether this run includes tests of this kind (`chosen[kind]` names its files; none named: all of them). */
const runs = (kind) => choice.whole || chosen[kind].length > 0

// How long each step took, printed with the summary at the end: CI keeps only the output's tail, and a run near its time
// limit needs to say where the time went.
const runStart = Date.now()
const timings = []
let stepStart = Date.now()
/** Ends the step under way (named `name`) and starts the next. */
const stepDone = (name) => {
  timings.push(`${name} ${Math.round((Date.now() - stepStart) / 1000)} s`)
  stepStart = Date.now()
}

loadDotEnv()
ensureDependencies()

const { buildIfStale, onStopSignals, prepareDatabase, runBin, startServer, stopCommands } = await import('./lib/runtime.mjs')
const { copyDatabase, dropDatabase, ensureDatabase, freePort, startEmbeddedPostgres, stopOwnServers, withDatabase } = await import(
  './lib/postgres.mjs'
)
const { startFakeSmtp } = await import('../tests/helpers/fake-smtp.mjs')
const { startFakeGemini } = await import('../tests/helpers/fake-gemini.mjs')
const { FAKE, startFakeRankApis } = await import('../tests/helpers/fake-rank-apis.mjs')

const results = path.join(ROOT, 'test-results')
// The site under test is built into its own folder, so it never replaces the build `npm start` serves.
const TEST_DIST_DIR = '.next-test'
fs.rmSync(results, { recursive: true, force: true })
fs.mkdirSync(results, { recursive: true })

/**
 * The Chromium the end-to-end tests drive: its headless shell (Debian's chromium-headless-shell), which Playwright's
 * own Chromium also runs as when headless, and which takes about a fifth less of the machine than the whole browser;
 * the whole browser (CHROMIUM_PATH) for the one test of what the shell lacks, the back/forward cache.
 */
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
let HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell'
function ensureChromium() {
  const missing = [
    [CHROMIUM, 'chromium'],
    [HEADLESS_SHELL, 'chromium-headless-shell'],
  ].filter(([binary]) => !fs.existsSync(binary))
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (missing.length && isRoot && fs.existsSync('/usr/bin/apt-get')) {
    const packages = missing.map(([, name]) => name)
    console.log(`[test] Installing Debian ${packages.join(' and ')} for the end-to-end tests (apt-get)...`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env })
  }
  if (!fs.existsSync(CHROMIUM)) {
    console.error(
      `[test] Chromium is needed for the end-to-end tests and was not found at ${CHROMIUM}.\n` +
        '       Install it (Debian/Ubuntu: sudo apt-get install chromium chromium-headless-shell) or set CHROMIUM_PATH to its binary.',
    )
    process.exit(1)
  }
  if (!fs.existsSync(HEADLESS_SHELL)) {
    console.log(
      `[test] Chromium's headless shell is not at ${HEADLESS_SHELL} (Debian/Ubuntu: sudo apt-get install chromium-headless-shell):\n` +
        '       the end-to-end tests run in the whole browser, which takes about a quarter longer.',
    )
    HEADLESS_SHELL = CHROMIUM
  }
}

const summary = { passed: 0, failed: 0, skipped: 0 }
function countVitest(file) {
  if (!fs.existsSync(file)) return
  const r = JSON.parse(fs.readFileSync(file, 'utf8'))
  summary.passed += r.numPassedTests ?? 0
  summary.failed += (r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0)
  summary.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0)
}
function countPlaywright(file) {
  if (!fs.existsSync(file)) return
  const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats ?? {}
  summary.passed += (s.expected ?? 0) + (s.flaky ?? 0)
  summary.failed += s.unexpected ?? 0
  summary.skipped += s.skipped ?? 0
}

// Installed or found only when end-to-end tests run.
if (runs('e2e')) ensureChromium()
stepDone('installs')
let failures = 0
// The error that ended the run before its last step (the tests after it did not run), for the last line.
let stoppedBy = null

// What the run starts, stopped at its end or on Ctrl-C / SIGTERM.
const dbName = `ca_test_${crypto.randomBytes(4).toString('hex')}`
/**
 * With both integration and end-to-end tests, the integration tests run beside the serial end-to-end tests, each kind
 * against a site of its own: a copy of the database as prepared, of the media and of the build, with a server and
 * fake outside services of its own, so that neither sees what the other changes. Each kind mostly waits on its site
 * (a request, a page): on two cores the pair took 400 s, against 226 s + 372 s one after the other (fresh clones,
 * 2026-12-02). TEST_INT_BESIDE_E2E=0 runs them one after the other against one site, as before.
 */
const intBeside = runs('int') && runs('e2e') && process.env.TEST_INT_BESIDE_E2E !== '0'
const intDbName = `${dbName}_int`
const INT_DIST_DIR = '.next-test-int'
const INT_HOST = '127.0.0.2'
let clusterDir
let serverRootUrl
let databaseUrl
let server
let intServer
/** What each fake outside service started needs at the end: `close()`. */
const fakes = []
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-test-media-'))
const intMediaDir = intBeside ? fs.mkdtempSync(path.join(os.tmpdir(), 'ca-test-media-int-')) : undefined
let cleaning
// Once, whether the run ends or is stopped (both may ask).
const cleanup = () =>
  (cleaning ??= (async () => {
    await Promise.all([server, intServer].filter(Boolean).map((s) => s.stop()))
    await Promise.all(fakes.map((fake) => fake.close()))
    // On DATABASE_URL's server: the throwaway databases, and the `<name>_dev` ones the `npm run dev` tests make beside them.
    for (const name of process.env.DATABASE_URL ? [dbName, `${dbName}_dev`, ...(intBeside ? [intDbName, `${intDbName}_dev`] : [])] : []) {
      try {
        await dropDatabase(process.env.DATABASE_URL, name)
      } catch (err) {
        console.error(`[test] Could not drop ${name}: ${err.message}`)
      }
    }
    // The temporary cluster, even one still starting when a signal came.
    stopOwnServers()
    if (clusterDir) fs.rmSync(clusterDir, { recursive: true, force: true })
    for (const dir of [mediaDir, intMediaDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true })
    // The build's copy (about 200 MB), made anew by each run.
    if (intBeside) fs.rmSync(path.join(ROOT, INT_DIST_DIR), { recursive: true, force: true })
  })())
// Ctrl-C or SIGTERM (a CI job cancelled): stop the test commands and the site, drop the database, exit 130 or 143.
const { stopping } = onStopSignals(
  async () => {
    console.log('\n[test] Stopping...')
    await stopCommands()
    await cleanup()
  },
  { failOnSignal: true },
)

/**
 * The fake outside services a site under test talks to, on 127.0.0.1: an SMTP server that writes the e-mails it gets
 * to test-results/<mailFile> for the tests to read, the Gemini API with a throwaway key, and the rank APIs (a SERP
 * API, Google's OAuth and Search Console). Resolves with the settings that point the site at them.
 */
async function startFakes(mailFile) {
  const mailCapture = path.join(results, mailFile)
  const smtp = await startFakeSmtp(mailCapture)
  fakes.push(smtp)
  const geminiKey = `test-${crypto.randomBytes(8).toString('hex')}`
  const gemini = await startFakeGemini(geminiKey)
  fakes.push(gemini)
  const rankApis = await startFakeRankApis()
  fakes.push(rankApis)
  return {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_FROM: 'website@example.com',
    SMTP_CAPTURE_FILE: mailCapture,
    GEMINI_API_KEY: geminiKey,
    GEMINI_BASE_URL: gemini.url,
    RANK_PROVIDER: 'serp',
    SERP_API_KEY: FAKE.serpKey,
    SERP_API_BASE_URL: rankApis.url,
    SITE_DOMAIN: FAKE.siteDomain,
    GSC_CLIENT_ID: FAKE.clientId,
    GSC_CLIENT_SECRET: FAKE.clientSecret,
    GOOGLE_OAUTH_TOKEN_URL: `${rankApis.url}/token`,
    GOOGLE_OAUTH_AUTHORIZE_URL: `${rankApis.url}/authorize`,
  }
}

/** The integration tests over REST and GraphQL, against the site `env` names; `quiet`: their output kept, not shown. */
async function runIntegrationTests(env, { quiet = false } = {}) {
  const intJson = path.join(results, 'int.json')
  const int = await runBin('vitest', ['run', '--project', 'int', '--reporter=default', '--reporter=json', `--outputFile=${intJson}`, ...chosen.int], {
    env,
    quiet,
  })
  countVitest(intJson)
  if (int.code !== 0) failures++
  return int
}

// 1. Unit tests: pure logic, no database.
if (runs('unit')) {
  const unitJson = path.join(results, 'unit.json')
  // A worker a core: vitest's default on two cores is one, and the unit tests took twice as long (65 s against 34 s).
  const workers = String(Math.max(2, os.availableParallelism()))
  const unit = await runBin('vitest', ['run', '--project', 'unit', '--maxWorkers', workers, '--reporter=default', '--reporter=json', `--outputFile=${unitJson}`, ...chosen.unit])
  countVitest(unitJson)
  if (unit.code !== 0) failures++
  stepDone('unit')
}

// 2. A throwaway database: on DATABASE_URL's server when set, else a temporary embedded cluster; the site built and
// served against it. Not for unit tests alone.
if (runs('int') || runs('e2e')) {
  try {
    // Stopped during the unit tests: start no database (the stop exits the process).
    if (stopping()) await new Promise(() => {})
    if (process.env.DATABASE_URL) {
      serverRootUrl = process.env.DATABASE_URL
    } else {
      clusterDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-test-pg-'))
      fs.chmodSync(clusterDir, 0o755)
      const cluster = await startEmbeddedPostgres({ dataDir: path.join(clusterDir, 'data'), port: 0, log: () => {}, throwaway: true })
      serverRootUrl = cluster.url('postgres')
    }
    await ensureDatabase(serverRootUrl, dbName)
    databaseUrl = withDatabase(serverRootUrl, dbName)
    console.log(`[test] Using the throwaway database ${dbName}`)

    const port = await freePort()
    const baseURL = `http://127.0.0.1:${port}`
    const testEnv = {
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: crypto.randomBytes(24).toString('hex'),
      MEDIA_DIR: mediaDir,
      ADMIN_EMAIL: 'admin.test@example.com',
      ADMIN_PASSWORD: crypto.randomBytes(12).toString('base64url'),
      EDITOR_EMAIL: 'editor.test@example.com',
      EDITOR_PASSWORD: crypto.randomBytes(12).toString('base64url'),
      SERVER_URL: '',
      PORT: String(port),
      TEST_BASE_URL: baseURL,
      // The build the site under test serves, for the tests that check what it stores on disk.
      TEST_DIST_DIR: TEST_DIST_DIR,
      CHROMIUM_PATH: CHROMIUM,
      CHROMIUM_HEADLESS_SHELL_PATH: HEADLESS_SHELL,
      NODE_ENV: 'production',
      ENABLE_TEST_ROUTES: '1',
      // The tests play the proxy in front of the site: each request's X-Forwarded-For names the visitor it stands for.
      TRUSTED_PROXIES: '1',
      // Enquiry e-mails go to a fake SMTP server, the chat assistant to a fake Gemini API, rank tracking to a fake SERP API.
      ...(await startFakes('mail.jsonl')),
    }
    Object.assign(process.env, testEnv)
    await prepareDatabase(testEnv)
    // The integration tests' own site (see intBeside): the database copied as prepared, before the build connects to it.
    let intEnv
    if (intBeside) {
      await copyDatabase(serverRootUrl, dbName, intDbName)
      fs.cpSync(mediaDir, intMediaDir, { recursive: true })
      // The same port on another loopback address: the pages the build rendered name the site by its port
      // (http://localhost:<PORT> while SERVER_URL is unset), and those the copy renders as it runs must name the same
      // one (seen: the SEO check of a page's canonical link failed on a prerendered page naming the other port).
      const intOrigin = `http://${INT_HOST}:${port}`
      intEnv = {
        ...testEnv,
        ...(await startFakes('mail-int.jsonl')),
        DATABASE_URL: withDatabase(serverRootUrl, intDbName),
        MEDIA_DIR: intMediaDir,
        TEST_BASE_URL: intOrigin,
        // Where the site fetches itself (the SEO crawl, expiring cached pages): by default 127.0.0.1:PORT, the other site.
        SEO_CRAWL_BASE_URL: intOrigin,
        TEST_DIST_DIR: INT_DIST_DIR,
      }
    }
    stepDone('database')
    // Always a fresh build: pages regenerated at run time are stored in the build folder, with that run's data.
    await buildIfStale({ distDir: TEST_DIST_DIR, env: testEnv, force: true })
    if (intBeside) {
      // Its copy, without the build's own cache (turbopack): the site stores its pages and data in it as it runs.
      const from = path.join(ROOT, TEST_DIST_DIR)
      fs.rmSync(path.join(ROOT, INT_DIST_DIR), { recursive: true, force: true })
      fs.cpSync(from, path.join(ROOT, INT_DIST_DIR), { recursive: true, filter: (src) => !src.startsWith(path.join(from, 'cache', 'turbopack')) })
    }
    stepDone('build')
    server = await startServer({ port, distDir: TEST_DIST_DIR, env: testEnv, quiet: true, command: 'npm test' })
    console.log(`[test] Site under test: ${baseURL}`)
    stepDone('server start')

    // 3. Integration tests over REST and GraphQL (here when there are no end-to-end tests to run beside).
    if (runs('int') && !intBeside) {
      await runIntegrationTests(testEnv)
      stepDone('integration')
    }

    // 4. End-to-end tests in Chromium: first the files whose tests change nothing the others read, two at a time
    // (E2E_WORKERS), then the rest one at a time (playwright.config.ts, its projects), with the integration tests
    // beside them against their own site.
    if (runs('e2e')) {
      let intRun
      for (const [project, workers] of [
        ['parallel', process.env.E2E_WORKERS || '2'],
        ['serial', '1'],
      ]) {
        if (stopping()) break
        if (project === 'serial' && intBeside) {
          intServer = await startServer({ port: Number(intEnv.PORT), host: INT_HOST, distDir: INT_DIST_DIR, env: intEnv, quiet: true, command: 'npm test' })
          console.log(`[test] Integration tests: against ${intEnv.TEST_BASE_URL}, beside the serial end-to-end tests; their output follows.`)
          const intStart = Date.now()
          intRun = runIntegrationTests(intEnv, { quiet: true }).then((int) => ({ ...int, seconds: Math.round((Date.now() - intStart) / 1000) }))
        }
        const e2eJson = path.join(results, `e2e-${project}.json`)
        // Each group's screenshots and traces in a folder of its own: Playwright empties its output folder as it
        // starts, and the second group's run emptied test-results/ of the first's failures (and of unit.json and
        // int.json).
        const output = path.join(results, `e2e-${project}`)
        const args = ['test', '--project', project, '--workers', workers, '--pass-with-no-tests', '--output', output, ...chosen.e2e]
        const e2e = await runBin('playwright', args, { env: { ...testEnv, PW_JSON_OUTPUT: e2eJson } })
        countPlaywright(e2eJson)
        if (e2e.code !== 0) failures++
        stepDone(`e2e ${project}${intRun ? ' (integration beside)' : ''}`)
      }
      if (intRun) {
        const int = await intRun
        console.log(`\n[test] The integration tests (${int.seconds} s, beside the serial end-to-end tests):\n`)
        process.stdout.write(int.output)
        timings.push(`integration ${int.seconds} s beside the e2e serial`)
        stepDone('integration alone after them')
      }
    }

    if (failures) {
      for (const [name, site] of [
        ['server', server],
        ['server-int', intServer],
      ]) {
        if (!site) continue
        fs.writeFileSync(path.join(results, `${name}.log`), site.logs.join(''))
        console.log(`[test] ${name === 'server' ? 'Server' : "The integration tests' server"} log: ${path.join(results, `${name}.log`)}`)
        // CI keeps only this output: the server's error lines (the last 20) say what the site did meanwhile.
        const errors = withoutColours(site.logs.join(''))
          .split('\n')
          .filter((line) => /\bERROR\b/.test(line))
        if (errors.length) console.log(`[test] Its errors (last ${Math.min(20, errors.length)} of ${errors.length}):\n${errors.slice(-20).join('\n')}`)
      }
    }
  } catch (err) {
    failures++
    // A step cut short by Ctrl-C or SIGTERM fails as it should: no need to say so.
    if (!stopping()) {
      stoppedBy = err instanceof Error ? err.message : String(err)
      console.error(`[test] ${stoppedBy}`)
    }
    for (const [name, site] of [
      ['server', server],
      ['server-int', intServer],
    ]) {
      if (site) fs.writeFileSync(path.join(results, `${name}.log`), site.logs.join(''))
    }
  } finally {
    await cleanup()
  }
} else {
  await cleanup()
}
// Stopped: the stop handler exits (130 or 143) once it has cleaned up.
if (stopping()) await new Promise(() => {})

const worked = workedAround(results)
if (worked.length) console.log(`\n[test] Done again as an editor would (${worked.length}):\n${worked.map((line) => `  - ${line}`).join('\n')}`)
const failed = failedTests(results, ROOT)
if (failed.length) console.log(`\n[test] Failed (${failed.length}):\n${failed.map((line) => `  - ${line}`).join('\n')}`)
console.log(`\n[test] Time: ${[...timings, `in all ${Math.round((Date.now() - runStart) / 1000)} s`].join(', ')}`)
console.log(`\n${summaryLine(summary, stoppedBy)}`)
process.exit(failures || summary.failed ? 1 : 0)
