import { expect, test } from '@playwright/test'

import { adminApi } from '../helpers/e2e'

test.describe('careers', () => {
  test('filters openings by tab and expands one card at a time', async ({ page }) => {
    await page.goto('/careers')
    const tabs = page.getByRole('tablist', { name: 'Filter openings' })
    await expect(tabs.getByRole('tab', { name: 'All Positions' })).toHaveAttribute('aria-selected', 'true')
    const cards = page.getByRole('tabpanel').locator('> ul > li')
    expect(await cards.count()).toBeGreaterThanOrEqual(7)

    await tabs.getByRole('tab', { name: 'Partner' }).click()
    await expect(cards).toHaveCount(1)
    await expect(cards.first().getByRole('heading')).toHaveText('CA Partner')
    await expect(cards.first()).toContainText(/Apply by 31 August \d{4}/)

    // Keyboard: arrows move between tabs.
    await tabs.getByRole('tab', { name: 'Partner' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(tabs.getByRole('tab', { name: 'Articleship' })).toBeFocused()
    await expect(cards.first().getByRole('heading')).toHaveText('Articleship Training')

    await tabs.getByRole('tab', { name: 'Graduate' }).click()
    const [first, second] = [cards.nth(0), cards.nth(1)]
    await first.getByRole('button', { name: /View Details/ }).click()
    await expect(first.getByRole('heading', { name: 'Key responsibilities' })).toBeVisible()
    const apply = first.getByRole('link', { name: /Apply Now/ })
    const href = (await apply.getAttribute('href'))!
    expect(href.startsWith('mailto:')).toBe(true)
    expect(new URL(href).searchParams.get('subject')).toMatch(/^Application for /)
    // Where the link opens no mail app (webmail, a shared PC), the address and subject are there to copy.
    const to = href.slice('mailto:'.length, href.indexOf('?'))
    const title = await first.getByRole('heading', { level: 3 }).innerText()
    await expect(first.getByText(`or e-mail your CV to ${to} with the subject “Application for ${title}”`)).toBeVisible()
    await second.getByRole('button', { name: /View Details/ }).click()
    await expect(second.getByRole('heading', { name: 'Key responsibilities' })).toBeVisible()
    await expect(first.getByRole('heading', { name: 'Key responsibilities' })).toBeHidden()
    await expect(first.getByRole('button', { name: /View Details/ })).toBeVisible()
    await second.getByRole('button', { name: /Hide Details/ }).click()
    await expect(second.getByRole('heading', { name: 'Key responsibilities' })).toBeHidden()

    await expect(page.getByRole('link', { name: 'Submit Your Resume' })).toHaveAttribute('href', /subject=Resume%20Submission/)
    await expect(page.getByText(`or e-mail your CV to ${to} with the subject “Resume Submission”`)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Contact HR Team' })).toHaveAttribute('href', /subject=Career%20Inquiry/)
  })

  test('an empty category says so, and the page follows the CMS at once', async ({ page }) => {
    const list = await adminApi('GET', '/api/job-openings?where[type][equals]=content&limit=50')
    const ids: number[] = list.body.docs.map((d: { id: number }) => d.id)
    expect(ids.length).toBeGreaterThan(0)
    try {
      for (const id of ids) expect((await adminApi('PATCH', `/api/job-openings/${id}`, { active: false })).status).toBe(200)
      await page.goto('/careers')
      await page.getByRole('tab', { name: 'Content' }).click()
      await expect(page.getByText('No openings available in this category at the moment.')).toBeVisible()
    } finally {
      for (const id of ids) await adminApi('PATCH', `/api/job-openings/${id}`, { active: true })
    }
  })
})
