import { expect, type FrameLocator, type Page, test } from '@playwright/test'

import { adminApi, saveNewArticle, signIn, writeArticle } from '../helpers/e2e'

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
  await saveNewArticle(page, { category: 'Income Tax', button: 'Save Draft' })

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

  // Every other page says so too (it has no drafts), never to a visitor with the copied cookie.
  await preview.goto('/about?from=preview')
  await expect(previewBanner(preview)).toContainText('Pages have no drafts: this is what visitors see')
  await visitorPage.goto('/about')
  await expect(visitorPage.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(previewBanner(visitorPage)).toHaveCount(0)

  // Leaving preview, from any page, shows the site as visitors see it, where the editor was.
  await preview.getByRole('link', { name: 'Exit preview' }).click()
  await expect(preview).toHaveURL(/\/about\?from=preview$/)
  await expect(preview.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(previewBanner(preview)).toHaveCount(0)
  await preview.goto(path)
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
  await saveNewArticle(page, { category: 'Income Tax', button: 'Save Draft' })

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

test('an editor sees a page beside its page content in Live Preview, rendered again with each save', async ({ page }) => {
  // This page's page content, as the test found it (restored after), or none (deleted after).
  const path = '/shipping-policy'
  const found = await adminApi('GET', `/api/page-content?where[path][equals]=${path}&depth=0`)
  const before = found.body.docs[0] as Record<string, unknown> | undefined
  const entry = before ?? (await adminApi('POST', '/api/page-content', { path })).body.doc
  const stamp = Date.now().toString(36)
  try {
    // An editor who never answered the site's cookie question.
    await page.addInitScript(() => localStorage.removeItem('cookieConsent'))
    await signIn(page, 'editor')
    await page.goto(`/admin/collections/page-content/${entry.id}`)
    const toggle = page.locator('#live-preview-toggler')
    if ((await toggle.getAttribute('aria-label')) !== 'Exit Live Preview') await toggle.click()
    await expect(toggle).toHaveAttribute('aria-label', 'Exit Live Preview')
    const preview = page.frameLocator('iframe')
    await expect(preview.getByRole('heading', { level: 1 })).toBeVisible()

    // The page as visitors see it, without the cookie question over its foot (it comes up 1 s into a visit), and told
    // that what is saved here is on the site at once.
    await expect(previewBanner(preview)).toContainText('page content shows here and on the site as soon as it is saved')
    await page.waitForTimeout(1500)
    await expect(preview.getByRole('region', { name: 'We Value Your Privacy' })).toHaveCount(0)

    // Saving renders the page again from the server, without reloading it.
    await preview.locator('body').evaluate(() => ((window as unknown as { keptAcrossSaves: boolean }).keptAcrossSaves = true))
    await page.locator('#field-h1').fill(`Shipping, in short ${stamp}`)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`Shipping, in short ${stamp}`)
    expect(await preview.locator('body').evaluate(() => (window as unknown as { keptAcrossSaves?: boolean }).keptAcrossSaves)).toBe(true)

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-label', 'Live Preview')
  } finally {
    if (before) {
      const fields = Object.fromEntries(Object.entries(before).filter(([k]) => !['id', 'createdAt', 'updatedAt'].includes(k)))
      await adminApi('PATCH', `/api/page-content/${before.id}`, fields)
    } else {
      await adminApi('DELETE', `/api/page-content/${entry.id}`)
    }
  }
})
