#!/usr/bin/env node
// SEO suite benchmark against a running local site (npm start) and its database:
//   1. crawl every page and score every keyword (POST /api/seo/crawl, timed by the run itself);
//   2. bulk-generate the 600 geo keywords (POST /api/geo-keywords/bulk);
//   3. the keyword table's page query over 10,000 keywords (10,000 rows are added, timed, then removed);
//   4. the crawl again with those 10,000 keywords to score.
// Usage: BENCH_ADMIN_EMAIL=… BENCH_ADMIN_PASSWORD=… npm run bench:seo [-- http://localhost:3000]
import pg from 'pg'

import { localBase } from './lib/local-base.mjs'

const base = localBase(process.argv[2])
const email = process.env.BENCH_ADMIN_EMAIL || process.env.ADMIN_EMAIL
const password = process.env.BENCH_ADMIN_PASSWORD || process.env.ADMIN_PASSWORD
if (!email || !password) {
  console.error('Set BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD (an admin of the running site).')
  process.exit(2)
}

const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) })
if (!login.ok) {
  console.error(`Sign-in failed (${login.status}). Is the site running at ${base}?`)
  process.exit(2)
}
const { token } = await login.json()
const call = async (method, path, body) => {
  const res = await fetch(`${base}${path}`, { method, headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' }, body: body ? JSON.stringify(body) : undefined })
  return { status: res.status, body: await res.json() }
}

async function crawl() {
  const started = await call('POST', '/api/seo/crawl')
  if (started.status !== 202) throw new Error(`Crawl refused: ${JSON.stringify(started.body)}`)
  const deadline = Date.now() + 300_000
  for (;;) {
    const run = (await call('GET', started.body.poll)).body
    if (run.status === 'completed') return run.result
    if (run.status === 'failed') throw new Error(`Crawl failed: ${run.message}`)
    if (Date.now() > deadline) throw new Error('Crawl did not finish within 5 minutes')
    await new Promise((r) => setTimeout(r, 250))
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const fmt = (ms) => `${Math.round(ms)} ms`

console.log(`SEO benchmark against ${base}\n`)
const first = await crawl()
console.log(`Crawl + score: ${first.pages} pages, ${first.keywords.total} keywords: ${fmt(first.totalMs)} (crawl ${fmt(first.crawlMs)})`)

const geo = await call('POST', '/api/geo-keywords/bulk')
console.log(`Bulk geo keywords: ${geo.body.generated} new, ${geo.body.skipped} already there, of ${geo.body.total}: ${fmt(geo.body.durationMs)} (one INSERT)`)

const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
await db.connect()
try {
  const tag = `bench-${Date.now()}`
  await db.query(
    `INSERT INTO keywords (keyword, target_url, category, priority, optimization_score, search_volume, current_position, target_frequency, content_frequency, in_title, in_description, in_headings, updated_at, created_at)
     SELECT $1 || ' keyword ' || g, '/services/gst-services', $1, 'medium', (g * 7) % 101, CASE WHEN g % 3 = 0 THEN NULL ELSE (g * 13) % 5000 END,
            CASE WHEN g % 4 = 0 THEN NULL ELSE 1 + (g % 100) END, 5, 0, false, false, false, now(), now()
     FROM generate_series(1, 10000) g`,
    [tag],
  )
  const total = (await call('GET', '/api/keywords?limit=0')).body.totalDocs
  const queries = {
    'page 1, by keyword': '/api/keywords?limit=100&page=1&sort=keyword&depth=0',
    'page 50, by keyword': '/api/keywords?limit=100&page=50&sort=keyword&depth=0',
    'score < 70, by volume': '/api/keywords?limit=100&sort=-search_volume&where[optimization_score][less_than]=70&depth=0',
    'search "keyword 99"': '/api/keywords?limit=100&where[keyword][like]=keyword%2099&depth=0',
  }
  console.log(`\nKeyword table over ${total} keywords (median of 7, HTTP round trip):`)
  for (const [label, path] of Object.entries(queries)) {
    const times = []
    for (let i = 0; i < 7; i++) {
      const t = performance.now()
      const res = await call('GET', path)
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`)
      times.push(performance.now() - t)
    }
    console.log(`  ${label.padEnd(24)} ${fmt(median(times))}`)
  }
  const big = await crawl()
  console.log(`\nCrawl + score with ${big.keywords.total} keywords: ${fmt(big.totalMs)} (crawl ${fmt(big.crawlMs)}, ${big.keywords.updated} keyword rows updated)`)
  await db.query('DELETE FROM keywords WHERE category = $1', [tag])
} finally {
  await db.end()
}
