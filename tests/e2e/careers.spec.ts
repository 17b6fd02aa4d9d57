import { expect, test, type Locator, type Page } from '@playwright/test'

import { adminApi, clickWhereItIs, holdScripts } from '../helpers/e2e'

/** A card's View Details / Hide Details toggle (a native disclosure's summary, which screen readers announce as a button). */
const toggle = (card: Locator) => card.locator('summary')
/** The filter by kind of opening: a row of radio buttons drawn as tabs. */
const filter = (page: Page) => page.getByRole('group', { name: 'Filter openings' })
/** The opening cards in sight (the filter hides the others). */
const shownCards = (page: Page) => page.locator('#openings [data-job-type]').filter({ visible: true })

test.describe('careers', () => {
  test('filters openings by kind and expands one card at a time', async ({ page }) => {
    await page.goto('/careers')
    const kinds = filter(page)
    await expect(kinds.getByRole('radio', { name: 'All Positions' })).toBeChecked()
    const cards = shownCards(page)
    expect(await cards.count()).toBeGreaterThanOrEqual(7)

    await kinds.getByText('Partner', { exact: true }).click()
    await expect(kinds.getByRole('radio', { name: 'Partner' })).toBeChecked()
    await expect(cards).toHaveCount(1)
    await expect(cards.first().getByRole('heading')).toHaveText('CA Partner')
    await expect(cards.first()).toContainText(/Apply by 31 August \d{4}/)
    // Screen readers hear what is listed now.
    await expect(page.getByRole('status').filter({ hasText: '1 opening in Partner' })).toBeAttached()

    // Keyboard: the arrow keys move through the kinds, choosing each.
    await kinds.getByRole('radio', { name: 'Partner' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(kinds.getByRole('radio', { name: 'Articleship' })).toBeFocused()
    await expect(kinds.getByRole('radio', { name: 'Articleship' })).toBeChecked()
    await expect(cards.first().getByRole('heading')).toHaveText('Articleship Training')

    await kinds.getByText('Graduate', { exact: true }).click()
    const [first, second] = [cards.nth(0), cards.nth(1)]
    await expect(toggle(first)).toHaveAccessibleName(/^View Details for /)
    await toggle(first).click()
    await expect(first.getByRole('heading', { name: 'Key responsibilities' })).toBeVisible()
    await expect(toggle(first)).toHaveAccessibleName(/^Hide Details for /)
    const apply = first.getByRole('link', { name: /Apply Now/ })
    const href = (await apply.getAttribute('href'))!
    expect(href.startsWith('mailto:')).toBe(true)
    expect(new URL(href).searchParams.get('subject')).toMatch(/^Application for /)
    // Where the link opens no mail app (webmail, a shared PC), the address and subject are there to copy.
    const to = href.slice('mailto:'.length, href.indexOf('?'))
    const title = await first.getByRole('heading', { level: 3 }).innerText()
    await expect(first.getByText(`or e-mail your CV to ${to} with the subject “Application for ${title}”`)).toBeVisible()
    await toggle(second).click()
    await expect(second.getByRole('heading', { name: 'Key responsibilities' })).toBeVisible()
    await expect(first.getByRole('heading', { name: 'Key responsibilities' })).toBeHidden()
    await expect(toggle(first)).toHaveAccessibleName(/^View Details for /)
    await expect(toggle(second)).toHaveAccessibleName(/^Hide Details for /)
    await toggle(second).click()
    await expect(second.getByRole('heading', { name: 'Key responsibilities' })).toBeHidden()

    await expect(page.getByRole('link', { name: 'Submit Your Resume' })).toHaveAttribute('href', /subject=Resume%20Submission/)
    await expect(page.getByText(`or e-mail your CV to ${to} with the subject “Resume Submission”`)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Contact HR Team' })).toHaveAttribute('href', /subject=Career%20Inquiry/)
  })

  test("View Details and the filter work at a tap before the page's script has loaded, and the script takes over", async ({ page }) => {
    // The page's scripts are held back, as on a slow phone connection, until the control has been used.
    const release = await holdScripts(page)
    await page.goto('/careers', { waitUntil: 'domcontentloaded' })
    const cards = shownCards(page)
    const partner = cards.filter({ has: page.getByRole('heading', { name: 'CA Partner', level: 3 }) })
    const articleship = cards.filter({ has: page.getByRole('heading', { name: 'Articleship Training', level: 3 }) })
    await toggle(articleship).click()
    await expect(articleship.getByRole('heading', { name: 'Key responsibilities' })).toBeVisible()
    // One card at a time, by the browser alone.
    await toggle(partner).click()
    await expect(partner.getByRole('heading', { name: 'Key responsibilities' })).toBeVisible()
    await expect(articleship.getByRole('heading', { name: 'Key responsibilities' })).toBeHidden()
    // The filter, too: before, a tap on a tab did nothing until the script had loaded.
    await filter(page).getByText('Articleship', { exact: true }).click()
    await expect(cards).toHaveCount(1)
    await expect(articleship).toBeVisible()
    await filter(page).getByText('All Positions', { exact: true }).click()
    expect(await cards.count()).toBeGreaterThanOrEqual(7)
    release()
    // Once the script runs it knows which card is open: choosing a kind closes it, here one the card is listed under
    // (chosen again, by way of All, until the script has started).
    await expect(async () => {
      await filter(page).getByText('All Positions', { exact: true }).click()
      await filter(page).getByText('Partner', { exact: true }).click()
      await expect(cards).toHaveCount(1, { timeout: 1000 })
      await expect(partner.getByRole('heading', { name: 'Key responsibilities' })).toBeHidden({ timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    await expect(toggle(partner)).toHaveAccessibleName(/^View Details for /)
    await toggle(partner).click()
    await expect(partner.getByRole('heading', { name: 'Key responsibilities' })).toBeVisible()
  })

  test('the chosen kind is kept in the address: a shared link arrives filtered, and Back returns to the choice', async ({ page }) => {
    const graduates = page.locator('#openings [data-job-type="graduate"]')
    await page.goto('/about')
    await page.locator('footer').getByRole('link', { name: 'Careers' }).click()
    await expect(page).toHaveURL(/\/careers$/)
    await filter(page).getByText('Partner', { exact: true }).click()
    await expect(page).toHaveURL(/\/careers\?type=partner$/)
    await expect(shownCards(page)).toHaveCount(1)
    // Back to the page before (the list leaves the address to it), and Forward again.
    await page.goBack()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('About')
    await page.goForward()
    await expect(page).toHaveURL(/\/careers\?type=partner$/)
    await expect(filter(page).getByRole('radio', { name: 'Partner' })).toBeChecked()
    await expect(shownCards(page)).toHaveCount(1)
    // Away (a link followed in the page) and Back.
    await page.getByRole('link', { name: 'Our blog' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/careers\?type=partner$/)
    await expect(filter(page).getByRole('radio', { name: 'Partner' })).toBeChecked()
    await expect(shownCards(page)).toHaveCount(1)
    await filter(page).getByText('All Positions', { exact: true }).click()
    await expect(page).toHaveURL(/\/careers$/)
    expect(await shownCards(page).count()).toBeGreaterThanOrEqual(7)

    // A shared link, opened before the page's script has loaded (and so without it): the server drew it filtered.
    const release = await holdScripts(page)
    await page.goto('/careers?type=graduate&utm_source=linkedin', { waitUntil: 'domcontentloaded' })
    await expect(filter(page).getByRole('radio', { name: 'Graduate' })).toBeChecked()
    expect(await graduates.count()).toBeGreaterThan(0)
    await expect(shownCards(page)).toHaveCount(await graduates.count())
    // A kind chosen then is the one the address names once the script runs; the other parameters stay.
    await filter(page).getByText('Accountant', { exact: true }).click()
    release()
    await expect(page).toHaveURL(/\/careers\?type=accountant&utm_source=linkedin$/)
    await expect(filter(page).getByRole('radio', { name: 'Accountant' })).toBeChecked()
    await page.unrouteAll()

    // The address in other letter case leads to the site's own, with the kind; a kind the site lacks lists all.
    await page.goto('/Careers?type=graduate')
    await expect(page).toHaveURL(/\/careers\?type=graduate$/)
    await expect(filter(page).getByRole('radio', { name: 'Graduate' })).toBeChecked()
    await page.goto('/careers?type=intern')
    await expect(filter(page).getByRole('radio', { name: 'All Positions' })).toBeChecked()
    expect(await shownCards(page).count()).toBeGreaterThanOrEqual(7)
  })

  test('the card a visitor had open is open again when they come back, with the kind they chose, at the place left', async ({ page }) => {
    const openCards = () => page.locator('#openings details[open]').evaluateAll((open) => open.map((d) => d.closest('li')?.querySelector('h3')?.textContent))
    await page.goto('/careers')
    await filter(page).getByText('Partner', { exact: true }).click()
    await expect(page).toHaveURL(/\/careers\?type=partner$/)
    const card = shownCards(page).first()
    await toggle(card).click()
    await expect(toggle(card)).toContainText('Hide Details')
    const opened = await openCards()
    expect(opened).toHaveLength(1)
    await card.evaluate((c) => window.scrollTo({ top: c.getBoundingClientRect().top + window.scrollY - 100, behavior: 'instant' }))
    const left = await page.evaluate(() => Math.round(window.scrollY))
    // The header stays in sight: its Blog link is followed from the place left.
    await clickWhereItIs(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }))
    await expect(page).toHaveURL(/\/blog$/)

    await page.goBack()
    await expect(page).toHaveURL(/\/careers\?type=partner$/)
    await expect(filter(page).getByRole('radio', { name: 'Partner' })).toBeChecked()
    await expect.poll(openCards).toEqual(opened)
    await expect(toggle(shownCards(page).first())).toContainText('Hide Details')
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left)
    await page.reload()
    await expect.poll(openCards).toEqual(opened)
    // Choosing another kind still closes it, and coming back then finds none open.
    await filter(page).getByText('All Positions', { exact: true }).click()
    await expect.poll(openCards).toEqual([])
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/careers$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await openCards()).toEqual([])
  })

  test('an empty category says so, and the page follows the CMS at once', async ({ page }) => {
    const list = await adminApi('GET', '/api/job-openings?where[type][equals]=content&limit=50')
    const ids: number[] = list.body.docs.map((d: { id: number }) => d.id)
    expect(ids.length).toBeGreaterThan(0)
    try {
      for (const id of ids) expect((await adminApi('PATCH', `/api/job-openings/${id}`, { active: false })).status).toBe(200)
      await page.goto('/careers')
      const noOpenings = page.locator('#openings [data-empty-for]', { hasText: 'No openings available in this category at the moment.' })
      await expect(noOpenings).toBeHidden()
      await filter(page).getByText('Content', { exact: true }).click()
      await expect(noOpenings).toBeVisible()
      await expect(shownCards(page)).toHaveCount(0)
      await expect(page.getByRole('status').filter({ hasText: 'No openings available in this category at the moment.' })).toBeAttached()
      // Any other kind lists its openings, without the line.
      await filter(page).getByText('Partner', { exact: true }).click()
      await expect(noOpenings).toBeHidden()
      await expect(shownCards(page)).toHaveCount(1)
    } finally {
      for (const id of ids) await adminApi('PATCH', `/api/job-openings/${id}`, { active: true })
    }
  })
})
