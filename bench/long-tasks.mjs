#!/usr/bin/env node
// The long tasks of a page load (main-thread tasks over 50 ms, which make Lighthouse's Total Blocking Time), each with
// what filled it: style, layout, paint, HTML parsing, script. Where bench/lighthouse.mjs says a page is slow, this says
// why: a task that is mostly style right after a script ran, say, is a change the whole page was restyled for.
// Chromium (Debian's) loads each page on a 412x823 screen with the CPU slowed as Lighthouse does (4x), records a trace
// and reads the renderer's main thread. Figures vary from run to run on a shared 2-core host: compare pages measured
// together.
// Usage: node bench/long-tasks.mjs [--cpu-slowdown N=4] [baseURL=http://localhost:3000] [path ...]
//        (start the site first: npm start)
import { chromium } from '@playwright/test'

import { ensureAnswers, KEY_PAGES, localBase, numberOption } from './lib/local-base.mjs'

const args = process.argv.slice(2)
const cpuSlowdown = numberOption(args, '--cpu-slowdown', 4, (n) => n >= 1 && n <= 20, 'a number from 1 to 20')
const [baseArg, ...pathArgs] = args
const base = localBase(baseArg)
const paths = pathArgs.length ? pathArgs : KEY_PAGES

await ensureAnswers(base)

// What a task's time went to, by the trace events Chromium's performance panel shows.
const KINDS = {
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  EvaluateScript: 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  'v8.compile': 'script',
  MajorGC: 'garbage collection',
  MinorGC: 'garbage collection',
}
const LONG_US = 50_000

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
console.log(`Long tasks of a page load (over 50 ms), CPU slowed ${cpuSlowdown}x, against ${base}`)
try {
  for (const path of paths) {
    // One request first, so that the server's first render after a revalidation is not measured; then a first visit
    // (a new browser profile: nothing cached, no compiled code kept) with the cookie banner already answered.
    await fetch(base + path).then((res) => res.arrayBuffer())
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    await context.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'))
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    let trace = Buffer.alloc(0)
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] })
    try {
      await page.goto(base + path, { waitUntil: 'networkidle', timeout: 60_000 })
      await page.waitForTimeout(1500)
    } finally {
      trace = await browser.stopTracing()
    }
    await context.close()

    const { traceEvents } = JSON.parse(trace.toString('utf8'))
    const thread = traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    const events = traceEvents.filter((e) => e.pid === thread?.pid && e.tid === thread?.tid && e.ph === 'X' && typeof e.dur === 'number')
    const start = Math.min(...events.filter((e) => e.name === 'RunTask').map((e) => e.ts))
    const tasks = events.filter((e) => e.name === 'RunTask' && e.dur > LONG_US).sort((a, b) => a.ts - b.ts)
    const blocking = tasks.reduce((sum, t) => sum + (t.dur - LONG_US) / 1000, 0)
    console.log(`\n${path}: ${tasks.length} long tasks, ${Math.round(blocking)} ms over 50 ms in all`)
    for (const task of tasks) {
      const inside = events.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && KINDS[e.name])
      // Each event's own time (less the events inside it), so that style a script forced is counted as style.
      const spent = {}
      const encloses = (o, e) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur
      for (const e of inside) {
        const parent = inside.filter((o) => encloses(o, e)).sort((a, b) => a.dur - b.dur)[0]
        const kind = KINDS[e.name]
        spent[kind] = (spent[kind] ?? 0) + e.dur / 1000
        if (parent) spent[KINDS[parent.name]] -= e.dur / 1000
      }
      const script = inside.find((e) => e.args?.data?.url)?.args.data.url.replace(base, '') ?? ''
      spent.other = task.dur / 1000 - Object.values(spent).reduce((a, b) => a + b, 0)
      const parts = Object.entries(spent)
        .filter(([, ms]) => ms >= 1)
        .sort((a, b) => b[1] - a[1])
        .map(([kind, ms]) => `${kind} ${Math.round(ms)}`)
        .join(', ')
      console.log(`  at ${String(Math.round((task.ts - start) / 1000)).padStart(5)} ms  ${String(Math.round(task.dur / 1000)).padStart(4)} ms  ${parts}${script ? `  (${script.slice(-60)})` : ''}`)
    }
  }
} finally {
  await browser.close()
}
