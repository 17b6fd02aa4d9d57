import { expect, test, type Page } from '@playwright/test'

import { adminApi } from '../helpers/e2e'
import { lexicalDocument, lexicalLink, lexicalParagraph, lexicalText } from '../helpers/lexical'

// A visitor prints a page, or saves it as a PDF: the print stylesheet (globals.css and `print:` classes) decides what
// reaches the paper.
const INK = 'rgb(17, 24, 39)'

const colourOf = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => ({ color: getComputedStyle(el).color, background: getComputedStyle(el).backgroundImage }))

test.describe('a printed page', () => {
  // About the width of an A4 page at print resolution.
  test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 800, height: 1100 } })

  test('a service page prints its text in dark ink with every FAQ answer and the firm’s contact details, and none of the screen’s controls', async ({ page }) => {
    await page.goto('/services/gst-services')
    const banner = page.getByRole('region', { name: 'We Value Your Privacy' })
    await expect(banner).toBeVisible({ timeout: 3000 })
    const firstAnswer = page.locator('main details').first().locator('p')
    await expect(firstAnswer).toBeHidden()
    const footerDetails = page.locator('[data-print-footer]')
    await expect(footerDetails).toBeHidden()

    // The chat button is hidden while the banner covers it at this width: looked at once the banner is answered.
    const chat = page.getByRole('button', { name: 'Chat with our financial assistant' })
    await expect(chat).toBeHidden()
    const screenOnly = [
      banner,
      page.getByRole('banner').getByRole('link', { name: 'Get Started' }),
      page.getByRole('banner').getByLabel('Menu', { exact: true }),
      page.getByRole('link', { name: 'Get a Free Consultation' }),
      page.getByRole('link', { name: 'GST Calculator' }),
      page.getByRole('form', { name: 'GST calculator' }),
      page.getByRole('button', { name: 'Send Message' }),
      page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' }),
    ]
    for (const control of screenOnly) await expect(control).toBeVisible()

    await page.emulateMedia({ media: 'print' })
    // The hero's white heading on its blue band would print white on white: the band goes, the text turns dark.
    expect(await colourOf(page, 'main h1')).toEqual({ color: INK, background: 'none' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(firstAnswer).toBeVisible()
    for (const answer of await page.locator('main details > p').all()) await expect(answer).toBeVisible()

    for (const control of screenOnly) await expect(control).toBeHidden()

    await expect(footerDetails).toBeVisible()
    const email = (await page.locator('a[href^="mailto:"]').first().getAttribute('href'))!.replace('mailto:', '')
    await expect(footerDetails).toContainText(email)
    await expect(footerDetails).toContainText(/Gurgaon/)
    expect(await colourOf(page, 'footer')).toEqual({ color: INK, background: 'none' })

    await page.emulateMedia({ media: 'screen' })
    await banner.getByRole('button', { name: 'Decline Optional Cookies' }).click()
    await expect(chat).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    await expect(chat).toBeHidden()
  })

  test('careers print every opening with its details and the address to apply to, without the tabs and buttons', async ({ page }) => {
    await page.goto('/careers')
    const openings = page.locator('#openings [data-job-type]')
    const count = await openings.count()
    expect(count).toBeGreaterThanOrEqual(7)
    const kinds = page.getByRole('group', { name: 'Filter openings' })
    await expect(kinds).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Key responsibilities' })).toHaveCount(0)
    // Printed with a kind chosen, every opening is on paper all the same.
    await kinds.getByText('Partner', { exact: true }).click()
    await expect(openings.filter({ visible: true })).toHaveCount(1)

    await page.emulateMedia({ media: 'print' })
    await expect(kinds).toBeHidden()
    for (const opening of await openings.all()) {
      await expect(opening.getByRole('heading', { name: 'Key responsibilities' })).toBeVisible()
      await expect(opening.locator('summary')).toBeHidden()
      // "Apply Now" writes an e-mail: on paper it shows where to.
      const apply = opening.getByRole('link', { name: /^Apply Now for / })
      const address = new URL((await apply.getAttribute('href'))!).pathname
      expect(await apply.evaluate((el) => getComputedStyle(el, '::after').content)).toBe(`" (${address})"`)
    }
    await expect(page.getByRole('link', { name: 'View Open Positions' })).toBeHidden()
  })

  test('printed on A4, the openings go two to a sheet, each kept whole', async ({ page }) => {
    await page.goto('/careers')
    const openings = page.locator('#openings [data-job-type]')
    const count = await openings.count()
    expect(count).toBeGreaterThanOrEqual(7)
    await page.emulateMedia({ media: 'print' })
    for (const opening of await openings.all()) expect(await opening.evaluate((el) => getComputedStyle(el).breakInside)).toBe('avoid')
    // The openings alone, as Chromium prints them to A4 (each used to take a sheet of its own).
    await page.evaluate(() => document.body.replaceChildren(document.getElementById('openings')!))
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1')
    const sheets = Number(/\/Type \/Pages\s+\/Count (\d+)/.exec(pdf)?.[1])
    expect(sheets).toBeGreaterThan(0)
    expect(sheets).toBeLessThanOrEqual(Math.ceil(count / 2))
  })

  test('an article prints its text, its own address and the address of each outside link, without the blog’s tools and related articles', async ({ page }) => {
    const stamp = Date.now()
    const created = await adminApi('POST', '/api/news-updates', {
      title: `Printing GST notes ${stamp}`,
      excerpt: 'A note to print.',
      category: 'GST',
      active: true,
      _status: 'published',
      content: lexicalDocument(
        lexicalParagraph('File on the ', lexicalLink('GST portal', { linkType: 'custom', url: 'https://www.gst.gov.in/', newTab: true }), lexicalText(' before the 20th.')),
      ),
    })
    expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(201)
    try {
      await page.goto(`/blog/${created.body.doc.slug}`)
      const screenOnly = [
        page.getByRole('link', { name: '← Back to Blog' }),
        page.locator('main summary', { hasText: 'Share' }),
        page.getByRole('button', { name: /^Bookmark/ }),
        page.getByRole('progressbar', { name: 'Reading progress' }),
        page.getByRole('heading', { name: 'Related Articles' }),
      ]
      for (const control of screenOnly) await expect(control).toBeVisible()
      await expect(page.locator('[data-print-address]')).toBeHidden()
      const link = page.locator('.article-body a', { hasText: 'GST portal' })
      await expect(link).toBeVisible()
      const after = () => link.evaluate((el) => getComputedStyle(el, '::after').content)
      expect(await after()).toBe('none')

      await page.emulateMedia({ media: 'print' })
      expect(await after()).toBe('" (https://www.gst.gov.in/)"')
      await expect(page.getByRole('heading', { level: 1, name: `Printing GST notes ${stamp}` })).toBeVisible()
      // Where to find it online, under the byline.
      const address = page.locator('[data-print-address]')
      await expect(address).toBeVisible()
      expect(new URL((await address.textContent())!.trim()).pathname).toBe(`/blog/${created.body.doc.slug}`)
      for (const control of screenOnly) await expect(control).toBeHidden()
    } finally {
      await adminApi('DELETE', `/api/news-updates/${created.body.doc.id}`)
    }
  })
})
