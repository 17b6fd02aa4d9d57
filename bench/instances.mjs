#!/usr/bin/env node
// Several instances on one database: how long a change saved through one takes to show on another. Against a running
// local site (npm start) and its database, it starts a second server on the same build and database (port 3101 unless
// BENCH_SECOND_PORT), creates a job opening, then renames it N times, alternately through each server, and times
// how long the other server's /careers takes to show the new title (looked up every 50 ms). The opening is deleted and
// the second server stopped at the end. Bounded: N renames (default 10, at most 50), each given up after 30 s.
// While it runs, visitors of the site see an opening named "Bench opening …" on /careers: run it on a local site.
// Usage: BENCH_ADMIN_EMAIL=… BENCH_ADMIN_PASSWORD=… npm run bench:instances [-- --rounds 10] [http://localhost:3000]
import { localBase, numberOption } from './lib/local-base.mjs'

const args = process.argv.slice(2)
const rounds = numberOption(args, '--rounds', 10, (n) => Number.isInteger(n) && n >= 1 && n <= 50, 'a whole number from 1 to 50')
const base = localBase(args[0])
const email = process.env.BENCH_ADMIN_EMAIL || process.env.ADMIN_EMAIL
const password = process.env.BENCH_ADMIN_PASSWORD || process.env.ADMIN_PASSWORD
if (!email || !password) {
  console.error('Set BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD (an admin of the running site).')
  process.exit(2)
}
const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) }).catch((err) => ({ ok: false, status: err.message }))
if (!login.ok) {
  console.error(`Sign-in failed (${login.status}). Is the site running at ${base}? Start it first: npm start`)
  process.exit(2)
}
const { token } = await login.json()
const call = async (origin, method, path, body) => {
  const res = await fetch(`${origin}${path}`, { method, headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' }, body: body ? JSON.stringify(body) : undefined })
  if (!res.ok) throw new Error(`${method} ${path} on ${origin}: HTTP ${res.status} ${await res.text()}`)
  return res.json()
}

const { startServer } = await import('../scripts/lib/runtime.mjs')
const port = Number(process.env.BENCH_SECOND_PORT || 3101)
console.log(`Starting a second server on port ${port} (the same build and database)…`)
const second = await startServer({ port, distDir: process.env.NEXT_DIST_DIR || '.next', env: { SEO_SKIP_ONINIT: '1', JOBS_AUTORUN: 'false' }, quiet: true })
const origins = [base, `http://127.0.0.1:${port}`]

const stamp = new Date().toISOString().slice(0, 19)
const opening = await call(base, 'POST', '/api/job-openings', {
  title: `Bench opening ${stamp} 0`,
  type: 'graduate',
  department: 'Audit',
  location: 'ncr',
  experience: '0-1 years',
  commitment: 'Full-time',
  deadline: 'Open',
  description: 'Created by bench/instances.mjs and deleted when it ends.',
  responsibilities: [{ text: 'None' }],
  requirements: [{ text: 'None' }],
})
const id = opening.doc.id
const careers = async (origin) => (await fetch(`${origin}/careers`, { headers: { 'X-Forwarded-For': '127.0.0.7' } })).text()
const times = []
try {
  // Both servers render and cache the careers page with the opening first.
  for (const origin of origins) for (let i = 0; i < 2; i++) await careers(origin)
  for (let i = 1; i <= rounds; i++) {
    const through = origins[i % 2]
    const other = origins[(i + 1) % 2]
    await careers(other)
    const title = `Bench opening ${stamp} ${i}`
    await call(through, 'PATCH', `/api/job-openings/${id}`, { title })
    const saved = Date.now()
    let shown = null
    while (Date.now() - saved < 30_000) {
      if ((await careers(other)).includes(title)) {
        shown = Date.now() - saved
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    console.log(`  rename ${i}, saved through ${through === base ? 'the site' : 'the second server'}: ${shown === null ? 'not shown within 30 s' : `shown on the other after ${shown} ms`}`)
    if (shown !== null) times.push(shown)
  }
} finally {
  await call(base, 'DELETE', `/api/job-openings/${id}`).catch((err) => console.error(`Could not delete the bench opening ${id}: ${err.message}`))
  await second.stop()
}
times.sort((a, b) => a - b)
if (times.length === 0) {
  console.log('No rename showed on the other server within 30 s.')
  process.exit(1)
}
const median = times[Math.floor(times.length / 2)]
console.log(`${times.length} of ${rounds} renames shown on the other server: median ${median} ms, fastest ${times[0]} ms, slowest ${times[times.length - 1]} ms (each server reads the others' changes every 2 s; the time includes the other page's render).`)
if (times.length < rounds) process.exit(1)
