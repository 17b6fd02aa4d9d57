#!/usr/bin/env node
// The first-load JavaScript a page cannot go below on this stack: builds a blank "Hello" page with the installed
// Next.js and React, once with the App Router (what the site uses) and once with the Pages Router, and prints
// what each page's HTML loads, measured as bench/js-size.mjs measures the site. Compare with `npm run bench:js`.
// Usage: node bench/js-floor.mjs   (about a minute a build on 2 cores; writes only to .bench-floor/, then removes it)
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { firstLoad } from './lib/first-load.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// Inside the repository so Turbopack resolves `next` and `react` from its node_modules.
const work = path.join(root, '.bench-floor')
const nextBin = path.join(root, 'node_modules/next/dist/bin/next')
const version = (pkg) => JSON.parse(fs.readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version
// The App Router runs the React build Next vendors; the Pages Router runs the project's own react-dom.
const vendoredReact = () =>
  fs.readFileSync(path.join(root, 'node_modules/next/dist/compiled/react/cjs/react.production.js'), 'utf8').match(/version = "([^"]+)"/)?.[1]

const PAGE = 'export default function Page() {\n  return <h1>Hello</h1>\n}\n'
const VARIANTS = [
  {
    name: 'App Router, blank page',
    files: {
      'app/layout.tsx': 'export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  )\n}\n',
      'app/page.tsx': PAGE,
    },
    html: '.next/server/app/index.html',
  },
  { name: 'Pages Router, blank page', files: { 'pages/index.tsx': PAGE }, html: '.next/server/pages/index.html' },
]
const TSCONFIG = {
  compilerOptions: {
    target: 'ES2017', lib: ['dom', 'dom.iterable', 'esnext'], skipLibCheck: true, strict: false, noEmit: true,
    esModuleInterop: true, module: 'esnext', moduleResolution: 'bundler', isolatedModules: true, jsx: 'react-jsx',
  },
  include: ['**/*.tsx'],
}

console.log(`Blank-page first-load JavaScript: next ${version('next')}, react ${version('react')} (App Router: Next's vendored ${vendoredReact()})`)
try {
  for (const variant of VARIANTS) {
    fs.rmSync(work, { recursive: true, force: true })
    const files = { ...variant.files, 'next.config.mjs': 'export default {}\n', 'tsconfig.json': JSON.stringify(TSCONFIG), 'package.json': '{"private":true}\n' }
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(work, name)), { recursive: true })
      fs.writeFileSync(path.join(work, name), text)
    }
    const started = Date.now()
    const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: work, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '' }, encoding: 'utf8' })
    if (build.status !== 0) throw new Error(`${variant.name}: next build failed\n${build.stdout}\n${build.stderr}`)
    const { scripts, gzipKb, brotliKb } = firstLoad(path.join(work, '.next'), fs.readFileSync(path.join(work, variant.html), 'utf8'))
    console.log(`${variant.name.padEnd(28)} ${String(scripts).padStart(2)} scripts  gzip ${gzipKb.toFixed(1).padStart(6)} kB  brotli ${brotliKb.toFixed(1).padStart(6)} kB  (built in ${((Date.now() - started) / 1000).toFixed(0)} s)`)
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true })
}
