import { expect, type Page, test } from '@playwright/test'

import { STATIC_ROUTES } from '../../src/lib/site/routes'
import { adminApi } from '../helpers/e2e'

// The imported article has a four-column table of TDS rates.
const ROUTES = [...STATIC_ROUTES, '/blog/gst-registration-who-must-register', '/blog/tds-rates-chart-quick-reference', '/no-such-page']

/** What sticks out past the page's right edge, except inside a container that scrolls on its own. */
const sticksOut = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const insideScroller = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) if (['auto', 'scroll'].includes(getComputedStyle(p).overflowX)) return true
      return false
    }
    // A drawing's shapes (a card's drawn cover) are clipped to the drawing, which is checked itself.
    const insideDrawing = (el: Element) => el instanceof SVGElement && el.ownerSVGElement !== null
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !insideScroller(el) && !insideDrawing(el) && getComputedStyle(el).position !== 'fixed')
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`)
  })

/**
 * Words drawn across two lines (a break in "Registration" or "500+"), and phone numbers split though the line they are
 * in could hold all of them ("+91 98100" / "12345"), with every disclosure open. A web address may break: it is one
 * long token, and the page must not widen for it. An e-mail address breaks only before its "@" or a dot (EmailAddress
 * puts each part in its own text, checked as a word): "contact@exam" / "ple.com" counts as broken.
 */
const brokenWords = (page: Page) =>
  page.evaluate(() => {
    for (const d of document.querySelectorAll('details')) d.open = true
    const broken = new Set<string>()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const el = node.parentElement
      // Not drawn for anyone: the honeypot field's label (far off the page) and words for screen readers only.
      if (!el || el.closest('script, style, [hidden], [inert], [aria-hidden="true"], .sr-only') || !el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue
      for (const token of node.data.matchAll(/\+?\d[\d ]{6,}\d|[^\s/\-–—]{4,}/g)) {
        if (/:\/\//.test(token[0])) continue
        const range = document.createRange()
        range.setStart(node, token.index)
        range.setEnd(node, token.index + token[0].length)
        const rects = [...range.getClientRects()].filter((r) => r.width > 0)
        if (new Set(rects.map((r) => Math.round(r.top))).size < 2) continue
        if (token[0].includes(' ')) {
          // A phone number: broken only if the box it is laid out in is wide enough for all of it.
          let box: Element = el
          while (getComputedStyle(box).display.startsWith('inline') && box.parentElement) box = box.parentElement
          const style = getComputedStyle(box)
          const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
          if (rects.reduce((width, r) => width + r.width, 0) > room) continue
        }
        broken.add(`"${token[0]}" in ${el.tagName.toLowerCase()}`)
      }
    }
    return [...broken]
  })

const wideOrBroken = async (page: Page) => [...(await sticksOut(page)), ...(await brokenWords(page))]

/** What `check` finds on each page of ROUTES, one line a page it finds something on. */
const onEveryPage = async (page: Page, check: (page: Page) => Promise<string[]>) => {
  const found: string[] = []
  for (const path of ROUTES) {
    await page.goto(path)
    const culprits = await check(page)
    if (culprits.length) found.push(`${path}: ${culprits.join(', ')}`)
  }
  return found
}

test.describe('a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } })

  test('no page is wider than the screen, and no word of one breaks in the middle', async ({ page }) => {
    expect(await onEveryPage(page, wideOrBroken)).toEqual([])
  })

  test("an editor's word too long for a phone's line breaks rather than widen the page", async ({ page }) => {
    // A web address or a long compound in a page's heading, its extra content and a link card's title.
    const long = 'Incometaxreturnfilingandgstcompliancespecialists'
    const path = '/services/audit'
    const leftover = await adminApi('GET', `/api/page-content?where[path][equals]=${path}&depth=0`)
    for (const doc of leftover.body.docs) await adminApi('DELETE', `/api/page-content/${doc.id}`)
    const created = await adminApi('POST', '/api/page-content', {
      path,
      h1: `${long} in Gurgaon`,
      enhanced: {
        heading: long,
        paragraphs: [{ text: `Read https://www.incometax.gov.in/iec/foportal/help/individual/return-applicable-1 before filing.` }],
        links: [{ text: long, url: '/services', context: long }],
      },
    })
    expect(created.status).toBe(201)
    try {
      await expect(async () => {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${long} in Gurgaon`, { timeout: 1_000 })
      }).toPass({ timeout: 15_000 })
      await expect(page.getByRole('link', { name: new RegExp(long) })).toBeVisible()
      expect(await sticksOut(page)).toEqual([])
    } finally {
      await adminApi('DELETE', `/api/page-content/${created.body.doc.id}`)
    }
  })

  test("the header shows the firm's whole name, on two lines if need be", async ({ page }) => {
    await page.goto('/')
    const name = page.getByRole('banner').getByRole('link', { name: 'Chartered Accountants Gurgaon' }).locator('span').last()
    await expect(name).toHaveText('Chartered Accountants Gurgaon')
    // Nothing of it clipped: the text fits the box it is drawn in, across and down.
    const fits = await name.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)
    expect(fits).toBe(true)
  })

  test("the blog's search box shows its whole hint, and a narrower screen ends it with an ellipsis, not mid-word", async ({ page }) => {
    await page.goto('/blog')
    const box = page.getByLabel('Search articles')
    const hintFits = () =>
      box.evaluate((el: HTMLInputElement) => {
        const style = getComputedStyle(el)
        const pen = document.createElement('canvas').getContext('2d')!
        pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
        return pen.measureText(el.placeholder).width <= el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      })
    expect(await hintFits()).toBe(true)
    await page.setViewportSize({ width: 300, height: 700 })
    expect(await hintFits()).toBe(false)
    await expect(box).toHaveCSS('text-overflow', 'ellipsis')
  })

  test('the licences table becomes one card a licence, every column labelled', async ({ page }) => {
    await page.goto('/services/licenses')
    await expect(page.getByRole('region', { name: /licen/i })).toBeHidden()
    const cards = page.getByRole('list', { name: /licen/i }).getByRole('listitem')
    expect(await cards.count()).toBeGreaterThanOrEqual(5)
    const fssai = cards.filter({ has: page.getByRole('heading', { name: 'FSSAI Registration' }) })
    for (const label of ['Department', 'Who needs it', 'Documents', 'Penalty', 'Renewal']) await expect(fssai.getByText(label, { exact: true })).toBeVisible()
    const box = await fssai.boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(360)
  })
})

// A desktop of 1280x1024 zoomed to 400 % (WCAG's reflow case), or a small phone held sideways: the sticky header keeps to
// one bar. With the CA badge beside it the firm's name took three lines, and the header a third of the screen.
test('on a 320x256 screen the firm’s name keeps to two lines and the sticky header to one bar', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 256 })
  await page.goto('/contact')
  const name = page.getByRole('banner').getByRole('link', { name: 'Chartered Accountants Gurgaon' }).locator('span').last()
  await expect(name).toHaveText('Chartered Accountants Gurgaon')
  const lines = await name.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)))
  expect(lines).toBe(2)
  const header = await page.locator('[data-site-header]').boundingBox()
  expect(header!.height).toBeLessThanOrEqual(66)
  await page.evaluate(() => window.scrollTo(0, 400))
  expect((await page.locator('[data-site-header]').boundingBox())!.y).toBe(0)
})

// The chat button sits in the screen's bottom-right corner. On a low screen the page scrolled a field reached by Tab to
// the screen's foot, and the button covered the field's right end: the visitor could not see what they typed there.
// The message box is taller than the room between header and button: its first lines, where typing starts, stay clear.
test('on a 320x256 screen the chat button never covers where the visitor types in the contact form', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 256 })
  await page.emulateMedia({ reducedMotion: 'reduce' }) // the page scrolls at once, not smoothly
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Contact form' })
  await expect(page.locator('[data-chat-launcher]')).toBeVisible()
  await form.getByLabel(/^First Name/i).focus()
  const reached: string[] = []
  const covered: string[] = []
  for (let step = 0; step < 10; step++) {
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement
      const a = el.getBoundingClientRect()
      const c = document.querySelector('[data-chat-launcher]')!.getBoundingClientRect()
      const bottom = Math.min(a.bottom, a.top + 48) // a one-line field whole; the message box's first two lines
      const overlaps = a.right > c.left && a.left < c.right && bottom > c.top && a.top < c.bottom
      return { name: el.getAttribute('name') ?? el.textContent!.trim(), overlaps, inForm: Boolean(el.closest('form')) }
    })
    if (!focused.inForm) break
    reached.push(focused.name)
    if (focused.overlaps) covered.push(focused.name)
    await page.keyboard.press('Tab')
  }
  expect(reached).toEqual(expect.arrayContaining(['firstName', 'email', 'message', 'Send Message']))
  expect(covered).toEqual([])
})

// A visitor who zooms a 360 px phone to 150 % (Chrome's page zoom: the page is then 240 px wide), or picks larger
// text in the browser: headings, figures, badges and buttons keep their words whole.
test.describe('a phone zoomed to 150 % (240 px wide)', () => {
  test.use({ viewport: { width: 240, height: 700 } })

  test('no word of any page breaks in the middle, nor does the page widen', async ({ page }) => {
    expect(await onEveryPage(page, wideOrBroken)).toEqual([])
  })
})

test('with text one and a half times the size on a 360 px phone, no word of any page breaks in the middle', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  // What a visitor sets in the browser's settings (Appearance, font size: "Very large").
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 24 } })
  const found = await onEveryPage(page, async () => {
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('24px')
    return wideOrBroken(page)
  })
  expect(found).toEqual([])
})

for (const width of [360, 1024]) {
  test(`at ${width} px the chat button, scrolled to the foot of the page, covers no link of the footer`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 })
    await page.goto('/contact')
    await expect(page.getByRole('button', { name: 'Chat with our financial assistant' })).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    // What is drawn at each end and the middle of a footer link must not be the button floating over it.
    const covered = await page.getByRole('contentinfo').evaluate((footer) => {
      const launcher = document.querySelector('button[aria-label="Chat with our financial assistant"]')!
      return [...footer.querySelectorAll('a')]
        .filter((a) => {
          const r = a.getBoundingClientRect()
          return [r.left + 1, r.left + r.width / 2, r.right - 1].some((x) => launcher.contains(document.elementFromPoint(x, r.top + r.height / 2)))
        })
        .map((a) => a.textContent?.trim())
    })
    expect(covered).toEqual([])
  })
}

// The footer's columns are narrow on a desktop too: its phone numbers had been split after "+91 00000" at 1440 px.
for (const width of [1024, 1440]) {
  test(`at ${width} px no word or phone number of any page breaks in the middle`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    expect(await onEveryPage(page, brokenWords)).toEqual([])
  })
}

// From 768 px a page's closing call-to-action panel puts its buttons beside its heading: squeezed there, "Contact Us"
// broke after its first word at 800 px.
test('on a tablet the closing call-to-action panels keep each button on one line', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1000 })
  for (const [path, heading] of [
    ['/services', 'Not sure which service you need?'],
    ['/services/audit', 'Ready to get started?'],
    ['/blog', 'Stay on top of due dates and rule changes'],
  ]) {
    await page.goto(path)
    const panel = page.getByRole('heading', { name: heading }).locator('xpath=../..')
    const buttons = panel.getByRole('link')
    expect(await buttons.count()).toBeGreaterThan(0)
    const lines = await buttons.evaluateAll((links) =>
      links.map((a) => {
        const style = getComputedStyle(a)
        const inner = a.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom) - parseFloat(style.borderTopWidth) - parseFloat(style.borderBottomWidth)
        return [a.textContent?.trim(), Math.round(inner / parseFloat(style.lineHeight))]
      }),
    )
    expect(lines, path).toEqual(lines.map(([text]) => [text, 1]))
  }
})

test('on a desktop the licences stay a table', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/services/licenses')
  const table = page.getByRole('region', { name: /licen/i }).getByRole('table')
  await expect(table).toBeVisible()
  await expect(table.getByRole('columnheader', { name: 'Penalty' })).toBeVisible()
  await expect(page.getByRole('list', { name: /licen/i })).toBeHidden()
})

/**
 * The blank room between the last thing drawn on the page (words, a picture, a field, a card's edge or fill) and the
 * footer. A full-width band ending the page counts by its own padding: its fill is not "drawn" here.
 */
const roomAboveFooter = (page: Page) =>
  page.evaluate(() => {
    const pageColour = getComputedStyle(document.body).backgroundColor
    const fullWidth = document.documentElement.clientWidth - 2
    let lowest = 0
    for (const el of document.querySelectorAll('main *')) {
      if (el.closest('script, style, [hidden], .sr-only, details:not([open]) > :not(summary)') || !el.checkVisibility({ checkVisibilityCSS: true })) continue
      const box = el.getBoundingClientRect()
      if (!box.width || !box.height) continue
      const style = getComputedStyle(el)
      const filled = !['rgba(0, 0, 0, 0)', pageColour].includes(style.backgroundColor) && box.width < fullWidth
      const drawn =
        filled ||
        parseFloat(style.borderBottomWidth) > 0 ||
        ['IMG', 'INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'svg'].includes(el.tagName) ||
        [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())
      if (drawn) lowest = Math.max(lowest, box.bottom)
    }
    return Math.round(document.querySelector('footer')!.getBoundingClientRect().top - lowest)
  })

// Pages ending on the page's colour (the services page's call-to-action panel, the legal pages, an article) had 136 px
// of blank above the footer, the pages ending on a band 56: about the same room on every page now, at both widths (the
// 404 page's message sits in the middle of its own room).
for (const [width, height] of [[1440, 900], [360, 780]]) {
  test(`at ${width} px every page leaves about the same room above the footer`, async ({ page }) => {
    await page.setViewportSize({ width, height })
    const outOfRange = async (p: Page) => {
      const room = await roomAboveFooter(p)
      return room < 32 || room > 100 ? [`${room} px`] : []
    }
    expect(await onEveryPage(page, outOfRange)).toEqual([])
  })
}
