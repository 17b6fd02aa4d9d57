import { expect, test } from '@playwright/test'

import { saveNewArticle, signIn, writeArticle } from '../helpers/e2e'

/** "Nov 22, 2026 1:05 PM" in India time, as the schedule drawer's time box reads it. */
function istText(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  )
  return `${parts.month} ${parts.day}, ${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod}`
}

// The job runs on the server's own minute timer, outside any request: this is the test that proves such a
// change reaches the cached pages at once. It waits for the real timer, so it takes one to two minutes.
test('an editor schedules an article, which goes live for visitors at that minute', async ({ page, browser }) => {
  test.setTimeout(240_000)
  const stamp = Date.now().toString(36)
  const title = `GSTR-9 annual return checklist ${stamp}`
  const path = `/blog/gstr-9-annual-return-checklist-${stamp}`

  await signIn(page, 'editor')
  await writeArticle(page, { title, excerpt: 'What to reconcile before filing GSTR-9, and the due date.', category: 'GST' })
  await saveNewArticle(page, { category: 'GST', button: 'Save Draft' })

  // Before: visitors find nothing (and that answer is cached).
  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto(path)
  await expect(visitor.getByRole('heading', { name: 'Article Not Found' })).toBeVisible()

  // Schedule the publish for the start of the next minute (or the one after, if that is too close).
  const next = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000)
  await page.locator('#action-save-popup button').click()
  await page.getByText('Schedule Publish').click()
  const drawer = page.locator('.schedule-publish__scheduler')
  await drawer.getByText('Publish', { exact: true }).click()
  await expect(drawer).toContainText('India (IST, UTC+5:30)')
  const time = drawer.locator('#time input')
  await time.fill(istText(next))
  await time.press('Enter')
  await page.locator('#scheduled-publish-save').click()
  const upcoming = page.locator('.schedule-publish__upcoming')
  await expect(upcoming).toContainText('Publish')
  await expect(upcoming).not.toContainText('No upcoming events')

  // After: the article appears for the same visitor without waiting for the cache to run out.
  await expect
    .poll(
      async () => {
        await visitor.reload()
        return visitor.getByRole('heading', { level: 1 }).innerText()
      },
      { timeout: 180_000, intervals: [5_000] },
    )
    .toBe(title)
  await visitor.goto('/blog')
  await expect(visitor.getByRole('link', { name: title })).toBeVisible()
  await visitor.context().close()
})
