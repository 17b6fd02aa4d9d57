import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

import { adminApi, adminUpload, signIn } from '../helpers/e2e'

// The pictures the site settings give pages' heading bands: the home page's hero (Home page tab) and the contact
// page's band (Contact page tab). Each test here runs with a picture of black and white stripes as both, so whether
// it was drawn or not shows in a screenshot of its place; the settings the installation had are put back afterwards.
type Upload = { id: number; filename: string; sizes: { textWide: { url: string } } }

const PAGES = [
  { path: '/', field: 'heroImage', name: 'the home page' },
  { path: '/contact', field: 'contactImage', name: 'the contact page' },
] as const

let previous: Record<string, number | null> = {}
let picture: Upload

test.beforeAll(async () => {
  const settings = (await adminApi('GET', '/api/globals/site-settings?depth=0')).body
  previous = Object.fromEntries(PAGES.map((p) => [p.field, settings[p.field] ?? null]))
  const stripes = Array.from({ length: 20 }, (_, i) => `<rect x="${i * 80}" width="40" height="900" fill="#fff"/>`).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900"/>${stripes}</svg>`
  const png = await sharp(Buffer.from(svg)).png().toBuffer()
  picture = (await adminUpload(png, `band-stripes-${Date.now().toString(36)}.png`, 'Stripes')) as unknown as Upload
  const both = Object.fromEntries(PAGES.map((p) => [p.field, picture.id]))
  expect((await adminApi('POST', '/api/globals/site-settings', both)).status).toBe(200)
})

test.afterAll(async () => {
  await adminApi('POST', '/api/globals/site-settings', previous)
  await adminApi('DELETE', `/api/media/${picture.id}`)
})

/**
 * How much the grey level varies over the right half of the picture's place on screen (clear of the heading's text):
 * stripes vary a lot, a plain gradient hardly.
 */
async function spread(page: Page): Promise<number> {
  const box = (await page.locator('[data-backdrop]').boundingBox())!
  const shot = await page.screenshot({ clip: { x: box.x + box.width / 2, y: box.y, width: box.width / 2, height: box.height } })
  const { channels } = await sharp(shot).greyscale().stats()
  return channels[0].stdev
}

for (const { path, name } of PAGES) {
  test.describe(`${name}'s heading band`, () => {
    test('on a wide screen the band shows the picture beside the heading, tinted and fading into the colour', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      const loaded = page.waitForResponse((res) => new URL(res.url()).pathname === picture.sizes.textWide.url)
      await page.goto(path)
      expect((await loaded).status()).toBe(200)
      const place = page.locator('[data-backdrop]')
      await expect(place).toBeVisible()
      // The right part of the band, clear of the heading's start, as tall as the band.
      const box = (await place.boundingBox())!
      const band = (await place.locator('..').boundingBox())!
      expect(box.x).toBeGreaterThan(1440 / 2)
      expect(box.x + box.width).toBe(1440)
      expect(box.height).toBe(band.height)
      expect(await spread(page)).toBeGreaterThan(20)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })

    test('a picture that cannot be loaded leaves the plain colour behind the heading, with nothing broken in its place', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.route(`**${picture.sizes.textWide.url}`, (route) => route.abort())
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await spread(page)).toBeLessThan(8)
    })

    for (const [device, width] of [
      ['a phone', 360],
      ['a tablet', 1024],
    ] as const) {
      test.describe(`on ${device} (${width} px)`, () => {
        // The page opens at that width: resized after it was made, it may still parse its first page at Playwright's
        // default 1280 px, where the picture is shown, and preload it.
        test.use({ viewport: { width, height: 800 } })

        test('the band shows the plain colour and the picture is not downloaded', async ({ page }) => {
          const asked: string[] = []
          page.on('request', (req) => {
            if (new URL(req.url()).pathname === picture.sizes.textWide.url) asked.push(req.url())
          })
          // A preload or a background is asked for before the page's load event.
          await page.goto(path, { waitUntil: 'load' })
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
          await expect(page.locator('[data-backdrop]')).toBeHidden()
          expect(asked).toEqual([])
        })

        test('nor is it when the stylesheet comes late and a script reads the page\'s style meanwhile', async ({ page }) => {
          const asked: string[] = []
          page.on('request', (req) => {
            if (new URL(req.url()).pathname === picture.sizes.textWide.url) asked.push(req.url())
          })
          // A slow connection: the page's HTML is read before its stylesheet arrives, and a script asks for the picture's
          // style as soon as it is parsed (any script reading styles or sizes early does the same).
          await page.route('**/*.css', async (route) => {
            await new Promise((resolve) => setTimeout(resolve, 1500))
            await route.continue()
          })
          await page.addInitScript(() => {
            const seen = new MutationObserver(() => {
              const place = document.querySelector('[data-backdrop]')
              if (!place) return
              getComputedStyle(place).backgroundImage
              seen.disconnect()
            })
            seen.observe(document, { childList: true, subtree: true })
          })
          await page.goto(path, { waitUntil: 'load' })
          await expect(page.locator('[data-backdrop]')).toBeHidden()
          expect(asked).toEqual([])
        })
      })
    }

    test.describe('with a Windows contrast theme (forced colours)', () => {
      test.use({ forcedColors: 'active', colorScheme: 'dark' })

      test('the band leaves the picture out: a decoration the theme would show in full colour behind its plain text', async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 })
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.locator('[data-backdrop]')).toBeHidden()
      })
    })
  })
}

test("an admin finds the pictures in Site settings, on the Home page and Contact page tabs, and the image's page says both pages use it", async ({ page }) => {
  await signIn(page, 'admin')
  await page.goto('/admin/globals/site-settings')
  await page.getByRole('button', { name: 'Home page' }).click()
  await expect(page.getByText('Hero image', { exact: true })).toBeVisible()
  await expect(page.getByText(picture.filename)).toBeVisible()
  await page.getByRole('button', { name: 'Contact page' }).click()
  await expect(page.getByText('Background image', { exact: true })).toBeVisible()
  await expect(page.getByText(picture.filename)).toBeVisible()

  await page.goto(`/admin/collections/media/${picture.id}`)
  const items = page.locator('.image-uses .image-uses__item')
  await expect(items).toHaveCount(2)
  await expect(items.nth(0).getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/admin/globals/site-settings')
  await expect(items.nth(0)).toContainText('Hero image · Site settings')
  await expect(items.nth(1).getByRole('link', { name: 'Contact page' })).toHaveAttribute('href', '/admin/globals/site-settings')
  await expect(items.nth(1)).toContainText('Background image · Site settings')
  await expect(page.getByText('While the site shows this image, it cannot be deleted.')).toBeVisible()
})

test('an editor is told which pages use the image, without a link to the settings only admins may open', async ({ page }) => {
  await signIn(page, 'editor')
  await page.goto(`/admin/collections/media/${picture.id}`)
  const items = page.locator('.image-uses .image-uses__item')
  await expect(items).toHaveCount(2)
  await expect(items.nth(0)).toContainText('Home page')
  await expect(items.nth(0)).toContainText('Hero image · Site settings (admins)')
  await expect(items.nth(1)).toContainText('Contact page')
  await expect(items.nth(1)).toContainText('Background image · Site settings (admins)')
  await expect(items.getByRole('link')).toHaveCount(0)
})
