import { expect, test, type Locator } from '@playwright/test'

import { holdPages } from '../helpers/e2e'

// A visitor with a Windows contrast theme (forced colours): the browser paints the page in a few system colours and
// drops backgrounds and shadows, so whatever the site said with a background alone must be said another way
// (globals.css, `@media (forced-colors: active)`).
test.use({ storageState: { cookies: [], origins: [] }, forcedColors: 'active', colorScheme: 'dark' })

const style = (locator: Locator) =>
  locator.evaluate((el) => {
    const s = getComputedStyle(el)
    return { background: s.backgroundColor, border: `${s.borderTopWidth} ${s.borderTopStyle}`, borderColour: s.borderTopColor, underline: s.textDecorationLine }
  })

// True when the first stands out from every other: its background is not theirs, and theirs are all the same.
const standsOut = (chosen: Locator, others: Locator[]) =>
  expect
    .poll(async () => {
      const [mine, ...theirs] = await Promise.all([chosen, ...others].map(async (l) => (await style(l)).background))
      return Boolean(mine) && theirs.every((b) => b && b !== mine && b === theirs[0])
    })
    .toBe(true)

test('the chosen blog category, careers tab and GST rate still stand out from the others', async ({ page }) => {
  await page.goto('/blog')
  expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true)
  const categories = page.getByRole('list', { name: 'Categories' })
  const [all, gst, incomeTax] = ['All', 'GST', 'Income Tax'].map((name) => categories.getByRole('button', { name, exact: true }))
  await expect(all).toHaveAttribute('aria-pressed', 'true')
  await standsOut(all!, [gst!, incomeTax!])
  await gst!.click()
  await expect(gst!).toHaveAttribute('aria-pressed', 'true')
  await standsOut(gst!, [all!, incomeTax!])
  // Every choice keeps its outline, chosen or not: a border the theme draws (a ring is a shadow, which it drops).
  expect((await style(incomeTax!)).border).toBe('1px solid')

  await page.goto('/careers')
  const kinds = page.getByRole('group', { name: 'Filter openings' })
  const [allPositions, partner, articleship] = ['All Positions', 'Partner', 'Articleship'].map((name) => kinds.locator('label').filter({ hasText: name }))
  await standsOut(allPositions!, [partner!, articleship!])
  await partner!.click()
  await expect(kinds.getByRole('radio', { name: 'Partner' })).toBeChecked()
  await standsOut(partner!, [allPositions!, articleship!])
  expect((await style(articleship!)).border).toBe('1px solid')
  // So do the cards, such as 'Why work with us'.
  expect((await style(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Collaborative Culture' }) }))).border).toBe('1px solid')

  // The GST calculator's rate chips: radio buttons drawn as chips, the chosen one filled.
  await page.goto('/services/gst-services#gst-calculator')
  const rates = page.getByRole('group', { name: 'GST rate' })
  const [five, eighteen, forty] = ['5%', '18%', '40%'].map((name) => rates.locator('label').filter({ hasText: name }))
  await standsOut(eighteen!, [five!, forty!])
  await forty!.click()
  await standsOut(forty!, [five!, eighteen!])
  expect((await style(five!)).border).toBe('1px solid')
})

test('buttons keep their outline, the menu marks the page it is on, and an article’s reading progress shows', async ({ page }) => {
  await page.goto('/blog')
  const header = page.getByRole('banner')
  // A filled button has no border of its own: the transparent one is what the theme draws.
  for (const button of [header.getByRole('link', { name: 'Get Started' }), page.getByRole('button', { name: 'Chat with our financial assistant' })]) {
    const { border, borderColour } = await style(button)
    expect(border).toBe('1px solid')
    expect(borderColour).not.toBe('rgba(0, 0, 0, 0)')
  }
  const nav = page.getByRole('navigation', { name: 'Main' })
  expect((await style(nav.getByRole('link', { name: 'Blog' }))).underline).toBe('underline')
  expect((await style(nav.getByRole('link', { name: 'FAQ' }))).underline).toBe('none')

  // The enquiry form's service list, drawn by the site elsewhere (its arrow a background image, which the theme drops):
  // the browser's own control, arrow included.
  await page.goto('/contact')
  expect(await page.getByLabel('Service interest').evaluate((el) => getComputedStyle(el).appearance)).toBe('auto')

  await page.goto('/blog')
  await page.locator('main article h3 a').first().click()
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/)
  const bar = page.getByRole('progressbar', { name: 'Reading progress' }).locator('> div')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2))
  await expect.poll(async () => (await bar.boundingBox())?.width ?? 0).toBeGreaterThan(10)
  expect((await style(bar)).background).not.toBe((await style(page.locator('body'))).background)
})

test('the navigation bar shows while a followed link\'s page is on its way', async ({ page }) => {
  const release = await holdPages(page, (path) => path === '/faq')
  await page.goto('/about')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click()
  const bar = page.locator('#navigation-status > [aria-hidden="true"]')
  await expect(bar).toBeVisible()
  const { background } = await style(bar)
  expect(background).not.toBe('rgba(0, 0, 0, 0)')
  expect(background).not.toBe((await style(page.locator('body'))).background)
  release()
  await expect(page).toHaveURL(/\/faq$/)
})
