#!/usr/bin/env node
// Requests for made-up blog addresses against a running site: how many a second it answers ("Article Not Found",
// rendered each time), and how much the build folder it serves grows meanwhile (it should not: 404 pages are kept in
// memory only, src/lib/pageCacheHandler.mjs). Bounded: 10 clients for the given seconds, this machine only.
// Usage: node bench/not-found.mjs [seconds=8] [baseURL=http://localhost:3000]   (start the site first: npm start;
// NEXT_DIST_DIR names the build folder it serves, default .next)
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { localBase } from './lib/local-base.mjs'

const [secondsArg, baseArg] = process.argv.slice(2)
const seconds = Number(secondsArg || 8)
if (!Number.isFinite(seconds) || seconds < 1 || seconds > 60) {
  console.error('Give the duration in seconds, from 1 to 60.')
  process.exit(2)
}
const base = localBase(baseArg)
const distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next')
if (!fs.existsSync(path.join(distDir, 'server'))) {
  console.error(`${distDir} holds no build: run npm start first, or set NEXT_DIST_DIR.`)
  process.exit(2)
}

/** Files and bytes under a folder. */
function usage(dir) {
  let files = 0
  let bytes = 0
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    files++
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size
  }
  return { files, bytes }
}

const before = usage(distDir)
const end = Date.now() + seconds * 1000
let answered = 0
let notFound = 0
async function client() {
  while (Date.now() < end) {
    const res = await fetch(`${base}/blog/made-up-${crypto.randomBytes(6).toString('hex')}`)
    const html = await res.text()
    answered++
    if (res.status === 404 && html.includes('Article Not Found')) notFound++
  }
}
const started = Date.now()
await Promise.all(Array.from({ length: 10 }, client))
const elapsed = (Date.now() - started) / 1000
// Writes to disk finish after the answer: give them a moment.
await new Promise((r) => setTimeout(r, 1000))
const after = usage(distDir)

console.log(`${answered} requests for made-up addresses in ${elapsed.toFixed(1)} s: ${(answered / elapsed).toFixed(0)} a second, ${notFound} answered Article Not Found (404)`)
console.log(`${path.relative(process.cwd(), distDir) || distDir}: ${after.files - before.files} files and ${((after.bytes - before.bytes) / 1024).toFixed(0)} kB more than before`)
