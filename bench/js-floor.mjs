#!/usr/bin/env node
// The first-load JavaScript a page cannot go below on this stack: builds a blank "Hello" page with the installed
// Next.js and React, once with the App Router (what the site uses), once with the Pages Router and once with the
// Pages Router's switch that sends no Next.js or React to the browser, and prints
// what each page's HTML loads, measured as bench/js-size.mjs measures the site. Compare with `npm run bench:js`.
// `--next <version>` (repeatable) also builds the blank App Router page with that Next.js release, installed from
// the npm registry into .bench-floor/ only, to compare releases; it prints whether @payloadcms/next supports it.
// Usage: node bench/js-floor.mjs [--next 15.4.11 ...]   (15-60 s a build on 2 cores, plus an install per release;
//        writes only to .bench-floor/, then removes it)
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { firstLoad } from './lib/first-load.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// Inside the repository so Turbopack resolves the installed `next` and `react` from its node_modules.
const work = path.join(root, '.bench-floor')
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'))
const installedVersion = (pkg) => readJson(path.join(root, 'node_modules', pkg, 'package.json')).version
// The App Router runs the React build Next vendors; the Pages Router runs the project's own react-dom.
const vendoredReact = (modules) =>
  fs.readFileSync(path.join(modules, 'next/dist/compiled/react/cjs/react.production.js'), 'utf8').match(/version = "([^"]+)"/)?.[1]

const requested = []
const args = process.argv.slice(2)
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--next' && /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(args[i + 1] ?? '')) requested.push(args[++i])
  else {
    const problem = args[i] === '--next' ? `--next needs an exact version, not ${JSON.stringify(args[i + 1] ?? '')}` : `Unknown argument ${JSON.stringify(args[i])}`
    console.error(`${problem}. Usage: node bench/js-floor.mjs [--next 15.4.11 ...]`)
    process.exit(2)
  }
}

const PAGE = 'export default function Page() {\n  return <h1>Hello</h1>\n}\n'
const LAYOUT = 'export default function RootLayout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  )\n}\n'
const APP = { name: 'App Router, blank page', files: { 'app/layout.jsx': LAYOUT, 'app/page.jsx': PAGE }, html: 'server/app/index.html' }
const PAGES = { name: 'Pages Router, blank page', files: { 'pages/index.jsx': PAGE }, html: 'server/pages/index.html' }
// The Pages Router's per-page switch that leaves Next.js and React out of the browser altogether: the page is HTML
// only, and any behaviour would be the page's own scripts. The App Router has no such switch.
const PAGES_NO_RUNTIME = {
  name: 'Pages Router, runtime JS off',
  files: { 'pages/index.jsx': `export const config = { unstable_runtimeJS: false }\n\n${PAGE}` },
  html: 'server/pages/index.html',
}

function writeProject(dir, files, pkg) {
  fs.rmSync(dir, { recursive: true, force: true })
  for (const [name, text] of Object.entries({ ...files, 'next.config.mjs': 'export default {}\n', 'package.json': JSON.stringify(pkg) })) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), text)
  }
}

function run(command, commandArgs, cwd, what) {
  const result = spawnSync(command, commandArgs, { cwd, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '' }, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${what} failed\n${result.stdout}\n${result.stderr}`)
}

// Builds the project in `dir` with the Next.js installed under `modulesRoot`.
function measure(label, dir, modulesRoot, variant) {
  const started = Date.now()
  run(process.execPath, [path.join(modulesRoot, 'node_modules/next/dist/bin/next'), 'build'], dir, `${label}: next build`)
  const dist = path.join(dir, '.next')
  const { scripts, gzipKb, brotliKb } = firstLoad(dist, fs.readFileSync(path.join(dist, variant.html), 'utf8'))
  console.log(`${label.padEnd(44)} ${String(scripts).padStart(2)} scripts  gzip ${gzipKb.toFixed(1).padStart(6)} kB  brotli ${brotliKb.toFixed(1).padStart(6)} kB  (built in ${((Date.now() - started) / 1000).toFixed(0)} s)`)
}

const payloadNextRange = readJson(path.join(root, 'node_modules/@payloadcms/next/package.json')).peerDependencies?.next
console.log(`Blank-page first-load JavaScript (kB = 1024 bytes): next ${installedVersion('next')}, react ${installedVersion('react')} (App Router: Next's vendored ${vendoredReact(path.join(root, 'node_modules'))})`)
try {
  for (const variant of [APP, PAGES, PAGES_NO_RUNTIME]) {
    // The installed release: the project's own node_modules, found by walking up from .bench-floor/.
    writeProject(work, variant.files, { private: true })
    measure(`next ${installedVersion('next')}, ${variant.name}`, work, root, variant)
  }
  for (const version of requested) {
    const dir = path.join(work, `next-${version}`)
    writeProject(dir, APP.files, { private: true, dependencies: { next: version, react: installedVersion('react'), 'react-dom': installedVersion('react-dom') } })
    run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], dir, `npm install next@${version}`)
    measure(`next ${version}, ${APP.name}`, dir, dir, APP)
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true })
}
if (requested.length) console.log(`@payloadcms/next ${installedVersion('@payloadcms/next')} supports next ${payloadNextRange}`)
