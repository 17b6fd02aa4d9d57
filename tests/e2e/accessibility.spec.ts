import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { STATIC_ROUTES } from '../../src/lib/site/routes'

const ROUTES = [...STATIC_ROUTES, '/blog?q=gst&category=GST', '/blog/gst-registration-who-must-register', '/blog/tds-rates-chart-quick-reference', '/no-such-page', '/blog/no-such-article']

test.describe('accessibility', () => {
  for (const path of ROUTES) {
    test(`${path} has no serious or critical axe violations, and its headings skip no level`, async ({ page }) => {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
      const bad = results.violations
        // heading-order is of moderate impact, but a skipped level misleads anyone who moves by headings.
        .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
        .map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)
      expect(bad, bad.join('\n')).toEqual([])
    })
  }

  test('keyboard focus is always visible', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/')
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      const outline = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null
        if (!el || el === document.body) return 'none'
        const s = getComputedStyle(el)
        return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 ? 'outline' : s.boxShadow !== 'none' ? 'ring' : 'none'
      })
      expect(outline, `focus ${i + 1} is invisible`).not.toBe('none')
    }
  })

  // WCAG 1.4.12: a reader's own style sheet may widen line height and letter and word spacing; nothing may be lost and
  // the menu should stay readable. At 1024 px, the narrowest width with the desktop menu, it has the least room.
  test('with WCAG text spacing at 1024 px the desktop menu keeps each item on one line and the firm name whole', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 })
    await page.goto('/')
    await page.addStyleTag({
      content: '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important } p { margin-bottom: 2em !important }',
    })
    const banner = page.getByRole('banner')
    const items = [
      ...(await banner.getByRole('navigation', { name: 'Main' }).getByRole('link').all()),
      banner.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Our Firm' }),
      banner.getByRole('link', { name: 'Get Started' }),
    ]
    const heights: Record<string, number> = {}
    for (const item of items) if (await item.isVisible()) heights[(await item.textContent())!.trim()] = (await item.boundingBox())!.height
    expect(Object.keys(heights)).toEqual(expect.arrayContaining(['Home', 'Services', 'Our Firm', 'Blog', 'FAQ', 'Contact Us', 'Get Started']))
    // One line of 14 px text at line height 1.5 and 8 px padding above and below is 37 px; two lines would be 58.
    const wrapped = Object.entries(heights).filter(([, h]) => h > 45)
    expect(wrapped).toEqual([])
    const name = banner.getByRole('link', { name: 'Chartered Accountants Gurgaon' }).locator('span').last()
    expect(await name.evaluate((el) => el.scrollHeight <= el.clientHeight && el.scrollWidth <= el.clientWidth)).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  })
})
