import { expect, test } from '@playwright/test'
import sharp from 'sharp'

import { adminApi, saveNewArticle, signIn, writeArticle } from '../helpers/e2e'

test('an editor writes an article with an image, publishes it, and readers see it on the blog', async ({ page }, testInfo) => {
  const stamp = Date.now().toString(36)
  const title = `TDS on rent: what tenants must deduct ${stamp}`
  const slug = `tds-on-rent-what-tenants-must-deduct-${stamp}`
  const body = 'Tenants paying more than the threshold in monthly rent must deduct TDS and file Form 26QC.'
  const imagePath = testInfo.outputPath('cover.png')
  await sharp({ create: { width: 1200, height: 700, channels: 3, background: { r: 15, g: 118, b: 110 } } })
    .png()
    .toFile(imagePath)

  await signIn(page, 'editor')
  await writeArticle(page, { title, excerpt: 'Who deducts TDS on rent, at what rate, and how to deposit it.', body, category: 'Income Tax' })

  // Upload a new cover image from the article form.
  await page.locator('#field-image').getByRole('button', { name: 'Create New' }).click()
  await expect(page.getByText('Creating new Media')).toBeVisible()
  await page.locator('input[type="file"]').setInputFiles(imagePath)
  await page.locator('#field-alt').fill(`A teal cover for the TDS on rent article ${stamp}`)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Creating new Media')).toHaveCount(0)
  await expect(page.locator('#field-image')).toContainText('cover')

  await saveNewArticle(page, { category: 'Income Tax', button: 'Publish changes' })
  await expect(page.getByText('Status:').locator('..')).toContainText('Published')

  await page.goto('/blog')
  const link = page.getByRole('link', { name: title })
  await expect(link).toBeVisible()
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByText(body)).toBeVisible()
  const cover = page.getByRole('img', { name: `A teal cover for the TDS on rent article ${stamp}` })
  await expect(cover).toBeVisible()
  // The optimised image is resized on its first request: wait until the browser has decoded it.
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0)
  await expect(page.locator('article header').getByText(/1 min read/)).toBeVisible()
})

test('an editor does not see the enquiries, users or settings of the firm', async ({ page }) => {
  await signIn(page, 'editor')
  await page.goto('/admin')
  await expect(page.getByRole('link', { name: 'Articles' }).first()).toBeVisible()
  await expect(page.getByText('Enquiries')).toHaveCount(0)
  await expect(page.getByText('Site settings')).toHaveCount(0)
  await page.goto('/admin/collections/contact-submissions')
  await expect(page.getByText(/not allowed|unauthorized|not found/i).first()).toBeVisible()
})

test('an editor renames a published article in the admin, and readers following its old address still reach it', async ({ page, browser }) => {
  const stamp = Date.now().toString(36)
  const created = await adminApi('POST', '/api/news-updates', {
    title: `Advance tax due dates ${stamp}`,
    category: 'Income Tax',
    excerpt: 'The four instalments of advance tax and who must pay them.',
    _status: 'published',
  })
  expect(created.status).toBe(201)
  const { id, slug: oldSlug } = created.body.doc as { id: number; slug: string }
  const newSlug = `advance-tax-instalments-${stamp}`

  await signIn(page, 'editor')
  await page.goto(`/admin/collections/news-updates/${id}`)
  await page.locator('#field-slug').fill(newSlug)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText('Updated successfully.')).toBeVisible()
  // The redirect it left is listed for editors, with the article it leads to.
  await page.goto('/admin/collections/redirects')
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `/blog/${oldSlug}` }) })
  await expect(row).toBeVisible()
  await expect(row.locator('.redirect-target')).toHaveText(`Article Advance tax due dates ${stamp}`)
  await expect(page.getByRole('columnheader', { name: 'Leads to' })).toBeVisible()

  const reader = await browser.newPage()
  await reader.goto(`/blog/${oldSlug}`)
  await expect(reader).toHaveURL(new RegExp(`/blog/${newSlug}$`))
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(`Advance tax due dates ${stamp}`)
  await reader.close()
})

test('an editor links words of an article to another article, and readers follow the link to it', async ({ page }) => {
  const stamp = Date.now().toString(36)
  const created = await adminApi('POST', '/api/news-updates', { title: `GST due dates ${stamp}`, category: 'GST', excerpt: 'When each GST return is due.', _status: 'published' })
  expect(created.status).toBe(201)
  const target = created.body as { doc: { slug: string; title: string } }
  const title = `Before you file GSTR-3B ${stamp}`

  await signIn(page, 'editor')
  await writeArticle(page, { title, excerpt: 'What to check first.', body: 'Read the due dates first.', category: 'GST' })
  // Select "the due dates" and make it a link to the other article.
  await page.locator('[contenteditable="true"]').first().click()
  await page.keyboard.press('End')
  for (let i = 0; i < ' first.'.length; i++) await page.keyboard.press('ArrowLeft')
  for (let i = 0; i < 'the due dates'.length; i++) await page.keyboard.press('Shift+ArrowLeft')
  await page.locator('.toolbar-popup__button-link').click()
  await expect(page.getByRole('heading', { name: 'Edit Link' })).toBeVisible()
  await page.getByText('Internal Link', { exact: true }).click()
  await page.locator('.field-type', { hasText: 'Choose a document to link to' }).locator('.rs__control').click()
  // Only articles can be linked to: the site has no page for the other collections (users, enquiries...).
  await expect(page.locator('.rs__group-heading')).toHaveText(['Articles'])
  await page.keyboard.type(stamp)
  await page.getByRole('option', { name: target.doc.title }).click()
  // Payload's link drawer ignores a click on Save while it is still updating its form after the choice (its submit
  // returns early while the form is disabled; a fresh-clone run clicked 200 ms after the choice): as an editor would,
  // click again until it closes.
  await expect(async () => {
    const save = page.getByRole('button', { name: 'Save changes' })
    if (await save.isVisible()) await save.click({ timeout: 2000 })
    await expect(page.getByRole('heading', { name: 'Edit Link' })).toHaveCount(0, { timeout: 2000 })
  }).toPass({ timeout: 20_000 })
  // The words now show, below them, the article they lead to (Payload's link editor), as the editor checks.
  await expect(page.locator('.link-editor')).toContainText(`Linked to Article - ${target.doc.title}`)
  // Payload's rich-text field hands its text to the form when the browser is next idle (up to 500 ms later, to keep
  // typing smooth), and Publish sends the form as it is: a click in between published the link as the toolbar first
  // made it, "https://" (a fresh-clone CI run). Give the browser that idle moment, as a person's pause would.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(() => setTimeout(resolve, 0)))))
  await saveNewArticle(page, { category: 'GST', button: 'Publish changes' })
  await expect(page.getByText('Status:').locator('..')).toContainText('Published')

  await page.goto(`/blog/before-you-file-gstr-3b-${stamp}`)
  const link = page.locator('.article-body').getByRole('link', { name: 'the due dates' })
  await expect(link).toHaveAttribute('href', `/blog/${target.doc.slug}`)
  // It opens as the site's own links do, without reloading the page (which would drop this mark).
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  await link.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.doc.title)
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
})

test('the article editor offers only what the site shows: headings 2 to 4 (the title is the heading 1, a heading 2 a section of In this article), no Relationship block', async ({ page }) => {
  await signIn(page, 'editor')
  await page.goto('/admin/collections/news-updates/create')
  // What the headings make on the article page is said beside the editor.
  await expect(page.getByText("Each Heading 2 starts a section: with three or more, readers get an 'In this article' list")).toBeVisible()
  await page.locator('[contenteditable="true"]').first().click()
  await page.keyboard.type('/')
  const menu = page.getByRole('listbox', { name: 'Slash menu' })
  await expect(menu.getByRole('option', { name: 'Heading 2' })).toBeVisible()
  const items = (await menu.getByRole('option').allTextContents()).map((item) => item.trim())
  expect(items).toEqual(expect.arrayContaining(['Heading 2', 'Heading 3', 'Heading 4', 'Check List', 'Upload']))
  expect(items.filter((item) => /Heading 1|Heading 5|Heading 6|Relationship/.test(item))).toEqual([])
})

test('an editor publishing an article titled in Hindi is asked for its address, and it goes live at the one given', async ({ page }) => {
  const stamp = Date.now().toString(36)
  const title = 'जीएसटी रिटर्न की तारीखें'
  await signIn(page, 'editor')
  await writeArticle(page, { title, excerpt: 'हर महीने की जीएसटी रिटर्न की आखिरी तारीखें।', body: 'GSTR-1 और GSTR-3B की तारीखें।', category: 'GST' })
  const message = "Write the article's address (slug): its title has no English letters or digits to make one from. For example: gst-registration-guide."
  // Shown whole, above the field: Payload cut it at about 45 characters in the sidebar, and hid it on narrower screens.
  const error = page.locator('.field-error', { hasText: message })
  const shownWhole = () =>
    error.locator('.tooltip-content').evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight, undefined, { timeout: 3_000 })
  // Payload's admin may drop the field's error: after a refused save it asks the server for the form's state again,
  // whose check knows nothing of the publish (and so of the slug rule), and merges the answer over the save's errors
  // (payloadcms/payload#14858; seen in fresh-clone runs: the 400 named the slug, the toast said "The following field
  // is invalid: Slug" and the field showed nothing, or showed the error and lost it a moment later). As an editor
  // would then, click again: the error is checked at both widths within one try.
  await expect(async () => {
    await page.setViewportSize({ width: 1280, height: 720 })
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(error).toBeVisible({ timeout: 5_000 })
    expect(await shownWhole()).toBe(true)
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(error).toBeVisible({ timeout: 3_000 })
    expect(await shownWhole()).toBe(true)
  }).toPass({ timeout: 40_000 })
  await page.setViewportSize({ width: 1280, height: 720 })
  // Nothing went live: the blog has no card without an address (it had one leading to /blog itself).
  expect(((await (await page.request.get(`/api/news-updates?where[title][equals]=${encodeURIComponent(title)}&depth=0`)).json()) as { totalDocs: number }).totalDocs).toBe(0)

  const slug = `gst-return-dates-${stamp}`
  await page.locator('#field-slug').fill(slug)
  await saveNewArticle(page, { category: 'GST', button: 'Publish changes' })
  await expect(page.getByText('Status:').locator('..')).toContainText('Published')
  const id = page.url().match(/news-updates\/(\d+)/)![1]
  try {
    await page.goto('/blog')
    await page.getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  } finally {
    await adminApi('DELETE', `/api/news-updates/${id}`)
  }
})

test('an editor duplicates an article in the admin and gets a draft at an address of its own; page content offers no copy', async ({ page }) => {
  const stamp = Date.now().toString(36)
  const original = await adminApi('POST', '/api/news-updates', { title: `ROC filing checklist ${stamp}`, category: 'Compliance', excerpt: 'What to file and when.', _status: 'published' })
  expect(original.status).toBe(201)
  const content = await adminApi('POST', '/api/page-content', { path: `/copy-check-${stamp}`, h1: 'A heading' })
  let copyId: string | undefined
  try {
    await signIn(page, 'editor')
    await page.goto(`/admin/collections/news-updates/${original.body.doc.id}`)
    await page.locator('.doc-controls__dots').click()
    await page.getByRole('button', { name: 'Duplicate' }).click()
    await expect(page.getByText('Article successfully duplicated.')).toBeVisible()
    await expect(page).not.toHaveURL(new RegExp(`/news-updates/${original.body.doc.id}$`))
    copyId = page.url().match(/news-updates\/(\d+)/)![1]
    // Payload's copy was at "<slug> - Copy", which no article may have: publishing it was refused.
    await expect(page.locator('#field-slug')).toHaveValue(`${original.body.doc.slug}-copy`)
    await expect(page.getByText('Status:').locator('..')).toContainText('Draft')

    // Page content is kept one a page: a copy could not be saved, so none is offered.
    await page.goto(`/admin/collections/page-content/${content.body.doc.id}`)
    await page.locator('.doc-controls__dots').click()
    const menu = page.locator('.popup__content').filter({ hasText: 'Create New' })
    await expect(menu).toBeVisible()
    await expect(menu).not.toContainText('Duplicate')
  } finally {
    if (copyId) await adminApi('DELETE', `/api/news-updates/${copyId}`)
    await adminApi('DELETE', `/api/news-updates/${original.body.doc.id}`)
    await adminApi('DELETE', `/api/page-content/${content.body.doc.id}`)
  }
})
