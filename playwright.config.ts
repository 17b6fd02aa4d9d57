import { existsSync } from 'node:fs'

import { defineConfig } from '@playwright/test'

const baseURL = process.env.TEST_BASE_URL || 'http://127.0.0.1:3000'

/** Chromium's headless shell (Debian's chromium-headless-shell) if installed, else the whole Chromium. */
const headlessShell = process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell'
const browser = existsSync(headlessShell) ? headlessShell : process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/**
 * The files whose tests change nothing another test reads (visitors' pages in their own browser contexts; an enquiry,
 * a chat, an article under a name of their own), and read nothing another test of theirs changes. Project `parallel`:
 * `npm test` runs them first, two at a time (`--workers 2`), which on two cores takes half the time, as most of a
 * test's time is the page's waiting. Project `serial`: the rest, one at a time, as they change what others read (the
 * site's settings, a page's content, the blog's articles and whether they can be read, job openings).
 * `npx playwright test` alone runs both one at a time.
 */
const PARALLEL_FILES = ['accessibility', 'chat', 'editor-schedules', 'enquiry-forms', 'forced-colors', 'gst-calculator', 'offline', 'page-pictures', 'shell']
const parallelFiles = PARALLEL_FILES.map((name) => `**/${name}.spec.ts`)

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.PW_JSON_OUTPUT || 'test-results/e2e.json' }]],
  projects: [
    { name: 'parallel', testMatch: parallelFiles, fullyParallel: true },
    { name: 'serial', testIgnore: parallelFiles },
  ],
  use: {
    baseURL,
    // Visitors in most tests have already answered the cookie banner; the banner's own tests start without it.
    storageState: { cookies: [], origins: [{ origin: new URL(baseURL).origin, localStorage: [{ name: 'cookieConsent', value: 'declined' }] }] },
    // Requests a service worker answers bypass page.route(); offline.spec.ts turns the site's worker back on.
    serviceWorkers: 'block',
    // A failed test keeps a trace of its actions, console and requests. Not the page's DOM snapshot at every action,
    // nor a screencast: recording those for every test took a quarter of the suite's time (measured on blog and
    // small-screens.spec, 174 s against 126 s). Pass `--trace on` to record them while looking into a failure.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      // Chromium's headless shell, as Playwright's own Chromium runs headless: about a fifth less of the machine than the
      // whole browser (CHROMIUM_PATH), which the back/forward cache test launches (the shell has no such cache).
      // scripts/test.mjs installs both, and falls back to the whole browser when the shell cannot be had.
      executablePath: browser,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
})
