#!/usr/bin/env node
// Screenshots of pages for a look by eye: node scripts/screenshot.mjs http://localhost:3000 / /blog ...
// Writes PNGs to .data/screenshots at 360 px and 1440 px widths.
import fs from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

const [base, ...paths] = process.argv.slice(2)
const out = path.resolve('.data/screenshots')
fs.mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})
for (const width of [360, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  for (const p of paths.length ? paths : ['/']) {
    const res = await page.goto(base + p, { waitUntil: 'networkidle' })
    if (process.env.FULL === '1') {
      // Scroll through the page so lazy images load before the full-page capture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y)
          await new Promise((r) => setTimeout(r, 100))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForLoadState('networkidle')
    }
    const file = path.join(out, `${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`)
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' })
    console.log(res?.status(), file)
  }
  await page.close()
}
await browser.close()
