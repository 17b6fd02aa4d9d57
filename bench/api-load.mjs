#!/usr/bin/env node
// Many clients at once on API reads that each need the database, against a running site: how many a second it
// answers, how long they wait, and whether any is refused. There are more clients than database connections (10 in
// the pool), so requests wait for a free connection; a wait longer than DATABASE_CONNECT_TIMEOUT_MS would answer 503.
// Bounded: the given clients for the given seconds, this machine only.
// Usage: node bench/api-load.mjs [seconds=10] [clients=40] [baseURL=http://localhost:3000]   (start the site first)
import { localBase } from './lib/local-base.mjs'

const [secondsArg, clientsArg, baseArg] = process.argv.slice(2)
const seconds = Number(secondsArg || 10)
const clients = Number(clientsArg || 40)
if (!Number.isFinite(seconds) || seconds < 1 || seconds > 60 || !Number.isInteger(clients) || clients < 1 || clients > 200) {
  console.error('Give the duration in seconds (1 to 60) and the number of clients (1 to 200).')
  process.exit(2)
}
const base = localBase(baseArg)

// Reads a visitor's pages and a developer's scripts make: a page of articles, a search, the FAQs, the site settings.
const PATHS = [
  '/api/news-updates?limit=12&sort=-published_date&depth=1',
  '/api/news-updates?limit=5&where[title][like]=tax&depth=0',
  '/api/faqs?limit=50',
  '/api/globals/site-settings',
]

const end = Date.now() + seconds * 1000
const statuses = new Map()
const waits = []
async function client(n) {
  for (let i = n; Date.now() < end; i++) {
    const started = performance.now()
    let status
    try {
      const res = await fetch(`${base}${PATHS[i % PATHS.length]}`)
      await res.arrayBuffer()
      status = String(res.status)
    } catch (error) {
      status = error.cause?.code ?? error.name
    }
    waits.push(performance.now() - started)
    statuses.set(status, (statuses.get(status) ?? 0) + 1)
  }
}
const started = Date.now()
await Promise.all(Array.from({ length: clients }, (_, n) => client(n)))
const elapsed = (Date.now() - started) / 1000

waits.sort((a, b) => a - b)
const at = (q) => waits[Math.min(waits.length - 1, Math.floor(q * waits.length))].toFixed(0)
const answers = [...statuses].sort().map(([status, count]) => `${count} × ${status}`).join(', ')
console.log(`${waits.length} API reads by ${clients} clients in ${elapsed.toFixed(1)} s: ${(waits.length / elapsed).toFixed(0)} a second`)
console.log(`answers: ${answers}`)
console.log(`time to answer: median ${at(0.5)} ms, 95th percentile ${at(0.95)} ms, slowest ${waits.at(-1).toFixed(0)} ms`)
