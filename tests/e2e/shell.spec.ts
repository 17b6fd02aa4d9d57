import { expect, test, type Locator, type Page } from '@playwright/test'

import { clickWhereItIs, holdPages, holdScripts, ownsItsMiddle, seriousAxeViolations, toasts } from '../helpers/e2e'

/** The phone menu's button (a native disclosure's summary, which screen readers announce as a button) and its disclosure. */
const menuButton = (page: Page) => page.getByRole('banner').getByLabel('Menu', { exact: true })
const phoneMenu = (page: Page) => menuButton(page).locator('xpath=..')

/** Our Firm's button on a desktop (also a native disclosure's summary) and its disclosure. */
const firmButton = (page: Page) => page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'Our Firm' })
const firmMenu = (page: Page) => firmButton(page).locator('xpath=..')

/** Opens the phone menu with Enter on its focused button. */
async function openByKeyboard(page: Page, toggle: Locator, menu: Locator) {
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(menu).toBeVisible()
}

test.describe('header navigation', () => {
  test('the Our Firm dropdown opens by mouse and keyboard and closes with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const trigger = firmButton(page)
    await expect(firmMenu(page)).toHaveJSProperty('open', false)
    await trigger.click()
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeHidden()
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(firmMenu(page)).toHaveJSProperty('open', true)
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeFocused()
    // Escape from inside the menu closes it and puts the keyboard back on its button, not at the page's start.
    await page.keyboard.press('Escape')
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeHidden()
    await expect(trigger).toBeFocused()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/careers$/)
    await expect(nav.getByRole('link', { name: 'Careers' })).toBeHidden()
  })

  test('the Our Firm dropdown closes when the keyboard moves on past it, either way', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const trigger = firmButton(page)
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(firmMenu(page)).toHaveJSProperty('open', true)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Careers' })).toBeFocused()
    await page.keyboard.press('Tab')
    // Before, it stayed open over the page while the keyboard went on to Blog and beyond.
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeFocused()
    await expect(firmMenu(page)).toHaveJSProperty('open', false)
    await expect(nav.getByRole('link', { name: 'Careers' })).toBeHidden()

    await trigger.focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Shift+Tab')
    await expect(nav.getByRole('link', { name: 'Services' })).toBeFocused()
    await expect(firmMenu(page)).toHaveJSProperty('open', false)
  })

  test('Get Started scrolls to the contact section on the page, which starts right under the header', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/services/gst-services')
    await expect(page.locator('#contact')).not.toBeInViewport()
    await page.getByRole('link', { name: 'Get Started' }).click()
    await expect(page).toHaveURL(/\/services\/gst-services$/)
    await expect(page.locator('#contact')).toBeInViewport()
    // Neither under the header nor below a strip of the band above it, once the smooth scroll has settled.
    await expect(async () => {
      const [header, contact] = await page.evaluate(() => [
        document.querySelector('header')!.getBoundingClientRect().bottom,
        document.getElementById('contact')!.getBoundingClientRect().top,
      ])
      expect(Math.abs(contact - header)).toBeLessThan(2)
    }).toPass({ timeout: 5_000 })
  })

  test('for a visitor who asked the system for less motion, Get Started and in-page links jump instead of gliding', async ({ browser, page }) => {
    const scrollBehaviour = (p: Page) => p.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)
    await page.goto('/services/gst-services')
    expect(await scrollBehaviour(page)).toBe('smooth')

    const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } })
    const still = await context.newPage()
    try {
      await still.goto('/services/gst-services')
      expect(await scrollBehaviour(still)).toBe('auto')
      await still.getByRole('link', { name: 'Get Started' }).click()
      // There at once, not over the next half second: read in the first frame after the click.
      const top = await still.evaluate(() => new Promise<number>((r) => requestAnimationFrame(() => r(document.getElementById('contact')!.getBoundingClientRect().top))))
      expect(Math.abs(top)).toBeLessThan(150)
    } finally {
      await context.close()
    }
  })

  test('on a phone, the menu opens, navigates and closes itself', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const toggle = menuButton(page)
    await toggle.click()
    const mobile = page.getByRole('navigation', { name: 'Mobile' })
    await expect(mobile).toBeVisible()
    await expect(phoneMenu(page)).toHaveJSProperty('open', true)
    await mobile.getByRole('link', { name: 'FAQ' }).click()
    await expect(page).toHaveURL(/\/faq$/)
    await expect(mobile).toBeHidden()
    await expect(phoneMenu(page)).toHaveJSProperty('open', false)
  })

  test('on a phone, Escape closes the menu and puts the keyboard back on the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/')
    const toggle = menuButton(page)
    const mobile = page.getByRole('navigation', { name: 'Mobile' })
    await openByKeyboard(page, toggle, mobile)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(mobile.getByRole('link', { name: 'Services' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(mobile).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(phoneMenu(page)).toHaveJSProperty('open', false)
    // And the next Tab goes on from there, not from the top of the page.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: /^Call / }).first()).toBeFocused()
  })

  test('on a phone, a tap on the menu button opens the menu before the page\'s script has loaded, and the script takes over', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    // The page's scripts are held back, as on a slow phone connection, until the control has been used.
    const release = await holdScripts(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    const mobile = page.getByRole('navigation', { name: 'Mobile' })
    await menuButton(page).click()
    await expect(mobile).toBeVisible()
    await mobile.getByRole('link', { name: 'Services' }).focus()
    release()
    // Once the script runs, it knows the menu is open: Escape closes it (pressed again until the script has started).
    await expect(async () => {
      await mobile.getByRole('link', { name: 'Services' }).focus()
      await page.keyboard.press('Escape')
      await expect(mobile).toBeHidden({ timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    await expect(menuButton(page)).toBeFocused()
    await menuButton(page).click()
    await expect(mobile).toBeVisible()
    await mobile.getByRole('link', { name: 'Careers' }).click()
    await expect(page).toHaveURL(/\/careers$/)
    await expect(mobile).toBeHidden()
  })

  test('on a desktop, a click on Our Firm opens it before the page\'s script has loaded, and the script takes over', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    const release = await holdScripts(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    const nav = page.getByRole('navigation', { name: 'Main' })
    await firmButton(page).click()
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeVisible()
    release()
    // Once the script runs, it knows the menu is open: a click elsewhere closes it (again until the script has started).
    await expect(async () => {
      await page.getByRole('heading', { level: 1 }).click()
      await expect(nav.getByRole('link', { name: 'About Us' })).toBeHidden({ timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    await firmButton(page).click()
    await nav.getByRole('link', { name: 'Careers' }).click()
    await expect(page).toHaveURL(/\/careers$/)
    await expect(nav.getByRole('link', { name: 'Careers' })).toBeHidden()
  })

  test('on a phone, Tab past the menu\'s last link closes it, and the link reached is in sight, not under the menu', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/services')
    const toggle = menuButton(page)
    const mobile = page.getByRole('navigation', { name: 'Mobile' })
    await openByKeyboard(page, toggle, mobile)
    await mobile.getByRole('link', { name: 'Get Started' }).focus()
    await page.keyboard.press('Tab')
    // Before, the menu stayed open: sticky with the header it covered 570 of the 740 px, the link reached among them.
    await expect(mobile).toBeHidden()
    await expect(phoneMenu(page)).toHaveJSProperty('open', false)
    const reached = page.locator(':focus')
    await expect(reached).toBeInViewport()
    const box = (await reached.boundingBox())!
    const headerBottom = (await page.getByRole('banner').boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height)
  })

  test('on a phone, a tap on the page below the open menu closes it', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/faq')
    await menuButton(page).click()
    const mobile = page.getByRole('navigation', { name: 'Mobile' })
    await expect(mobile).toBeVisible()
    await page.mouse.click(180, 700)
    await expect(mobile).toBeHidden()
  })

  test('on a phone held sideways the contact bar scrolls away and only the menu bar stays at the top; on a desktop the whole header stays', async ({ page }) => {
    const header = page.getByRole('banner')
    // The contact bar's phone link (the menu's own is hidden in the closed menu).
    const call = header.locator('a[href^="tel:"]:visible').first()
    for (const [width, height, barStays] of [
      [844, 390, false],
      [1440, 900, true],
    ] as const) {
      await page.setViewportSize({ width, height })
      await page.goto('/about')
      await expect(call).toBeInViewport()
      await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }))
      const bar = (await call.boundingBox())!
      const box = (await header.boundingBox())!
      if (barStays) {
        expect(box.y, `at ${width} px`).toBe(0)
        await expect(call).toBeInViewport()
      } else {
        // The whole header stuck at the top took 105 of the 390 px.
        expect(bar.y + bar.height, `at ${width} px, the contact bar is above the screen`).toBeLessThanOrEqual(0)
        expect(box.y + box.height, `at ${width} px, the menu bar's foot`).toBeLessThanOrEqual(66)
      }
      await expect(header.getByRole('link', { name: 'Get Started' })).toBeInViewport({ ratio: 1 })
    }
  })

  // 640 px wide, and 844 px, where the contact bar shows above the menu bar (its height counts).
  for (const [width, height] of [[640, 360], [844, 390]]) test(`on a phone held sideways (${width}x${height}), the menu scrolls within itself down to its last link`, async ({ page }) => {
    await page.setViewportSize({ width, height })
    await page.goto('/')
    await menuButton(page).click()
    const mobile = page.getByRole('navigation', { name: 'Mobile' })
    const header = (await page.getByRole('banner').boundingBox())!
    const menu = (await mobile.boundingBox())!
    // It opens right below the header and ends at the screen's foot. (Once, the sticky header ran 200 px past the
    // screen's foot and the page's scroll never brought the rest up.)
    expect(Math.abs(menu.y - (header.y + header.height))).toBeLessThanOrEqual(1)
    expect(menu.y + menu.height).toBeLessThanOrEqual(height + 1)
    const last = mobile.getByRole('link', { name: 'Get Started' })
    await last.scrollIntoViewIfNeeded()
    await expect(last).toBeInViewport({ ratio: 1 })
    await last.click()
    await expect(mobile).toBeHidden()
    await expect(page.locator('#contact')).toBeInViewport()

    // Opened down the page, where at 844 px the top bar has scrolled away: still from the header's foot to the
    // screen's (it ended 40 px short).
    await menuButton(page).click()
    const scrolledHeader = (await page.getByRole('banner').boundingBox())!
    const scrolledMenu = (await mobile.boundingBox())!
    expect(Math.abs(scrolledMenu.y - (scrolledHeader.y + scrolledHeader.height))).toBeLessThanOrEqual(1)
    expect(Math.abs(scrolledMenu.y + scrolledMenu.height - height)).toBeLessThanOrEqual(1)
    // Turned while open (here from 640 to 844 px at the page's top, where the top bar comes in), it still ends at the
    // screen's foot, not past it.
    if (width === 640) {
      await menuButton(page).click()
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
      await menuButton(page).click()
      await page.setViewportSize({ width: 844, height: 390 })
      await expect.poll(async () => Math.abs((await mobile.boundingBox())!.y + (await mobile.boundingBox())!.height - 390)).toBeLessThanOrEqual(1)
      expect(Math.abs((await mobile.boundingBox())!.y - (await page.getByRole('banner').boundingBox())!.height)).toBeLessThanOrEqual(1)
      await page.setViewportSize({ width, height })
    }
    // The chat button goes under it, as the page does: it lay over the menu's last links.
    const launcher = page.getByRole('button', { name: 'Chat with our financial assistant' })
    await expect(launcher).toHaveCount(1)
    expect(
      await launcher.evaluate((el) => {
        const box = el.getBoundingClientRect()
        return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest('nav')?.getAttribute('aria-label')
      }),
    ).toBe('Mobile')
  })

  test('breadcrumbs show the trail with the current page last', async ({ page }) => {
    await page.goto('/services/income-tax-filing')
    const bar = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(bar.getByRole('listitem')).toHaveText(['Home', /Services/, /Income Tax Filing/])
    await expect(bar.locator('[aria-current="page"]')).toHaveText('Income Tax Filing')
    await bar.getByRole('link', { name: 'Services' }).click()
    await expect(page).toHaveURL(/\/services$/)
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0)
  })

  test('footer links lead to real pages', async ({ page }) => {
    await page.goto('/')
    const footer = page.locator('footer')
    for (const [name, url] of [
      ['Privacy Policy', /\/privacy-policy$/],
      ['Terms and Conditions', /\/terms-and-conditions$/],
      ['Sitemap', /\/sitemap$/],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click()
      await expect(page).toHaveURL(url)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.goBack()
    }
    await footer.getByRole('link', { name: 'Disclaimer' }).click()
    await expect(page).toHaveURL(/\/terms-and-conditions#disclaimer$/)
    await expect(page.locator('#disclaimer')).toBeInViewport()
  })

  test('a link followed from far down a page opens the next page at its top at once, and Back returns to the place left at once', async ({ page }) => {
    // The site's in-page links glide (scroll-behavior: smooth); pages must not: a card followed from far down the blog
    // showed the article scrolled as far down, then slid it up for most of a second, and Back slid the list down from
    // its top to the place left.
    await page.goto('/blog')
    const card = page.locator('main article').last()
    await card.scrollIntoViewIfNeeded()
    const left = await page.evaluate(() => Math.round(window.scrollY))
    expect(left, 'the last card is far down the list').toBeGreaterThan(1500)
    // Where the page is scrolled at each frame from here on: the site stays one document, so the record goes on.
    await page.evaluate(() => {
      const w = window as unknown as { frames_: [string, number][] }
      w.frames_ = []
      const record = () => {
        w.frames_.push([location.pathname, Math.round(window.scrollY)])
        requestAnimationFrame(record)
      }
      requestAnimationFrame(record)
    })
    const framesAt = async (path: string) =>
      (await page.evaluate(() => (window as unknown as { frames_: [string, number][] }).frames_)).filter(([at]) => at === path).map(([, y]) => y)

    await card.getByRole('link').first().click()
    await expect(page).toHaveURL(/\/blog\/[^/?]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
    const onArticle = await framesAt(new URL(page.url()).pathname)
    expect(onArticle.length, 'frames drawn at the article’s address').toBeGreaterThan(0)
    expect([...new Set(onArticle)], 'every frame of the article at its top').toEqual([0])

    await page.goBack()
    await expect(page).toHaveURL(/\/blog$/)
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left)
    // The list was at the top (the frame before it was drawn again) or at the place left, never on its way between.
    const onList = await framesAt('/blog')
    expect(onList.filter((y) => y !== 0 && y !== left), 'frames of the list between its top and the place left').toEqual([])

    // In-page links glide again once the visitor acts: the careers page's "View Open Positions" reaches the openings
    // over several frames.
    await page.locator('footer').getByRole('link', { name: 'Careers', exact: true }).click()
    await expect(page).toHaveURL(/\/careers$/)
    await page.getByRole('link', { name: 'View Open Positions' }).click()
    await expect(page).toHaveURL(/\/careers#openings$/)
    await expect.poll(() => page.evaluate(() => Math.abs(document.getElementById('openings')!.getBoundingClientRect().top) < 200)).toBe(true)
    await expect.poll(async () => new Set(await framesAt('/careers')).size, 'distinct places on the way to the openings').toBeGreaterThan(3)
  })

  test('the answers a visitor had open on the FAQ page are open again when they come back to it, at the place left', async ({ page }) => {
    const answers = page.locator('main details')
    const openQuestions = () => page.locator('main details[open] > summary').allInnerTexts()
    await page.goto('/faq')
    await answers.nth(1).locator('summary').click()
    await answers.nth(3).locator('summary').click()
    const opened = await openQuestions()
    expect(opened).toHaveLength(2)
    // Read on to the fourth answer, then take the menu (the header stays in sight) to the blog.
    await answers.nth(3).evaluate((answer) => window.scrollTo({ top: answer.getBoundingClientRect().top + window.scrollY - 120, behavior: 'instant' }))
    const left = await page.evaluate(() => Math.round(window.scrollY))
    expect(left).toBeGreaterThan(300)
    await clickWhereItIs(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }))
    await expect(page).toHaveURL(/\/blog$/)

    await page.goBack()
    await expect(page).toHaveURL(/\/faq$/)
    await expect.poll(openQuestions).toEqual(opened)
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left)
    // And after a reload of the page.
    await page.reload()
    await expect.poll(openQuestions).toEqual(opened)
    // Another answer closed is closed when they come back.
    await answers.nth(1).locator('summary').click()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await page.goBack()
    await expect.poll(openQuestions).toEqual(opened.slice(1))
    // The FAQ page opened afresh by a link has every answer closed.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await page.locator('footer').getByRole('link', { name: 'FAQ', exact: true }).click()
    await expect(page).toHaveURL(/\/faq$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await openQuestions()).toEqual([])
  })

  test('Back to the place an in-page link led to shows that page, not the one left from there', async ({ page }) => {
    // The browser follows a link to a part of the same page itself; the App Router ignored a Back to the entry it made:
    // the address said /careers#openings and the blog stayed on the screen.
    await page.goto('/careers')
    await page.getByRole('link', { name: 'View Open Positions' }).click()
    await expect(page).toHaveURL(/\/careers#openings$/)
    await page.locator('footer').getByRole('link', { name: 'Blog', exact: true }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Blog')
    await page.goBack()
    await expect(page).toHaveURL(/\/careers#openings$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Career')
    await page.goForward()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Blog')

    // The same for the keyboard's "Skip to content".
    await page.goto('/about')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/about#main$/)
    await page.locator('footer').getByRole('link', { name: 'Careers', exact: true }).click()
    await expect(page).toHaveURL(/\/careers$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/about#main$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('About')
    // Back once more, within the page, and the page is still the about page.
    await page.goBack()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('About')
  })

  test('a visitor who arrived at an address naming a part of a page (/#contact) is led by links to their own addresses', async ({ page }) => {
    // Next.js kept the part of the first address in what it learnt of that page, so a link to another part of it led
    // to /#contact#about (no such part: the page did not move) and a link to the page itself to /#contact
    // (vercel/next.js#96714; patches/next+*.patch until a release fixes it).
    await page.goto('/#contact')
    await page.locator('footer').getByRole('link', { name: 'About Us', exact: true }).click()
    await expect(page).toHaveURL(/\/#about$/)
    await expect(page.locator('#about')).toBeInViewport()
    await page.locator('footer').getByRole('link', { name: 'GST Services', exact: true }).click()
    await expect(page).toHaveURL(/\/services\/gst-services$/)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click()
    await expect(page).toHaveURL(/:\d+\/$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

    await page.goto('/services/gst-services#gst-calculator')
    await page.locator('footer').getByRole('link', { name: 'Audit & Assurance' }).click()
    await expect(page).toHaveURL(/\/services\/audit$/)
    await page.locator('footer').getByRole('link', { name: 'GST Services', exact: true }).click()
    await expect(page).toHaveURL(/\/services\/gst-services$/)
  })

  // The room other pages leave above the footer is their own padding: small-screens.spec, 'about the same room above the footer'.
  test('a page ending on a coloured section meets the footer with no strip between them', async ({ page }) => {
    const gapAboveFooter = async (path: string) => {
      await page.goto(path)
      return page.evaluate(() => {
        const main = document.querySelector('main')!.getBoundingClientRect()
        return Math.round(document.querySelector('footer')!.getBoundingClientRect().top - main.bottom)
      })
    }
    expect(await gapAboveFooter('/contact')).toBe(0)
    expect(await gapAboveFooter('/')).toBe(0)
    expect(await gapAboveFooter('/careers')).toBe(0)
  })

  test('the HTML site map links only to pages that exist', async ({ page, request }) => {
    await page.goto('/sitemap')
    const hrefs = await page.locator('main a[href^="/"]').evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))])
    expect(hrefs.length).toBeGreaterThan(25)
    for (const href of hrefs) {
      const res = await request.get(href.split('#')[0]!)
      expect(res.status(), href).toBe(200)
    }
  })
})

test.describe('on a slow line', () => {
  /** The bar across the top of the page that says a followed link's page is on its way, and its words. */
  const navigationStatus = (page: Page) => page.getByRole('status').filter({ hasText: 'Loading page...' })
  const navigationBar = (page: Page) => page.locator('#navigation-status > [aria-hidden="true"]')

  test('a menu link followed before its page has arrived shows the navigation bar until the page is there', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    const release = await holdPages(page, (path) => path === '/blog')
    await page.goto('/about')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click()

    // The click was taken: the bar grows across the top of the page, which stays until the next one is there.
    await expect(navigationBar(page)).toBeVisible()
    await expect(navigationStatus(page)).toHaveCount(1)
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('About')
    expect(await seriousAxeViolations(page)).toEqual([])

    release()
    await expect(page.getByRole('heading', { level: 1, name: 'Tax & Compliance Blog' })).toBeVisible()
    await expect(navigationBar(page)).toHaveCount(0)
    await expect(navigationStatus(page)).toHaveCount(0)
  })

  test('on a phone, a link chosen in the menu closes it at once and shows the navigation bar until its page is there', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    const release = await holdPages(page, (path) => path === '/careers')
    await page.goto('/faq')
    await menuButton(page).click()
    const mobile = page.getByRole('navigation', { name: 'Mobile' })
    await mobile.getByRole('link', { name: 'Careers' }).click()

    await expect(mobile).toBeHidden()
    await expect(navigationBar(page)).toBeVisible()
    await expect(navigationStatus(page)).toHaveCount(1)
    await expect(page).toHaveURL(/\/faq$/)

    release()
    await expect(page).toHaveURL(/\/careers$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(navigationBar(page)).toHaveCount(0)
  })

  test('a footer link does the same', async ({ page }) => {
    const release = await holdPages(page, (path) => path === '/sitemap')
    await page.goto('/contact')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' }).click()
    await expect(navigationBar(page)).toBeVisible()
    await expect(page).toHaveURL(/\/contact$/)
    release()
    await expect(page).toHaveURL(/\/sitemap$/)
    await expect(navigationBar(page)).toHaveCount(0)
  })
})

test.describe('cookie banner', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  test('appears after a second and remembers Accept All Cookies', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'We Value Your Privacy' })
    await page.waitForTimeout(300)
    await expect(banner).toHaveCount(0)
    await expect(banner).toBeVisible({ timeout: 3000 })
    await expect(banner.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('target', '_blank')
    await banner.getByRole('button', { name: 'Accept All Cookies' }).click()
    await expect(banner).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted')
    await page.reload()
    await page.waitForTimeout(1500)
    await expect(banner).toHaveCount(0)
  })

  for (const width of [360, 1440]) {
    test(`at ${width} px, has no serious or critical axe violations, its own or the page's`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto('/contact')
      await expect(page.getByRole('region', { name: 'We Value Your Privacy' })).toBeVisible()
      expect(await seriousAxeViolations(page)).toEqual([])
    })
  }

  test("does not count as the page's largest content, a second late, on a page of short texts (a phone on the site map)", async ({ page }) => {
    // Search engines read the Largest Contentful Paint as a page's loading speed: the banner's paragraph, painted a
    // second late, outsized the site map's texts and became it.
    await page.setViewportSize({ width: 412, height: 823 })
    await page.addInitScript(() => {
      const w = window as unknown as { lcp: Element[] }
      w.lcp = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) if (entry.element) w.lcp.push(entry.element)
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    await page.goto('/sitemap')
    await expect(page.getByRole('region', { name: 'We Value Your Privacy' })).toBeVisible()
    await page.waitForTimeout(500)
    const largest = await page.evaluate(() => {
      const last = (window as unknown as { lcp: Element[] }).lcp.at(-1)
      return last ? { inBanner: Boolean(last.closest('[aria-labelledby="cookie-heading"]')), text: last.textContent?.slice(0, 40) } : null
    })
    expect(largest).not.toBeNull()
    expect(largest!.inBanner, `the LCP element: "${largest!.text}"`).toBe(false)
  })

  test('leaves the rest of the page usable beside it on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/')
    await expect(page.getByRole('region', { name: 'We Value Your Privacy' })).toBeVisible()
    await page.getByRole('button', { name: 'Chat with our financial assistant' }).click()
    await expect(page.getByRole('dialog', { name: 'Financial Assistant' })).toBeVisible()
  })

  test('never covers the chat button where both show, from a 1024 px tablet to a wide desktop', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const banner = page.getByRole('region', { name: 'We Value Your Privacy' })
    const chat = page.getByRole('button', { name: 'Chat with our financial assistant' })
    for (const width of [1024, 1040, 1100, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/about')
      await expect(banner).toBeVisible()
      await expect(chat).toBeVisible()
      const [b, c] = [(await banner.boundingBox())!, (await chat.boundingBox())!]
      // 1 rem or more between them (at 1024 px the banner lay over the button's left edge, at 1040 px against it).
      expect(c.x - (b.x + b.width), `at ${width} px`).toBeGreaterThanOrEqual(16)
      // A tap on the button's left edge is the button's.
      expect(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('[data-chat-launcher]') !== null, [c.x + 3, c.y + c.height / 2])).toBe(true)
    }
  })

  test('and an open chat panel, full or minimised, never cover each other’s buttons', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const banner = page.getByRole('region', { name: 'We Value Your Privacy' })
    const panel = page.getByRole('dialog', { name: 'Financial Assistant' })
    // Whether the middle of each of the banner's buttons and the panel's is theirs to tap, and the room between the two.
    const check = async (width: number, state: string) => {
      const [b, p] = [(await banner.boundingBox())!, (await panel.boundingBox())!]
      expect(p.x - (b.x + b.width), `at ${width} px, ${state}`).toBeGreaterThanOrEqual(16)
      for (const button of [
        banner.getByRole('button', { name: 'Decline Optional Cookies' }),
        banner.getByRole('button', { name: 'Accept All Cookies' }),
        panel.getByRole('button', { name: /^(Minimise|Expand) chat$/ }),
        panel.getByRole('button', { name: 'Close chat' }),
      ]) {
        expect(await ownsItsMiddle(button), `at ${width} px, ${state}: ${await button.textContent()}`).toBe(true)
      }
      // The banner's buttons keep their words on one line (side by side in a narrow banner they broke into three).
      for (const name of ['Decline Optional Cookies', 'Accept All Cookies']) {
        expect((await banner.getByRole('button', { name }).boundingBox())!.height, `at ${width} px, ${state}: ${name}`).toBeLessThan(48)
      }
    }
    for (const width of [1024, 1440]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/about')
      await expect(banner).toBeVisible()
      await page.getByRole('button', { name: 'Chat with our financial assistant' }).click()
      await expect(panel).toBeVisible()
      await check(width, 'the chat open')
      await panel.getByRole('button', { name: 'Minimise chat' }).click()
      await check(width, 'the chat minimised')
    }
    // On a tablet the chat button hides while the banner shows: a chat opened in the second before it came up.
    await page.clock.install()
    await page.setViewportSize({ width: 800, height: 1000 })
    await page.goto('/about')
    await page.getByRole('button', { name: 'Chat with our financial assistant' }).click()
    await expect(panel).toBeVisible()
    await page.clock.runFor(1100)
    await expect(banner).toBeVisible()
    await check(800, 'the chat open')
  })

  test('narrower than 48 rem, a chat opened in the second before it came up goes above it: neither covers the other’s buttons (on a phone, upright or sideways, it is the whole screen until minimised)', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const banner = page.getByRole('region', { name: 'We Value Your Privacy' })
    const panel = page.getByRole('dialog', { name: 'Financial Assistant' })
    // The panel wholly above the banner, and the middle of each of their buttons theirs to tap (the banner's Accept lay
    // under the panel on a small tablet, and under the minimised chat on a phone).
    const check = async (where: string) => {
      const [b, p] = [(await banner.boundingBox())!, (await panel.boundingBox())!]
      expect(b.y - (p.y + p.height), where).toBeGreaterThanOrEqual(0)
      for (const button of [
        banner.getByRole('button', { name: 'Decline Optional Cookies' }),
        banner.getByRole('button', { name: 'Accept All Cookies' }),
        banner.getByRole('button', { name: /close/i }),
        panel.getByRole('button', { name: /^(Minimise|Expand) chat$/ }),
        panel.getByRole('button', { name: 'Close chat' }),
      ]) {
        expect(await ownsItsMiddle(button), `${where}: ${(await button.getAttribute('aria-label')) ?? await button.textContent()}`).toBe(true)
      }
    }
    await page.clock.install()
    for (const [width, height] of [
      [700, 800],
      [360, 780],
      // A phone held sideways: the panel above the banner was squeezed to 140 px, its message box cut off.
      [740, 360],
    ]) {
      await page.setViewportSize({ width, height })
      await page.goto('/about')
      await page.getByRole('button', { name: 'Chat with our financial assistant' }).click()
      await expect(panel).toBeVisible()
      // On a phone the open chat is the whole screen (modal: the banner waits behind it); minimised it is not.
      const sheet = width < 640 || height < 480
      expect(await panel.evaluate((el) => el.matches(':modal')), `at ${width}x${height}, the chat open is modal`).toBe(sheet)
      if (sheet) {
        expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width, height })
        await expect(panel.getByLabel('Your question')).toBeInViewport({ ratio: 1 })
        await panel.getByRole('button', { name: 'Minimise chat' }).click()
      }
      await page.clock.runFor(1100)
      await expect(banner).toBeVisible()
      if (!sheet) {
        await check(`at ${width} px, the chat open`)
        await panel.getByRole('button', { name: 'Minimise chat' }).click()
      }
      await check(`at ${width} px, the chat minimised`)
      // Answered, the panel goes back down to the screen's corner.
      await banner.getByRole('button', { name: 'Accept All Cookies' }).click()
      await expect(banner).toHaveCount(0)
      await expect.poll(async () => height - (await panel.boundingBox())!.y - (await panel.boundingBox())!.height).toBe(16)
      await page.evaluate(() => localStorage.removeItem('cookieConsent'))
    }
  })

  test('a toast shows above it and beside an open chat panel, never over their buttons or the chat’s message box', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const banner = page.getByRole('region', { name: 'We Value Your Privacy' })
    const panel = page.getByRole('dialog', { name: 'Financial Assistant' })
    const toast = toasts(page, /bookmarks/)
    // Whether the middle of each control is its own to tap (not under the toast), and the toast's own close button.
    const tappable = async (where: string, controls: Locator[]) => {
      for (const control of [...controls, toast.getByRole('button', { name: 'Dismiss notification' })]) {
        expect(await ownsItsMiddle(control), `${where}: ${(await control.getAttribute('aria-label')) ?? (await control.textContent())}`).toBe(true)
      }
    }
    // The pointer then rests on the toast, which keeps it while it is measured (a slow machine takes seconds).
    const bookmark = async () => {
      await page.getByRole('button', { name: /^Bookmark/ }).first().click()
      await expect(toast).toHaveCount(1)
      await toast.hover()
    }
    const dismiss = async () => {
      await toast.getByRole('button', { name: 'Dismiss notification' }).click()
      await expect(toast).toHaveCount(0)
    }
    const bannerButtons = [banner.getByRole('button', { name: 'Decline Optional Cookies' }), banner.getByRole('button', { name: 'Accept All Cookies' })]
    const chatControls = [panel.getByLabel('Your question'), panel.getByRole('button', { name: 'Close chat' })]
    const article = '/blog/gst-registration-who-must-register'

    // A phone: the banner spans the screen's bottom; the toast sits above it.
    await page.setViewportSize({ width: 360, height: 780 })
    await page.goto(article)
    await expect(banner).toBeVisible()
    await bookmark()
    expect((await toast.boundingBox())!.y + (await toast.boundingBox())!.height).toBeLessThanOrEqual((await banner.boundingBox())!.y)
    await tappable('at 360 px', bannerButtons)
    await dismiss()

    for (const width of [1024, 1440]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(article)
      await expect(banner).toBeVisible()
      // Nothing else showing, the toast stays above the banner and clear of the chat button.
      await bookmark()
      await tappable(`at ${width} px`, [...bannerButtons, page.getByRole('button', { name: 'Chat with our financial assistant' })])
      await dismiss()
      // The chat open: the toast beside the panel, above the banner.
      await page.getByRole('button', { name: 'Chat with our financial assistant' }).click()
      await expect(panel).toBeVisible()
      await bookmark()
      const [t, p] = [(await toast.boundingBox())!, (await panel.boundingBox())!]
      expect(p.x - (t.x + t.width), `at ${width} px`).toBeGreaterThanOrEqual(16)
      expect(t.x, `at ${width} px`).toBeGreaterThanOrEqual(16)
      await tappable(`at ${width} px, the chat open`, [...bannerButtons, ...chatControls])
      await dismiss()
      // Answered, the banner gone: the toast comes down beside the panel, still off its message box.
      await bannerButtons[1].click()
      await expect(banner).toHaveCount(0)
      await bookmark()
      const low = (await toast.boundingBox())!
      expect(low.y + low.height, `at ${width} px, no banner`).toBeGreaterThan(800 - 120)
      await tappable(`at ${width} px, the chat open, no banner`, chatControls)
      await dismiss()
      await page.evaluate(() => localStorage.removeItem('cookieConsent'))
    }

    // A small tablet (700 px): the panel leaves 272 px beside it, where the toast goes, narrower.
    await page.setViewportSize({ width: 700, height: 800 })
    await page.evaluate(() => localStorage.setItem('cookieConsent', 'accepted'))
    await page.goto(article)
    await page.getByRole('button', { name: 'Chat with our financial assistant' }).click()
    await expect(panel).toBeVisible()
    await bookmark()
    const [t, p] = [(await toast.boundingBox())!, (await panel.boundingBox())!]
    expect(p.x - (t.x + t.width), 'at 700 px').toBeGreaterThanOrEqual(16)
    expect(t.x, 'at 700 px').toBeGreaterThanOrEqual(16)
    await tappable('at 700 px, the chat open', chatControls)
  })

  test('fits a short screen: a laptop zoomed to 200 % or a phone held sideways', async ({ page }) => {
    // 640 x 256 px: a 1280 x 512 window zoomed to 200 %. The banner had grown past the top of the screen, its heading
    // and close button out of reach.
    await page.setViewportSize({ width: 640, height: 256 })
    await page.goto('/about')
    const banner = page.getByRole('region', { name: 'We Value Your Privacy' })
    const heading = banner.getByRole('heading', { name: 'We Value Your Privacy' })
    await expect(heading).toBeVisible()
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(0)
    // What does not fit scrolls within it, down to the buttons.
    await banner.getByRole('button', { name: 'Accept All Cookies' }).scrollIntoViewIfNeeded()
    const accept = (await banner.getByRole('button', { name: 'Accept All Cookies' }).boundingBox())!
    expect(accept.y + accept.height).toBeLessThanOrEqual(256)
    await banner.getByRole('button', { name: 'Close cookie banner' }).click()
    await expect(banner).toHaveCount(0)

    // A phone held sideways: the notice reads across the banner's width, the buttons below it, and the banner
    // leaves most of the screen to the page.
    await page.setViewportSize({ width: 740, height: 360 })
    await page.evaluate(() => localStorage.removeItem('cookieConsent'))
    await page.reload()
    await expect(heading).toBeVisible()
    const box = (await banner.getByRole('paragraph').boundingBox())!
    const whole = (await banner.boundingBox())!
    expect(box.width).toBeGreaterThan(whole.width * 0.7)
    expect(whole.height).toBeLessThan(360 * 0.55)
  })

  test('never hides the link or field a keyboard user moves to behind it, on a phone or a desktop', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const banner = page.getByRole('region', { name: 'We Value Your Privacy' })
    for (const [width, height] of [
      [360, 780],
      [1440, 900],
    ]) {
      await page.setViewportSize({ width, height })
      const hidden: string[] = []
      // Through the page from its start (the cards' links, the FAQ, the enquiry form's fields), and back from its end
      // (the chat button, the footer's last links).
      for (const [key, presses] of [
        ['Tab', 50],
        ['Shift+Tab', 20],
      ] as const) {
        await page.goto('/')
        await expect(banner).toBeVisible()
        for (let i = 0; i < presses; i++) {
          await page.keyboard.press(key)
          const seen = await page.evaluate(() => {
            const el = document.activeElement as HTMLElement
            if (el.closest('[aria-labelledby="cookie-heading"]')) return null
            const b = el.getBoundingClientRect()
            const points = [
              [b.left + b.width / 2, b.top + b.height / 2],
              [b.left + 2, b.top + 2],
              [b.right - 2, b.bottom - 2],
            ]
            const drawn = points.some(([x, y]) => {
              const top = y >= 0 && y < innerHeight ? document.elementFromPoint(x, y) : null
              return top !== null && (el.contains(top) || top.contains(el))
            })
            return drawn ? null : (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 40)
          })
          if (seen) hidden.push(`${key}: ${seen}`)
        }
      }
      expect(hidden, `at ${width} px`).toEqual([])
    }
  })

  test('stores declined for Decline Optional Cookies and for the close button', async ({ page }) => {
    await page.goto('/about')
    const banner = page.getByRole('region', { name: 'We Value Your Privacy' })
    await banner.getByRole('button', { name: 'Decline Optional Cookies' }).click()
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('declined')
    await page.evaluate(() => localStorage.removeItem('cookieConsent'))
    await page.reload()
    await banner.getByRole('button', { name: 'Close cookie banner' }).click()
    await expect(banner).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('declined')
  })

  test('an answer given in another tab of the site closes it in this one, and a tab opened just before is not asked', async ({ context, page }) => {
    const banner = (tab: typeof page) => tab.getByRole('region', { name: 'We Value Your Privacy' })
    await page.goto('/about')
    await expect(banner(page)).toBeVisible()
    const other = await context.newPage()
    await other.goto('/faq')
    await banner(other).getByRole('button', { name: 'Accept All Cookies' }).click()
    await expect(banner(page)).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted')

    // A tab opened a moment before the visitor answers in another one: its second has not passed yet, and it never asks.
    await other.evaluate(() => localStorage.removeItem('cookieConsent'))
    const third = await context.newPage()
    await third.goto('/contact')
    await other.evaluate(() => localStorage.setItem('cookieConsent', 'declined'))
    await third.waitForTimeout(1500)
    await expect(banner(third)).toHaveCount(0)
    await expect(banner(page)).toHaveCount(0)
  })

  test('puts a keyboard user back where they came into it from once answered', async ({ page }) => {
    await page.goto('/about')
    const banner = page.getByRole('region', { name: 'We Value Your Privacy' })
    await expect(banner).toBeVisible()
    const chat = page.getByRole('button', { name: 'Chat with our financial assistant' })
    await chat.focus()
    await page.keyboard.press('Tab')
    await expect(banner.getByRole('link', { name: 'Privacy Policy' })).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(banner.getByRole('button', { name: 'Accept All Cookies' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(banner).toHaveCount(0)
    await expect(chat).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(page.locator('footer a').last()).toBeFocused()
  })
})

test.describe('toasts', () => {
  const article = '/blog/gst-registration-who-must-register'
  const bookmarkToasts = (page: Page) => toasts(page, /bookmarks/)
  const bookmark = (page: Page) => page.getByRole('button', { name: /^Bookmark/ }).first()

  test('are read out as they come, from a live region there before the first, and showing, break no serious axe rule', async ({ page }) => {
    await page.goto(article)
    // A live region added with its text (as each toast is) is not reliably read out: the list is there from the start.
    await expect(page.getByRole('region', { name: 'Notifications (alt+T)' }).getByRole('list')).toHaveAttribute('aria-live', 'polite')
    await expect(toasts(page)).toHaveCount(0)
    await bookmark(page).click()
    await bookmark(page).click()
    await expect(bookmarkToasts(page)).toHaveCount(2)
    expect(await seriousAxeViolations(page, (axe) => axe.include('[data-toaster]'))).toEqual([])
  })

  test('a toast stays while the pointer is on it and goes 4 s after it leaves; swiped 50 px to the right it goes, less and it springs back', async ({ page }) => {
    await page.clock.install()
    await page.goto(article)
    // The page's time stands still but for runFor: the toast's 4 s are the clock's, however slow the machine.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await bookmark(page).click()
    const toast = bookmarkToasts(page)
    await expect(toast).toHaveText(/Added to bookmarks/)
    await toast.hover()
    await page.clock.runFor(10_000)
    await expect(toast).toHaveCount(1)
    await page.mouse.move(10, 300)
    await page.clock.runFor(3000)
    await expect(toast).toHaveCount(1)
    await page.clock.runFor(1100)
    await expect(toast).toHaveCount(0)

    // A short drag springs back; a 60 px one to the right takes it away.
    await bookmark(page).click()
    await expect(toast).toHaveText(/Removed from bookmarks/)
    const drag = async (by: number) => {
      const box = (await toast.getByText(/bookmarks/).boundingBox())!
      await page.mouse.move(box.x + 10, box.y + box.height / 2)
      await page.mouse.down()
      await page.mouse.move(box.x + 10 + by / 2, box.y + box.height / 2)
      await page.mouse.move(box.x + 10 + by, box.y + box.height / 2)
      await page.mouse.up()
    }
    const left = (await toast.boundingBox())!.x
    await drag(30)
    await expect(toast).toHaveCount(1)
    await expect.poll(async () => (await toast.boundingBox())!.x).toBe(left)
    await drag(60)
    await expect(toast).toHaveCount(0)
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true })

    test('a toast swiped away with a finger goes; a short swipe leaves it', async ({ page, context }) => {
      await page.goto(article)
      await bookmark(page).tap()
      const toast = bookmarkToasts(page)
      await expect(toast).toHaveCount(1)
      await toast.hover() // held while the test measures it
      const box = (await toast.getByText(/bookmarks/).boundingBox())!
      // A finger, through the browser's touch input (Playwright's own touch API taps, it does not drag).
      const cdp = await context.newCDPSession(page)
      const y = box.y + box.height / 2
      const swipe = async (by: number) => {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + 10, y }] })
        for (let i = 1; i <= 5; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: box.x + 10 + (by * i) / 5, y }] })
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
      }
      await swipe(30)
      await expect(toast).toHaveCount(1)
      await swipe(80)
      await expect(toast).toHaveCount(0)
    })

    test('a toast that comes while the full-screen chat covers the page waits, and shows, read out, for its 4 s above the chat once minimised', async ({ page }) => {
      await page.clock.install()
      await page.goto(article)
      await page.getByRole('button', { name: 'Chat with our financial assistant' }).tap()
      const panel = page.getByRole('dialog', { name: 'Financial Assistant' })
      await expect(panel).toBeVisible()
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
      // A toast raised meanwhile (as an enquiry's answer arriving would): the page behind the chat is out of reach, so
      // from the page's script. Under the chat no one could see it, and the page there is inert, out of screen readers'
      // reach: it is not put in the toasts' live region yet (found by CSS, the accessibility tree leaving it out).
      await bookmark(page).evaluate((button: HTMLElement) => button.click())
      await expect(bookmark(page)).toHaveAttribute('aria-pressed', 'true')
      await page.clock.runFor(10_000)
      await expect(page.locator('[data-toaster] li')).toHaveCount(0)
      // Minimised, the page is seen again, and the toast comes, into the live region, above the chat's bar (it lay over
      // the bar's top), for its 4 s.
      await panel.getByRole('button', { name: 'Minimise chat' }).tap()
      await expect(bookmarkToasts(page)).toHaveCount(1)
      // (Measured once the toasts have slid up: they move in 200 ms.)
      const gap = async () => (await panel.boundingBox())!.y - (({ y, height }) => y + height)((await bookmarkToasts(page).boundingBox())!)
      await expect.poll(gap).toBeGreaterThanOrEqual(0)
      expect(await ownsItsMiddle(panel.getByRole('heading', { name: 'Financial Assistant' }))).toBe(true)
      await page.clock.runFor(3900)
      await expect(bookmarkToasts(page)).toHaveCount(1)
      await page.clock.runFor(200)
      await expect(bookmarkToasts(page)).toHaveCount(0)
    })
  })

  test('alt+T takes the keyboard to the toasts, which stay while it is there; a closed one hands it on, and Escape or the last one closed puts it back', async ({ page }) => {
    await page.clock.install()
    await page.goto(article)
    await bookmark(page).focus()
    // With none showing, alt+T leaves the keyboard where it is.
    await page.keyboard.press('Alt+t')
    await expect(bookmark(page)).toBeFocused()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await expect(bookmarkToasts(page)).toHaveText([/Removed from bookmarks/, /Added to bookmarks/])
    await page.keyboard.press('Alt+t')
    await expect(page.getByRole('region', { name: 'Notifications (alt+T)' })).toBeFocused()
    await page.clock.runFor(10_000)
    await expect(bookmarkToasts(page)).toHaveCount(2)

    // The newest first: closed, the keyboard is on the other one's button.
    await page.keyboard.press('Tab')
    await expect(bookmarkToasts(page).first().getByRole('button', { name: 'Dismiss notification' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(bookmarkToasts(page)).toHaveText([/Added to bookmarks/])
    await expect(bookmarkToasts(page).getByRole('button', { name: 'Dismiss notification' })).toBeFocused()
    await page.clock.runFor(10_000)
    await expect(bookmarkToasts(page)).toHaveCount(1)

    // Escape: back to Bookmark, and the toast has its time again.
    await page.keyboard.press('Escape')
    await expect(bookmark(page)).toBeFocused()
    await page.clock.runFor(4100)
    await expect(bookmarkToasts(page)).toHaveCount(0)

    // The last one closed from its button: back to Bookmark too.
    await page.keyboard.press('Enter')
    await expect(bookmarkToasts(page)).toHaveCount(1)
    await page.keyboard.press('Alt+t')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(bookmarkToasts(page)).toHaveCount(0)
    await expect(bookmark(page)).toBeFocused()
  })

  test('a fourth toast pushing out the one the keyboard is on hands the keyboard to the one now in its place', async ({ page }) => {
    await page.clock.install()
    await page.goto(article)
    for (let i = 0; i < 3; i++) await bookmark(page).click()
    await expect(bookmarkToasts(page)).toHaveText([/Added/, /Removed/, /Added/])
    // The keyboard on the oldest toast's button (the newest first).
    await page.keyboard.press('Alt+t')
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab')
    await expect(bookmarkToasts(page).last().getByRole('button', { name: 'Dismiss notification' })).toBeFocused()
    // A toast that comes while the keyboard is there (an answer arriving, say): clicked from the page's script, the
    // keyboard stays where it is.
    await bookmark(page).evaluate((button: HTMLElement) => button.click())
    await expect(bookmarkToasts(page)).toHaveText([/Removed/, /Added/, /Removed/])
    await expect(bookmarkToasts(page).last().getByRole('button', { name: 'Dismiss notification' })).toBeFocused()
    // Still at the toasts, so they stay; Escape goes back to Bookmark.
    await page.clock.runFor(10_000)
    await expect(bookmarkToasts(page)).toHaveCount(3)
    await page.keyboard.press('Escape')
    await expect(bookmark(page)).toBeFocused()
  })
})

test.describe('tooltips', () => {
  // The tooltip an icon-only control shows (its name, drawn by globals.css), or null while it shows none.
  const tipOf = (control: Locator) =>
    control.evaluate((el) => (el.hasAttribute('data-tip-open') ? getComputedStyle(el, '::after').content.replace(/^"|"$/g, '') : null))
  // Whether the point `dx`, `dy` from the control's right edge and middle is the tooltip's (it belongs to the control):
  // the tooltip is there, on top and inside the screen.
  const tipAt = (control: Locator, dx: number, dy: number) =>
    control.evaluate((el, [dx, dy]) => {
      const r = el.getBoundingClientRect()
      const [x, y] = [r.right + dx, r.top + r.height / 2 + dy]
      return x >= 0 && x < innerWidth && y >= 0 && y < innerHeight && el.contains(document.elementFromPoint(x, y))
    }, [dx, dy])

  test('an icon’s name shows 700 ms after the pointer rests on it, at once on its neighbour, and goes when the pointer leaves, on Escape or on a press', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.clock.install()
    await page.goto('/')
    // The page's time stands still but for runFor: the delays are the clock's, however slow the machine.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    const topBar = page.getByRole('banner')
    const linkedIn = topBar.getByRole('link', { name: 'LinkedIn (opens in a new tab)' })
    const facebook = topBar.getByRole('link', { name: 'Facebook (opens in a new tab)' })
    await linkedIn.hover()
    await page.clock.runFor(600)
    expect(await tipOf(linkedIn)).toBeNull()
    await page.clock.runFor(150)
    expect(await tipOf(linkedIn)).toBe('LinkedIn (opens in a new tab)')
    // Below it, its right edge level with the icon's (the icon is at the screen's right): on the screen, readable.
    expect(await tipAt(linkedIn, -6, 30)).toBe(true)
    // The pointer can go over to it to read it: it stays.
    const box = (await linkedIn.boundingBox())!
    await page.mouse.move(box.x + box.width - 6, box.y + box.height + 3)
    await page.mouse.move(box.x + box.width - 6, box.y + box.height + 14)
    await page.clock.runFor(1000)
    expect(await tipOf(linkedIn)).toBe('LinkedIn (opens in a new tab)')

    // The next icon along: at once (within the 300 ms skip delay), the first one gone.
    await facebook.hover()
    await page.clock.runFor(10)
    expect(await tipOf(linkedIn)).toBeNull()
    expect(await tipOf(facebook)).toBe('Facebook (opens in a new tab)')
    // Away: it goes; back after a while, 700 ms again.
    await page.mouse.move(700, 500)
    expect(await tipOf(facebook)).toBeNull()
    await page.clock.runFor(2000)
    await facebook.hover()
    await page.clock.runFor(300)
    expect(await tipOf(facebook)).toBeNull()
    await page.clock.runFor(450)
    expect(await tipOf(facebook)).not.toBeNull()
    // Escape: gone, and not back while the pointer stays.
    await page.keyboard.press('Escape')
    expect(await tipOf(facebook)).toBeNull()
    await page.clock.runFor(2000)
    expect(await tipOf(facebook)).toBeNull()

    // The chat button: left of it. Pressed, it opens the chat, whose header's buttons are named below them.
    const launcher = page.getByRole('button', { name: 'Chat with our financial assistant' })
    await launcher.hover()
    await page.clock.runFor(750)
    expect(await tipOf(launcher)).toBe('Chat with our financial assistant')
    expect(await tipAt(launcher, -((await launcher.boundingBox())!.width + 20), 0)).toBe(true)
    await launcher.click()
    // The panel loads on this first use: the clock runs until it is there.
    await page.clock.resume()
    const panel = page.getByRole('dialog', { name: 'Financial Assistant' })
    await expect(panel).toBeVisible()
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    const minimise = panel.getByRole('button', { name: 'Minimise chat' })
    await minimise.hover()
    await page.clock.runFor(750)
    expect(await tipOf(minimise)).toBe('Minimise chat')
    expect(await tipAt(minimise, -6, 30)).toBe(true)
    // Pressed: gone, and not back while the pointer stays; away and back, it names what the button does now, over the
    // minimised bar's title (the panel clips what goes past its edge).
    await minimise.click()
    const expand = panel.getByRole('button', { name: 'Expand chat' })
    await page.clock.runFor(2000)
    expect(await tipOf(expand)).toBeNull()
    await page.mouse.move(700, 500)
    await expand.hover()
    await page.clock.runFor(750)
    expect(await tipOf(expand)).toBe('Expand chat')
    expect(await tipAt(expand, -((await expand.boundingBox())!.width + 20), 0)).toBe(true)
  })

  test('the keyboard shows them too: the first Escape closes the tooltip, the next the chat', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.clock.install()
    await page.goto('/faq')
    const launcher = page.getByRole('button', { name: 'Chat with our financial assistant' })
    await launcher.focus()
    await page.keyboard.press('Enter')
    const panel = page.getByRole('dialog', { name: 'Financial Assistant' })
    await expect(panel).toBeVisible()
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    // The keyboard on the header's last button (moved there from the question box, as Tab would).
    const close = panel.getByRole('button', { name: 'Close chat' })
    await close.focus()
    await expect(close).toBeFocused()
    await page.clock.runFor(750)
    expect(await tipOf(close)).toBe('Close chat')
    await page.keyboard.press('Escape')
    expect(await tipOf(close)).toBeNull()
    await expect(panel).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(panel).toHaveCount(0)
    await expect(launcher).toBeFocused()
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true })

    test('a tap shows none, nor does the chat’s keeping the focus on Minimise as it goes from the whole screen to a bar', async ({ page }) => {
      await page.clock.install()
      await page.goto('/faq')
      await page.getByRole('button', { name: 'Chat with our financial assistant' }).tap()
      const minimise = page.getByRole('dialog', { name: 'Financial Assistant' }).getByRole('button', { name: 'Minimise chat' })
      await minimise.tap()
      await page.clock.runFor(2000)
      expect(await page.locator('[data-tip-open]').count()).toBe(0)
    })
  })
})

test.describe('back/forward cache', () => {
  // Playwright starts Chromium with the back/forward cache off; a visitor's browser has it on. A page that cannot be
  // kept in it (an `unload` listener, `Cache-Control: no-store`, an open connection) is loaded and drawn again on Back.
  test('a visitor who leaves the site and comes Back gets each page back at once, as they left it', async ({ playwright, baseURL }) => {
    const browser = await playwright.chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
    })
    try {
      const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [{ origin: new URL(baseURL!).origin, localStorage: [{ name: 'cookieConsent', value: 'declined' }] }] } })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Page.enable')
      let notKept: string[] = []
      cdp.on('Page.backForwardCacheNotUsed', (event) => {
        notKept = event.notRestoredExplanations.map((why) => `${why.type}: ${why.reason}`)
      })
      for (const path of ['/', '/services/gst-services', '/about', '/faq', '/contact', '/careers', '/blog', '/blog/gst-registration-who-must-register', '/privacy-policy']) {
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        await page.evaluate(() => Object.assign(window, { stillHere: true }))
        notKept = []
        // Another address that is no page of the App Router: the browser leaves the page as it would for another site.
        await page.goto('/robots.txt')
        // A page restored from the cache fires no `load`: Back is over once the address is the page's again.
        await page.goBack({ waitUntil: 'commit' })
        await expect(page).toHaveURL(path)
        expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere === true), `${path} was loaded again: ${notKept.join('; ')}`).toBe(true)
      }

      // What the visitor had typed and the list it chose are there too.
      await page.goto('/blog')
      await page.getByLabel('Search articles').fill('gst')
      await expect(page).toHaveURL(/\/blog\?q=gst$/)
      const shown = await page.locator('main article').count()
      await page.goto('/robots.txt')
      await page.goBack({ waitUntil: 'commit' })
      await expect(page.getByLabel('Search articles')).toHaveValue('gst')
      expect(await page.locator('main article').count()).toBe(shown)
    } finally {
      await browser.close()
    }
  })
})

test.describe('error screen and redirects', () => {
  test('an uncaught rendering error shows the full-page fallback with a working refresh and contact details', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await page.goto('/test-error')
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    await expect(page.getByText("We're sorry, but something went wrong. Please try refreshing the page.")).toBeVisible()
    await expect(page.locator('main a[href^="tel:"]')).toBeVisible()
    await expect(page.locator('main a[href^="mailto:"]')).toBeVisible()
    const reload = page.waitForEvent('load')
    await page.getByRole('button', { name: 'Refresh Page' }).click()
    await reload
    expect(errors.length).toBeGreaterThan(0)
  })

  test('the old admin addresses open the Payload admin sign-in', async ({ page }) => {
    for (const path of ['/auth', '/seo-admin', '/keyword-tracking']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/admin\/login/)
    }
  })
})

test.describe("without the page's script", () => {
  test.use({ javaScriptEnabled: false })

  test('on a phone, the menu opens and its links lead to the pages, and no dead chat button shows', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Chat with our financial assistant' })).toBeHidden()
    const mobile = page.getByRole('navigation', { name: 'Mobile' })
    await expect(mobile).toBeHidden()
    await menuButton(page).click()
    await expect(mobile).toBeVisible()
    await mobile.getByRole('link', { name: 'About Us' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('on a desktop, Our Firm opens by click and by keyboard, and Get Started leads to the contact form', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/services/gst-services')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(menuButton(page)).toBeHidden()
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeHidden()
    await firmButton(page).click()
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeVisible()
    await firmButton(page).click()
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeHidden()
    await firmButton(page).focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/about$/)

    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click()
    await expect(page).toHaveURL(/\/#contact$/)
    await expect(page.locator('#contact')).toBeInViewport()
  })

  test("the home page shows its frequently asked questions, which open, not a loading skeleton", async ({ page }) => {
    await page.goto('/')
    const faq = page.locator('section', { has: page.getByRole('heading', { name: 'Frequently Asked Questions' }) })
    const questions = faq.locator('details > summary')
    await expect(questions).toHaveCount(5)
    await expect(questions.first()).toBeVisible()
    await expect(faq.locator('.motion-safe\\:animate-pulse')).toHaveCount(0)
    await questions.first().click()
    await expect(faq.locator('details[open] p').first()).toBeVisible()
  })

  test('an address the site has no page for shows the 404 page in full, with the menu, suggestions and footer', async ({ page }) => {
    // A made-up address, a borrowed one, and a service the site does not have: each drawn by the server, not by script.
    for (const [path, suggested] of [
      ['/this-page-does-not-exist', null],
      ['/contact-us', 'Contact Us'],
      ['/services/gst', 'GST Services'],
    ] as const) {
      const res = await page.goto(path)
      expect(res?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' }), path).toBeVisible()
      await expect(page).toHaveTitle(/^Page not found \| /)
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      const suggestions = page.getByRole('navigation', { name: 'Were you looking for' })
      if (suggested) await expect(suggestions.getByRole('link').first(), path).toHaveAccessibleName(suggested)
      else await expect(suggestions, path).toHaveCount(0)
    }
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test("careers filter the openings and open each one's details and its Apply link; an article's Share opens its links, and no bookmark, copy link or reading progress that would do nothing shows", async ({ page }) => {
    await page.goto('/careers')
    const openings = page.locator('#openings [data-job-type]')
    const count = await openings.count()
    expect(count).toBeGreaterThanOrEqual(7)
    // The filter works without script (before, it was hidden): its radio buttons drive what the page's CSS shows.
    const kinds = page.getByRole('group', { name: 'Filter openings' })
    const graduates = await page.locator('#openings [data-job-type="graduate"]').count()
    expect(graduates).toBeGreaterThan(0)
    expect(graduates).toBeLessThan(count)
    await kinds.getByText('Graduate', { exact: true }).click()
    await expect(openings.filter({ visible: true })).toHaveCount(graduates)
    await kinds.getByText('All Positions', { exact: true }).click()
    await expect(openings.filter({ visible: true })).toHaveCount(count)
    for (const opening of await openings.all()) {
      await expect(opening.getByRole('link', { name: /^Apply Now for / })).toBeHidden()
      await opening.locator('summary').click()
      await expect(opening.getByRole('link', { name: /^Apply Now for / })).toBeVisible()
      await expect(opening.getByRole('heading', { name: 'Requirements' })).toBeVisible()
    }
    // One at a time: the last one opened is the one open.
    await expect(page.getByRole('heading', { name: 'Requirements' }).filter({ visible: true })).toHaveCount(1)

    await page.goto('/blog/gst-registration-who-must-register')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.locator('main summary', { hasText: 'Share' }).click()
    // Each network's share page, in a new tab, for the article's own address.
    const article = encodeURIComponent(new URL('/blog/gst-registration-who-must-register', page.url()).pathname)
    for (const [network, address] of [
      ['Facebook', 'https://www.facebook.com/sharer/sharer.php?u='],
      ['Twitter', 'https://twitter.com/intent/tweet?url='],
      ['LinkedIn', 'https://www.linkedin.com/sharing/share-offsite/?url='],
      ['WhatsApp', 'https://wa.me/?text='],
    ]) {
      const link = page.getByRole('link', { name: `Share on ${network}` })
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute('href', new RegExp(`^${address.replace(/[?.]/g, '\\$&')}[^&]*${article}`))
      await expect(link).toHaveAttribute('target', '_blank')
    }
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden()
    await expect(page.getByRole('button', { name: /^Bookmark/ })).toBeHidden()
    await expect(page.getByRole('progressbar', { name: 'Reading progress' })).toBeHidden()
  })
})
