#!/usr/bin/env node
// First-load JavaScript of prerendered pages, from the build: the scripts each page's HTML loads, gzipped.
// Usage: node bench/js-size.mjs [distDir=.next] [route ...]   (run after `npm start` or `npm run build`)
import fs from 'node:fs'
import path from 'node:path'

import { firstLoad } from './lib/first-load.mjs'

const BUDGET_KB = 120
const [distArg, ...routeArgs] = process.argv.slice(2)
const dist = path.resolve(distArg || '.next')
const routes = routeArgs.length ? routeArgs : ['/', '/services/gst-services', '/blog', '/contact', '/careers']

const htmlFor = (route) => {
  const base = route === '/' ? 'index' : route.replace(/^\//, '')
  const file = path.join(dist, 'server/app', `${base}.html`)
  if (!fs.existsSync(file) && fs.existsSync(path.join(dist, 'server/app/(frontend)', `${base}.html`))) {
    return fs.readFileSync(path.join(dist, 'server/app/(frontend)', `${base}.html`), 'utf8')
  }
  if (!fs.existsSync(file)) throw new Error(`${file} not found: build first (npm start or npm run build), and name a prerendered route.`)
  return fs.readFileSync(file, 'utf8')
}

console.log(`First-load JavaScript (gzip -9) from ${path.relative(process.cwd(), dist) || '.'}`)
let failed = false
for (const route of routes) {
  const { scripts, gzipKb: kb, brotliKb } = firstLoad(dist, htmlFor(route))
  const mark = route === '/' ? (kb <= BUDGET_KB ? `  (budget ${BUDGET_KB} kB: OK)` : `  (budget ${BUDGET_KB} kB: OVER)`) : ''
  if (route === '/' && kb > BUDGET_KB) failed = true
  console.log(`${route.padEnd(28)} ${scripts.toString().padStart(2)} scripts  gzip ${kb.toFixed(1).padStart(6)} kB  brotli ${brotliKb.toFixed(1).padStart(6)} kB${mark}`)
}
console.log('(The home page figure includes the Next.js and React runtime every page of this stack loads: `npm run bench:js-floor` measures it; see docs/performance.md.)')
process.exit(failed ? 1 : 0)
