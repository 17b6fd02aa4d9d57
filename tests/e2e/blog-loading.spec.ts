import { expect, type Page, test } from '@playwright/test'
import pg from 'pg'

import { adminApi, AXE_WCAG, holdPages, seriousAxeViolations, withoutCrawls } from '../helpers/e2e'

const seriousViolations = (page: Page) => seriousAxeViolations(page, (axe) => axe.withTags(AXE_WCAG))

/** A demo article every installation has (the accessibility tests read it too). */
const SEEDED_ARTICLE = '/blog/gst-registration-who-must-register'

test.describe('the blog on a slow line', () => {
  test('a visitor opening an article from the list is told Loading article... on its card until it arrives', async ({ page }) => {
    const release = await holdPages(page, (path) => path.startsWith('/blog/'))
    await page.goto('/blog')
    const card = page.locator('main article').first()
    const title = (await card.getByRole('heading').textContent())!.trim()
    const href = (await card.getByRole('link').first().getAttribute('href'))!
    await card.getByRole('link').first().click()

    const loading = card.getByText('Loading article...')
    await expect(loading).toBeVisible()
    // The list stays until the article is there: nothing blank, and the visitor sees which card they chose.
    await expect(page).toHaveURL(/\/blog$/)
    expect(await seriousViolations(page)).toEqual([])

    release()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.getByText('Loading article...')).toHaveCount(0)
  })

  test("while the pictures are still on their way, each one's place shows as a grey box, not as blank white", async ({ page }) => {
    // The pictures never arrive in this test.
    await page.route('**/api/media/file/**', () => {})
    const pictureBoxes = () =>
      page.locator('main img').evaluateAll((imgs) =>
        imgs.map((img) => ({ loaded: (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, background: getComputedStyle(img).backgroundColor, height: img.getBoundingClientRect().height })),
      )
    const white = ['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)']
    for (const path of ['/blog', SEEDED_ARTICLE]) {
      // Not waiting for the page's load event: that waits for the pictures.
      await page.goto(path, { waitUntil: 'domcontentloaded' })
      const boxes = await pictureBoxes()
      expect(boxes.length, path).toBeGreaterThan(0)
      for (const box of boxes) {
        expect(box.loaded).toBe(false)
        expect(box.height, path).toBeGreaterThan(100)
        expect(white, path).not.toContain(box.background)
      }
    }
  })

  test('a visitor going back from an article to the list is told Loading blog posts... until it arrives', async ({ page }) => {
    const release = await holdPages(page, (path) => path === '/blog')
    await page.goto(SEEDED_ARTICLE)
    const back = page.getByRole('link', { name: '← Back to Blog' })
    await back.click()

    await expect(back.getByText('Loading blog posts...')).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${SEEDED_ARTICLE}$`))

    release()
    await expect(page.getByRole('heading', { level: 1, name: 'Tax & Compliance Blog' })).toBeVisible()
    await expect(page.getByText('Loading blog posts...')).toHaveCount(0)
  })
})

test('while the articles cannot be read, an article says Error loading blog posts, and Try Again shows it once they can', async ({ page }) => {
  // A newly published article: no page or data cached for it yet, so showing it needs the database.
  const stamp = Date.now().toString(36)
  const title = `Error view check ${stamp}`
  const created = await adminApi('POST', '/api/news-updates', { title, excerpt: 'Checks the blog error view.', category: 'GST', _status: 'published' })
  expect(created.status).toBe(201)
  const { id, slug } = created.body.doc as { id: number; slug: string }
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  try {
    await withoutCrawls(async () => {
      // The articles' table out of reach, as in an outage of the database or a failed migration.
      await db.query('ALTER TABLE news_updates RENAME TO news_updates_unreachable')
      try {
        const res = await page.goto(`/blog/${slug}`)
        expect(res?.status()).toBe(500)
        await expect(page.getByRole('heading', { level: 1, name: 'Error loading blog posts' })).toBeVisible()
        await expect(page.getByText('The articles could not be loaded just now. Please try again in a moment.')).toBeVisible()
        await expect(page).toHaveTitle('Error loading blog posts')
        // Not called missing: the article may well exist.
        await expect(page.getByText('Article Not Found')).toHaveCount(0)
        // The site stays around it, with another way to reach the firm.
        await expect(page.getByRole('banner')).toBeVisible()
        await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/')
        await expect(page.locator('main a[href^="mailto:"]')).toBeVisible()
        expect(await seriousViolations(page)).toEqual([])
      } finally {
        await db.query('ALTER TABLE news_updates_unreachable RENAME TO news_updates')
      }
    })
    await page.getByRole('button', { name: 'Try Again' }).click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Error loading blog posts' })).toHaveCount(0)
    await expect(page).toHaveTitle(new RegExp(`^${title}`))
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`))
  } finally {
    await db.end()
    await adminApi('DELETE', `/api/news-updates/${id}`)
  }
})
