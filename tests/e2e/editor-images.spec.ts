import fs from 'node:fs/promises'

import { expect, test } from '@playwright/test'
import { formatFilesize } from 'payload/shared'
import sharp from 'sharp'

import { adminApi, adminUpload, signIn } from '../helpers/e2e'
import { heicPhoto } from '../helpers/heic'

test('an editor sees where an image is used, cannot delete it while an article shows it, and can once it is free', async ({ page }) => {
  const stamp = Date.now().toString(36)
  const png = await sharp({ create: { width: 1200, height: 700, channels: 3, background: { r: 30, g: 64, b: 175 } } })
    .png()
    .toBuffer()
  const image = await adminUpload(png, `form-16-${stamp}.png`, `Form 16 on a desk ${stamp}`)
  const title = `Form 16 explained ${stamp}`
  const article = await adminApi('POST', '/api/news-updates', { title, category: 'Income Tax', image: image.id, _status: 'published' })
  expect(article.status).toBe(201)

  await signIn(page, 'editor')
  // The list gives file sizes as the image's own page does ("18KB"), not in bytes.
  await page.goto(`/admin/collections/media?where[alt][like]=${stamp}`)
  const row = page.locator('tbody tr')
  await expect(row).toHaveCount(1)
  await expect(page.getByRole('columnheader', { name: 'File Size' })).toBeVisible()
  await expect(row.locator('td').filter({ hasText: /^\d+(\.\d+)?(KB|MB| bytes)$/ })).toHaveText(formatFilesize(image.filesize))

  await page.goto(`/admin/collections/media/${image.id}`)
  const usedIn = page.locator('.image-uses')
  await expect(usedIn.locator('.field-label')).toHaveText('Used in')
  const item = usedIn.locator('.image-uses__item')
  await expect(item).toHaveCount(1)
  await expect(item.getByRole('link', { name: title })).toHaveAttribute('href', `/admin/collections/news-updates/${article.body.doc.id}`)
  await expect(item).toContainText('Cover')

  // Deleting it is refused, with the reason, and the image stays.
  await page.locator('.doc-controls__popup button, .doc-controls .popup-button').first().click()
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText(`This image is used by an article: “${title}” (cover). Choose another image there first, then delete this one.`)).toBeVisible()
  expect((await adminApi('GET', `/api/media/${image.id}`)).status).toBe(200)

  // With another cover for the article, nothing uses it, the page says so, and it can go.
  expect((await adminApi('PATCH', `/api/news-updates/${article.body.doc.id}`, { image: null })).status).toBe(200)
  await page.reload()
  await expect(usedIn).toContainText('No article uses this image: deleting it changes no page.')
  await page.locator('.doc-controls__popup button, .doc-controls .popup-button').first().click()
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/media(\?.*)?$/)
  expect((await adminApi('GET', `/api/media/${image.id}`)).status).toBe(404)
})

test('an editor uploading an iPhone HEIC photo is told to export it as JPEG, and nothing is stored', async ({ page }, testInfo) => {
  const before = (await adminApi('GET', '/api/media?limit=0')).body.totalDocs as number
  const photo = testInfo.outputPath('IMG_4848.HEIC')
  await fs.writeFile(photo, heicPhoto())
  await signIn(page, 'editor')
  await page.goto('/admin/collections/media/create')
  await page.locator('input[type="file"]').setInputFiles(photo)
  await page.locator('#field-alt').fill('Our office from the street')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  // It was stored, with no sizes, and pages showed a broken image (Chrome cannot show HEIC); then "Please select an
  // image file." for a photo that is one.
  await expect(page.getByText('This photo is HEIC (as iPhones save them), which browsers cannot show').first()).toBeVisible()
  await expect(page).toHaveURL(/\/media\/create$/)
  expect((await adminApi('GET', '/api/media?limit=0')).body.totalDocs).toBe(before)
})

test('a visitor who saw an image sees it as the editor cropped it, at the same address', async ({ browser, page }) => {
  // Payload keeps a cropped image's file names; sent with a day's max-age, the visitor's browser showed the old
  // picture for up to a day. Now it asks again before each use (a 304 while unchanged).
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 15, g: 118, b: 110 } } }).png().toBuffer()
  const image = await adminUpload(png, `office-${Date.now().toString(36)}.png`, 'Our office, to be cropped')
  const visitor = await browser.newContext()
  const seen = await visitor.newPage()
  await seen.goto('/')
  const widthSeen = () =>
    seen.evaluate(async (url) => {
      const img = new Image()
      img.src = url
      await img.decode()
      return img.naturalWidth
    }, image.url)
  try {
    expect(await widthSeen()).toBe(800)

    await signIn(page, 'editor')
    await page.goto(`/admin/collections/media/${image.id}`)
    await page.getByRole('button', { name: 'Edit Image' }).click()
    // The crop fields take a size only once the drawer's picture has loaded (they read its natural width); Payload
    // enables Apply Changes at that moment.
    await expect(page.getByRole('button', { name: 'Apply Changes' })).toBeEnabled()
    const cropWidth = page.locator('.edit-upload input[type="number"]').first()
    await expect(cropWidth).toHaveValue('800')
    await cropWidth.fill('400')
    await cropWidth.press('Tab')
    await expect(cropWidth).toHaveValue('400')
    await page.getByRole('button', { name: 'Apply Changes' }).click()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Updated successfully.')).toBeVisible()
    expect((await adminApi('GET', `/api/media/${image.id}`)).body.url).toBe(image.url)

    await seen.reload()
    expect(await widthSeen()).toBe(400)
  } finally {
    await visitor.close()
    await adminApi('DELETE', `/api/media/${image.id}`)
  }
})
