import { expect, test, type Page } from '@playwright/test'

import { holdScripts } from '../helpers/e2e'

// The GST calculator on the GST services page: the spec's hero button "GST Calculator", which did nothing, leads to it.
test.use({ storageState: { cookies: [], origins: [] } })

const result = (page: Page) => page.locator('#gst-calculator').locator('dl')
const figure = (page: Page, label: string) => result(page).locator('div').filter({ has: page.locator('dt', { hasText: label }) }).locator('dd')
const total = (page: Page) => page.locator('#gst-calculator').getByRole('status')

test('the hero’s GST Calculator button leads to the calculator, which adds GST, splits it, and takes it out of a price', async ({ page }) => {
  await page.goto('/services/gst-services')
  await page.getByRole('link', { name: 'GST Calculator' }).click()
  await expect(page).toHaveURL(/#gst-calculator$/)
  const calculator = page.getByRole('form', { name: 'GST calculator' })
  await expect(calculator).toBeInViewport()
  await expect(page.getByRole('heading', { name: 'GST calculator' })).toBeVisible()

  // It opens with an example: ₹10,000 at 18% within a state.
  const amount = calculator.getByLabel('Amount (₹)')
  await expect(amount).toHaveValue('10,000')
  await expect(figure(page, 'Value before GST')).toHaveText('₹10,000.00')
  await expect(figure(page, 'CGST (9%)')).toHaveText('₹900.00')
  await expect(figure(page, 'SGST (9%)')).toHaveText('₹900.00')
  await expect(figure(page, 'Total GST')).toHaveText('₹1,800.00')
  await expect(total(page)).toContainText('₹11,800.00')

  // Indian grouping as typed, another rate, a supply to another state.
  await amount.fill('2,50,000')
  await calculator.getByText('5%', { exact: true }).click()
  await calculator.getByLabel('to another state (IGST)').check()
  await expect(figure(page, 'IGST (5%)')).toHaveText('₹12,500.00')
  await expect(result(page).locator('dt', { hasText: 'CGST' })).toHaveCount(0)
  await expect(total(page)).toContainText('₹2,62,500.00')

  // Taken out of a price that includes GST.
  await calculator.getByLabel('includes GST (take it out)').check()
  await expect(figure(page, 'Value before GST')).toHaveText('₹2,38,095.24')
  await expect(figure(page, 'IGST (5%)')).toHaveText('₹11,904.76')
  await expect(total(page)).toContainText('₹2,50,000.00')

  // Another rate typed in, such as 12% on an invoice from before the slabs were merged.
  await calculator.getByLabel('before GST (add GST)').check()
  await calculator.getByText('Other', { exact: true }).click()
  const other = calculator.getByLabel(/Rate in percent/)
  await other.fill('12')
  await expect(figure(page, 'IGST (12%)')).toHaveText('₹30,000.00')
  await other.fill('120')
  await expect(calculator.getByText('Enter a rate of 100% or less.')).toBeVisible()
  await expect(other).toHaveAttribute('aria-invalid', 'true')
  await expect(result(page)).toHaveCount(0)
  await expect(total(page)).toHaveText('Enter an amount and a rate to see the GST.')
})

test('an amount that is not one is explained beside the box, and nothing is worked out from it', async ({ page }) => {
  await page.goto('/services/gst-services#gst-calculator')
  const amount = page.getByRole('form', { name: 'GST calculator' }).getByLabel('Amount (₹)')
  for (const [typed, message] of [
    ['', 'Enter an amount, for example 10,000.'],
    ['ten thousand', 'Enter the amount in rupees as a number, with at most two decimals (paise).'],
    ['0', 'Enter an amount above zero.'],
  ]) {
    await amount.fill(typed)
    await expect(page.getByText(message)).toBeVisible()
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
    await expect(amount).toHaveAccessibleDescription(message)
    await expect(result(page)).toHaveCount(0)
  }
  await amount.fill('99.99')
  await expect(amount).not.toHaveAttribute('aria-invalid')
  await expect(figure(page, 'Total GST')).toHaveText('₹18.00')
})

test('it works from the keyboard: the rates are one group of radio buttons the arrow keys move through', async ({ page }) => {
  await page.goto('/services/gst-services#gst-calculator')
  const calculator = page.getByRole('form', { name: 'GST calculator' })
  const rates = calculator.getByRole('group', { name: 'GST rate' })
  await rates.getByRole('radio', { name: '18%' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(rates.getByRole('radio', { name: '40%' })).toBeChecked()
  await expect(rates.getByRole('radio', { name: '40%' })).toBeFocused()
  await expect(figure(page, 'Total GST')).toHaveText('₹4,000.00')
  // The chosen chip is drawn filled, and keyboard focus shows around it.
  const chip = rates.locator('label').filter({ hasText: '40%' })
  const { background, ring } = await chip.evaluate((el) => ({ background: getComputedStyle(el).backgroundColor, ring: getComputedStyle(el).boxShadow }))
  expect(background).not.toBe('rgb(255, 255, 255)')
  expect(ring).not.toBe('none')
})

test.describe('without the page’s script', () => {
  test.use({ javaScriptEnabled: false })

  test('the calculator and its button, which would do nothing, are hidden; how GST is worked out stays', async ({ page }) => {
    await page.goto('/services/gst-services')
    await expect(page.getByRole('heading', { name: 'GST calculator' })).toBeVisible()
    await expect(page.getByText('How it is worked out: GST = value before GST × rate ÷ 100.')).toBeVisible()
    await expect(page.getByRole('form', { name: 'GST calculator' })).toBeHidden()
    await expect(page.getByRole('link', { name: 'GST Calculator' })).toBeHidden()
    await expect(page.getByRole('link', { name: 'Get a Free Consultation' })).toBeVisible()
  })
})

test('on a phone the totals also show under the amount, in view while it is typed and the rate chosen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  // A visitor who has answered the cookie banner, which would cover the bottom of the screen.
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'))
  await page.goto('/services/gst-services')
  await page.getByRole('link', { name: 'GST Calculator' }).click()
  const calculator = page.getByRole('form', { name: 'GST calculator' })
  await expect(calculator.getByLabel('Amount (₹)')).toBeInViewport()
  const amount = calculator.getByLabel('Amount (₹)')
  await amount.fill('50,000')
  const quick = calculator.locator('[data-quick-total]')
  await expect(quick).toHaveText('GST ₹9,000.00 · Total ₹59,000.00')
  await expect(quick).toBeInViewport()
  // The result itself is below the form, out of view.
  await expect(total(page)).not.toBeInViewport()
  await calculator.getByText('40%', { exact: true }).click()
  await expect(quick).toHaveText('GST ₹20,000.00 · Total ₹70,000.00')
  await expect(total(page)).toContainText('₹70,000.00')
  // A bad amount: its message, and no figures.
  await amount.fill('fifty')
  await expect(quick).toHaveCount(0)
  // On a wide screen the result sits beside the form and is not repeated.
  await amount.fill('50,000')
  await page.setViewportSize({ width: 1440, height: 900 })
  await expect(quick).toBeHidden()
  const form = (await calculator.boundingBox())!
  const beside = (await total(page).boundingBox())!
  expect(beside.x).toBeGreaterThan(form.x + form.width)
})

test("what a visitor types and chooses before the page's script has loaded is what the result shows once it runs", async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/services/gst-services', { waitUntil: 'domcontentloaded' })
  const calculator = page.getByRole('form', { name: 'GST calculator' })
  await calculator.getByLabel('Amount (₹)').fill('5,000')
  await calculator.getByText('5%', { exact: true }).click()
  await calculator.getByLabel('to another state (IGST)').check()
  release()
  // Before, it went on showing the example's ₹10,000 at 18% within a state.
  await expect(figure(page, 'IGST (5%)')).toHaveText('₹250.00', { timeout: 20_000 })
  await expect(figure(page, 'Value before GST')).toHaveText('₹5,000.00')
  await expect(total(page)).toContainText('₹5,250.00')
  await expect(calculator.getByLabel('Amount (₹)')).toHaveValue('5,000')
})

test('the figures a visitor left are still in the calculator when they come back to the page, or reload it', async ({ page }) => {
  await page.goto('/services/gst-services#gst-calculator')
  const calculator = page.getByRole('form', { name: 'GST calculator' })
  await calculator.getByLabel('Amount (₹)').fill('1,18,000')
  await calculator.getByText('Other', { exact: true }).click()
  await calculator.getByLabel(/Rate in percent/).fill('12')
  await calculator.getByLabel('includes GST (take it out)').check()
  await calculator.getByLabel('to another state (IGST)').check()
  await expect(total(page)).toContainText('₹1,18,000.00')
  await expect(figure(page, 'IGST (12%)')).toHaveText('₹12,642.86')

  // Off to another service page, and Back.
  await page.locator('footer').getByRole('link', { name: 'Audit' }).first().click()
  await expect(page).toHaveURL(/\/services\/audit/)
  await page.goBack()
  await expect(page).toHaveURL(/\/services\/gst-services/)
  await expect(calculator.getByLabel('Amount (₹)')).toHaveValue('1,18,000')
  await expect(calculator.getByLabel(/Rate in percent/)).toHaveValue('12')
  await expect(calculator.getByLabel('includes GST (take it out)')).toBeChecked()
  await expect(calculator.getByLabel('to another state (IGST)')).toBeChecked()
  await expect(figure(page, 'IGST (12%)')).toHaveText('₹12,642.86')

  // A rate chosen just before a reload.
  await calculator.getByText('5%', { exact: true }).click()
  await page.reload()
  await expect(figure(page, 'IGST (5%)')).toHaveText('₹5,619.05')
  await expect(calculator.getByLabel('Amount (₹)')).toHaveValue('1,18,000')

  // The page opened by a link starts from the example again.
  await page.locator('footer').getByRole('link', { name: 'Audit' }).first().click()
  await expect(page).toHaveURL(/\/services\/audit/)
  await page.locator('footer').getByRole('link', { name: 'GST Services' }).first().click()
  await expect(page).toHaveURL(/\/services\/gst-services$/)
  await expect(calculator.getByLabel('Amount (₹)')).toHaveValue('10,000')
  await expect(total(page)).toContainText('₹11,800.00')
})
