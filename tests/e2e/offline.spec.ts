import { expect, test } from '@playwright/test'

import { AXE_WCAG, seriousAxeViolations, serviceWorkerNetwork } from '../helpers/e2e'

// The other specs block service workers (Playwright cannot route requests a worker handles); this one needs it.
test.use({ serviceWorkers: 'allow' })

test('a visitor whose connection drops sees an offline page with the firm’s numbers, and the page again once back', async ({ page, context, browser }) => {
  await page.goto('/')
  // The site registers its worker once the visitor has stayed 10 s (OfflineSupport).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
  const setWorkerOffline = await serviceWorkerNetwork(browser)

  await setWorkerOffline(true)
  await context.setOffline(true)
  const answer = await page.goto('/services/gst-services')
  expect(answer?.status()).toBe(503)
  await expect(page).toHaveTitle(/^You are offline \|/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline')
  await expect(page.getByRole('link', { name: /\+91/ }).first()).toHaveAttribute('href', /^tel:\+91\d+$/)
  await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
  expect(await seriousAxeViolations(page, (axe) => axe.withTags([...AXE_WCAG, 'best-practice']))).toEqual([])

  // The admin is not the worker's business: without a connection it fails as any site would.
  const admin = await context.newPage()
  await expect(admin.goto('/admin/login')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/)
  await admin.close()

  await setWorkerOffline(false)
  await context.setOffline(false)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page).toHaveURL(/\/services\/gst-services$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('GST')
})
