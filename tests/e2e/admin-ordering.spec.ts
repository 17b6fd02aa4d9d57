import { type Locator, type Page, expect, test } from '@playwright/test'

import { DRAG_TO_ORDER } from '../../src/lib/orderKey'
import { adminApi, signIn } from '../helpers/e2e'
import { jobOpening } from '../helpers/jobOpening'

/** Where a question first appears in the FAQ page's HTML (-1: not there). */
async function positionOnFaqPage(page: Page, question: string): Promise<number> {
  const html = await (await page.request.get('/faq')).text()
  return html.indexOf(question)
}

/**
 * Waits for the list's drag and drop to have started in the browser: the rows and handles are in the page's HTML
 * before, and a drag or a key pressed that early does nothing. The text a handle points screen readers to (how to move
 * the row) is added then.
 */
async function dragReady(page: Page) {
  const handle = page.locator('tbody tr .cell-_dragHandle [aria-describedby]').first()
  const described = await handle.getAttribute('aria-describedby')
  expect(described).toBeTruthy()
  await expect(page.locator(`[id="${described}"]`)).toBeAttached()
}

/** Drags a row by its handle with the mouse onto the top of another; the status of the move the admin saves. */
async function dragAbove(page: Page, row: Locator, target: Locator): Promise<number> {
  await dragReady(page)
  const handle = (await row.locator('.cell-_dragHandle .sort-row').boundingBox())!
  const above = (await target.boundingBox())!
  const saved = page.waitForResponse((r) => r.url().includes('/api/reorder') && r.request().method() === 'POST')
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2)
  await page.mouse.down()
  await page.mouse.move(handle.x + handle.width / 2, above.y + 4, { steps: 12 })
  await page.mouse.up()
  return (await saved).status()
}

test('an editor drags a question above another in the FAQs list; the list keeps it and the FAQ page follows', async ({ page }) => {
  const stamp = Date.now().toString(36)
  const [a, b] = [`Which records should I keep for ${stamp}?`, `Can I file a belated return for ${stamp}?`]
  const created = [await adminApi('POST', '/api/faqs', { question: a, answer: 'Six years of them.', topic: 'general' })]
  created.push(await adminApi('POST', '/api/faqs', { question: b, answer: 'Yes, until 31 December.', topic: 'general' }))
  expect(created.map((r) => r.status)).toEqual([201, 201])
  try {
    await signIn(page, 'editor')
    await page.goto(`/admin/collections/faqs?where[question][like]=${stamp}`)
    await expect(page.getByText(DRAG_TO_ORDER)).toBeVisible()
    const rows = page.locator('tbody tr')
    await expect(rows).toHaveCount(2)
    // Added last, listed last: a, then b.
    await expect(rows.nth(0)).toContainText(a)

    expect(await dragAbove(page, rows.nth(1), rows.nth(0))).toBe(200)
    await expect(rows.nth(0)).toContainText(b)

    await page.reload()
    await expect(rows.nth(0)).toContainText(b)
    await expect(rows.nth(1)).toContainText(a)
    // The "On the site" column gives each its new place on the FAQ page (both below the home page's first five).
    await expect(page.getByRole('columnheader', { name: 'On the site' })).toBeVisible()
    const place = async (row: number) => {
      const text = (await rows.nth(row).locator('.cell-shown').innerText()).trim()
      expect(text).toMatch(/^On the FAQ page, \d+\w\w of \d+\. Not on the home page: it shows the first 5; drag it higher in the list$/)
      return Number(text.match(/(\d+)\w\w of/)![1])
    }
    expect(await place(0)).toBe((await place(1)) - 1)
    // Editing the moved question in its form keeps its place.
    await rows.nth(0).getByRole('link', { name: b }).click()
    await page.getByLabel('Answer').fill('Yes, until 31 December of the assessment year.')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/updated successfully/i)).toBeVisible()
    await page.goto(`/admin/collections/faqs?where[question][like]=${stamp}`)
    await expect(rows.nth(0)).toContainText(b)
    // The FAQ page lists b before a as soon as its cache is renewed (a change expires it).
    await expect
      .poll(async () => {
        const [pa, pb] = [await positionOnFaqPage(page, a), await positionOnFaqPage(page, b)]
        return pa >= 0 && pb >= 0 && pb < pa
      }, { timeout: 20_000 })
      .toBe(true)
  } finally {
    for (const res of created) if (res.body?.doc?.id) await adminApi('DELETE', `/api/faqs/${res.body.doc.id}`)
  }
})

test('the drag handle works from the keyboard: Space picks the row up, the arrow moves it, Space puts it down', async ({ page }) => {
  const stamp = Date.now().toString(36)
  const titles = [`Keyboard first ${stamp}`, `Keyboard second ${stamp}`]
  const created = []
  for (const title of titles) {
    created.push(
      await adminApi('POST', '/api/job-openings', jobOpening(title)),
    )
  }
  expect(created.map((r) => r.status)).toEqual([201, 201])
  try {
    await signIn(page, 'editor')
    await page.goto(`/admin/collections/job-openings?where[title][like]=${stamp}`)
    const rows = page.locator('tbody tr')
    await expect(rows).toHaveCount(2)
    await expect(rows.nth(0)).toContainText(titles[0]!)
    await dragReady(page)
    const saved = page.waitForResponse((r) => r.url().includes('/api/reorder') && r.request().method() === 'POST')
    const handle = rows.nth(1).locator('.cell-_dragHandle [role="button"]').first()
    await handle.focus()
    // Each key once the list has taken the one before, as a person reads the announcement before pressing the next:
    // dnd-kit listens for the arrows only from the task after the pick-up, and one pressed sooner is lost (a fresh-clone
    // CI run timed out waiting for the save).
    await page.keyboard.press('Space')
    await expect(handle).toHaveAttribute('aria-pressed', 'true')
    // The arrow's listener is added in a task queued at the pick-up, which the check above may come before.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)))
    await page.keyboard.press('ArrowUp')
    const [first, second] = created.map((r) => r.body.doc.id)
    await expect(page.locator('[id^="DndLiveRegion"]', { hasText: `Draggable item ${second} was moved over droppable area ${first}.` })).toBeAttached()
    await page.keyboard.press('Space')
    expect((await saved).status()).toBe(200)
    await page.reload()
    await expect(rows.nth(0)).toContainText(titles[1]!)
  } finally {
    for (const res of created) if (res.body?.doc?.id) await adminApi('DELETE', `/api/job-openings/${res.body.doc.id}`)
  }
})

test('the list says how to move rows when it is sorted by another column, and the icon it names sorts it by their order', async ({ page }) => {
  const stamp = Date.now().toString(36)
  // Named so that sorting by question puts them the other way round from their order.
  const [a, b] = [`Why keep records for ${stamp}?`, `Are belated returns allowed for ${stamp}?`]
  const created = [await adminApi('POST', '/api/faqs', { question: a, answer: 'Six years of them.', topic: 'general' })]
  created.push(await adminApi('POST', '/api/faqs', { question: b, answer: 'Yes, until 31 December.', topic: 'general' }))
  expect(created.map((r) => r.status)).toEqual([201, 201])
  try {
    await signIn(page, 'editor')
    await page.goto(`/admin/collections/faqs?where[question][like]=${stamp}&sort=question`)
    await expect(page.getByText(DRAG_TO_ORDER)).toBeVisible()
    const rows = page.locator('tbody tr')
    await expect(rows.nth(0)).toContainText(b)
    // The icon above the handles: the list comes back in the order visitors see, and a drag moves a row.
    await page.locator('thead th').first().getByRole('button', { name: /Sort by Order/ }).click()
    await expect(page).toHaveURL(/sort=_order/)
    await expect(rows.nth(0)).toContainText(a)
    expect(await dragAbove(page, rows.nth(1), rows.nth(0))).toBe(200)
    await page.reload()
    await expect(rows.nth(0)).toContainText(b)
  } finally {
    for (const res of created) if (res.body?.doc?.id) await adminApi('DELETE', `/api/faqs/${res.body.doc.id}`)
  }
})
