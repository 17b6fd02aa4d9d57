#!/usr/bin/env node
// Lighthouse (mobile, the default emulation and throttling) on the key pages of a running site, with Debian's
// Chromium. Prints the four category scores per page against the targets of issue 3.
// Usage: node bench/lighthouse.mjs [baseURL=http://localhost:3000] [path ...]   (start the site first: npm start)
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const TARGETS = { performance: 95, accessibility: 95, 'best-practices': 100, seo: 100 }
const [baseArg, ...pathArgs] = process.argv.slice(2)
const base = (baseArg || 'http://localhost:3000').replace(/\/+$/, '')
if (!/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(base)) {
  console.error('Benchmarks run against this machine only: give http://localhost:PORT or http://127.0.0.1:PORT.')
  process.exit(2)
}
const paths = pathArgs.length ? pathArgs : ['/', '/services/gst-services', '/blog', '/blog/gst-registration-who-must-register']

try {
  const res = await fetch(base, { signal: AbortSignal.timeout(5000) })
  if (!res.ok) throw new Error(`HTTP ${res.status}`)
} catch (err) {
  console.error(`${base} does not answer (${err.message}). Start the site first: npm start`)
  process.exit(2)
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
const rows = []
try {
  for (const p of paths) {
    // One warm-up load so the first measured request is not the server's first render after a revalidation.
    await fetch(base + p)
    const result = await lighthouse(base + p, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(TARGETS),
    })
    const cats = result.lhr.categories
    const row = { page: p }
    for (const key of Object.keys(TARGETS)) row[key] = Math.round((cats[key]?.score ?? 0) * 100)
    const audits = result.lhr.audits
    row.lcp = audits['largest-contentful-paint']?.displayValue ?? ''
    row.tbt = audits['total-blocking-time']?.displayValue ?? ''
    row.cls = audits['cumulative-layout-shift']?.displayValue ?? ''
    const failing = Object.values(result.lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id)
    row.failing = failing.slice(0, 6).join(', ')
    rows.push(row)
  }
} finally {
  await chrome.kill()
}

const pad = (s, n) => String(s).padEnd(n)
console.log(`Lighthouse ${'(mobile)'} against ${base}`)
console.log(`${pad('page', 44)} ${pad('perf', 5)} ${pad('a11y', 5)} ${pad('bp', 5)} ${pad('seo', 5)} ${pad('LCP', 8)} ${pad('TBT', 8)} CLS`)
for (const r of rows) {
  console.log(`${pad(r.page, 44)} ${pad(r.performance, 5)} ${pad(r.accessibility, 5)} ${pad(r['best-practices'], 5)} ${pad(r.seo, 5)} ${pad(r.lcp, 8)} ${pad(r.tbt, 8)} ${r.cls}`)
  if (r.failing) console.log(`${' '.repeat(44)} failing audits: ${r.failing}`)
}
console.log(`Targets: performance >= ${TARGETS.performance}, accessibility >= ${TARGETS.accessibility}, best practices ${TARGETS['best-practices']}, SEO ${TARGETS.seo}`)
const missed = rows.filter((r) => Object.entries(TARGETS).some(([k, t]) => r[k] < t))
process.exit(missed.length ? 1 : 0)
