import { expect, type FrameLocator, type Page, test } from '@playwright/test'

import { signIn, writeArticle } from '../helpers/e2e'

/** The banner that tells an editor in preview what they are looking at (every page also has the navigation status). */
const previewBanner = (page: Page | FrameLocator) => page.getByRole('status').filter({ hasText: 'Preview.' })

test('an editor previews a draft from the admin, and visitors never see it', async ({ page, browser }) => {
  const stamp = Date.now().toString(36)
  const title = `Advance tax instalments for freelancers ${stamp}`
  const slug = `advance-tax-instalments-for-freelancers-${stamp}`
  const path = `/blog/${slug}`

  await signIn(page, 'editor')
  await writeArticle(page, {
    title,
    excerpt: 'The four due dates, who must pay and the interest for paying late.',
    body: 'Freelancers whose tax for the year exceeds ten thousand rupees pay it in four instalments.',
    category: 'Income Tax',
  })
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/news-updates\/\d+/)

  // The admin's Preview button opens the draft on the site, in a new tab.
  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Preview' }).click()])
  await expect(preview).toHaveURL(new RegExp(`${path}$`))
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(previewBanner(preview)).toContainText('This draft is not published: visitors cannot see it yet.')
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(preview.locator('article header')).toContainText('dated when published')

  // A visitor finds nothing, cannot switch preview on, and a copied preview cookie alone shows nothing either.
  const visitor = await browser.newContext()
  const visitorPage = await visitor.newPage()
  await visitorPage.goto(path)
  await expect(visitorPage.getByRole('heading', { name: 'Article Not Found' })).toBeVisible()
  await visitorPage.goto(`/preview?path=${encodeURIComponent(path)}`)
  await expect(visitorPage).toHaveURL(/\/admin\/login/)
  const draftCookie = (await page.context().cookies()).find((c) => c.name === '__prerender_bypass')
  expect(draftCookie, 'preview turns on Next draft mode').toBeTruthy()
  await visitor.addCookies([draftCookie!])
  await visitorPage.goto(path)
  await expect(visitorPage.getByRole('heading', { name: 'Article Not Found' })).toBeVisible()
  await expect(visitorPage.getByText(title)).toHaveCount(0)

  // Published, then changed again as a draft: the preview shows the change, visitors the published text.
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText('Status:').locator('..')).toContainText('Published')
  const changed = `${title} (revised)`
  await page.getByLabel('Title').fill(changed)
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page.getByText('Status:').locator('..')).toContainText('Changed')

  await preview.reload()
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(changed)
  await expect(previewBanner(preview)).toContainText('You are seeing unpublished changes: visitors see the published version.')
  await visitorPage.goto(path)
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(title)

  // Leaving preview shows the page as visitors see it.
  await preview.getByRole('link', { name: 'Exit preview' }).click()
  await expect(preview).toHaveURL(new RegExp(`${path}$`))
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(previewBanner(preview)).toHaveCount(0)
  await visitor.close()
})

test('an editor sees the draft beside the form in Live Preview, rendered again on each save, at phone width too', async ({ page }) => {
  const stamp = Date.now().toString(36)
  const title = `Form 26AS and AIS: reconcile before you file ${stamp}`
  await signIn(page, 'editor')
  await writeArticle(page, {
    title,
    excerpt: 'Match the tax credits the department sees with your own records before filing the return.',
    category: 'Income Tax',
  })
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/news-updates\/\d+/)

  // Payload remembers per editor whether Live Preview was open; this test opens it and closes it again.
  const toggle = page.locator('#live-preview-toggler')
  if ((await toggle.getAttribute('aria-label')) !== 'Exit Live Preview') await toggle.click()
  await expect(toggle).toHaveAttribute('aria-label', 'Exit Live Preview')
  const preview = page.frameLocator('iframe')
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(previewBanner(preview)).toContainText('This draft is not published')

  // Saving renders the preview again from the server, without reloading it (the page's state survives).
  await preview.locator('body').evaluate(() => ((window as unknown as { keptAcrossSaves: boolean }).keptAcrossSaves = true))
  const revised = `${title} (revised)`
  await page.getByLabel('Title').fill(revised)
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(revised)
  expect(await preview.locator('body').evaluate(() => (window as unknown as { keptAcrossSaves?: boolean }).keptAcrossSaves)).toBe(true)

  // The site's two design widths are offered as devices.
  await page.locator('.live-preview-toolbar-controls__breakpoint').click()
  await page.getByRole('button', { name: 'Phone', exact: true }).click()
  await expect.poll(() => preview.locator('body').evaluate(() => window.innerWidth)).toBe(360)
  await expect(preview.getByRole('banner').getByLabel('Menu', { exact: true })).toBeVisible()

  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-label', 'Live Preview')
  await expect(page.locator('iframe')).toBeHidden()
})
