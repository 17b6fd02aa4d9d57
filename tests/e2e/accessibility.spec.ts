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
})
