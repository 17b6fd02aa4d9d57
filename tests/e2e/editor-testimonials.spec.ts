import { expect, test } from '@playwright/test'

import { adminApi, saveUntilRefused, seriousAxeViolations, signIn } from '../helpers/e2e'

test('an editor adds a client’s words with their agreement, and visitors read them on the home page', async ({ page, browser }) => {
  const quote = `They filed our returns on time every month and answered each question the same day. ${Date.now().toString(36)}`
  await signIn(page, 'editor')
  await page.goto('/admin/collections/testimonials/create')
  await expect(page.getByText("ICAI's website guidelines bar naming clients")).toBeVisible()
  await page.getByLabel('Quote').fill(quote)
  await page.getByLabel('Attribution').fill('Partner, architecture practice, Golf Course Road')
  await page.locator('#field-service').click()
  await page.getByRole('option', { name: 'Accounting Services', exact: true }).click()

  // Without the client's agreement it cannot go on the site.
  await saveUntilRefused(page.getByRole('button', { name: 'Save' }), page.getByText("Needs the client's agreement to be shown.").first())
  await expect(page).toHaveURL(/\/create$/)

  await page.getByLabel('The client agreed to publication').check()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/testimonials\/\d+$/)
  const id = Number(page.url().split('/').pop())

  try {
    const visitor = await (await browser.newContext()).newPage()
    await expect(async () => {
      await visitor.goto('/')
      await expect(visitor.getByText(quote)).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    const section = visitor.locator('section', { has: visitor.getByRole('heading', { name: 'What Our Clients Say' }) })
    await expect(section.getByText('Partner, architecture practice, Golf Course Road')).toBeVisible()
    expect(await seriousAxeViolations(visitor, (axe) => axe.include('section:has(#home-testimonials)'))).toEqual([])
    await section.getByRole('link', { name: 'Accounting Services' }).first().click()
    await expect(visitor).toHaveURL(/\/services\/accounting-services$/)

    // The list says where it is: on the home page, and its place there.
    await page.goto('/admin/collections/testimonials')
    await expect(page.locator('thead')).toContainText('On the site')
    const row = page.locator('tbody tr', { has: page.locator(`a[href$="/testimonials/${id}"]`) })
    await expect(row.locator('.cell-shown')).toHaveText(/^On the home page, \d+(st|nd|rd|th) of [1-6]$/)
  } finally {
    expect((await adminApi('DELETE', `/api/testimonials/${id}`)).status).toBe(200)
  }
})
