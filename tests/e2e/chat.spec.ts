import { expect, test, type Locator, type Page } from '@playwright/test'

import { holdScripts, visitorIp } from '../helpers/e2e'

/** Opens the assistant on the page shown and returns its panel. */
async function openAssistant(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Chat with our financial assistant' }).click()
  return page.getByRole('dialog', { name: 'Financial Assistant' })
}

/** Opens the assistant from the keyboard (Enter on its button); returns the button and the panel. */
async function openAssistantByKeyboard(page: Page): Promise<{ launcher: Locator; panel: Locator }> {
  const launcher = page.getByRole('button', { name: 'Chat with our financial assistant' })
  await launcher.focus()
  await page.keyboard.press('Enter')
  return { launcher, panel: page.getByRole('dialog', { name: 'Financial Assistant' }) }
}

/** Types a question into the panel and sends it with Enter. */
async function ask(panel: Locator, question: string) {
  await panel.getByLabel('Your question').fill(question)
  await panel.getByLabel('Your question').press('Enter')
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorIp() })
})

test('a visitor opens the assistant, asks, sees Thinking..., gets answers, minimises and closes it', async ({ page }) => {
  await page.goto('/faq')
  const panel = await openAssistant(page)
  await expect(panel).toBeVisible()
  expect(Math.round((await panel.boundingBox())!.height)).toBe(550)
  await expect(panel.getByRole('log')).toContainText("I'm your financial assistant")

  const input = panel.getByLabel('Your question')
  const send = panel.getByRole('button', { name: 'Send' })
  await expect(send).toBeDisabled()
  await input.fill('   ')
  await expect(send).toBeDisabled()

  await input.fill('SLOW: what is the GST threshold?')
  await input.press('Enter')
  await expect(panel.getByText('Thinking...')).toBeVisible()
  await expect(send).toBeDisabled()
  await expect(panel.getByText('Answer to: SLOW: what is the GST threshold?')).toBeVisible()
  await expect(panel.getByText('Thinking...')).toHaveCount(0)

  await input.fill('Now FAIL please')
  await send.click()
  await expect(panel.getByText('I apologize, but I encountered an error while processing your request. Please try again.')).toBeVisible()

  await panel.getByRole('button', { name: 'Minimise chat' }).click()
  await expect(panel.getByRole('log')).toHaveCount(0)
  await expect(panel.getByRole('button', { name: 'Expand chat' })).toBeVisible()
  await panel.getByRole('button', { name: 'Close chat' }).click()
  await expect(panel).toHaveCount(0)
  // Reopening keeps the conversation and is not minimised.
  await expect((await openAssistant(page)).getByRole('log')).toContainText('Answer to: SLOW')
})

test('an answer shows its formatting, and its link to a service page opens that page with the conversation still there', async ({ page }) => {
  await page.goto('/faq')
  const panel = await openAssistant(page)
  await ask(panel, 'MARKDOWN: when is GSTR-1 due?')
  const answer = panel.getByRole('listitem').filter({ hasText: 'is due on the' })
  await expect(answer.locator('strong')).toHaveText('GSTR-1')
  await expect(answer.getByRole('listitem')).toHaveText(['Monthly filers: the 11th', 'Quarterly filers (QRMP): the 13th'])
  await expect(answer).not.toContainText('**')
  // The reply's HTML is shown as text, and its javascript: link as words.
  await expect(answer).toContainText('<img src=x onerror="alert(1)">')
  await expect(answer.getByRole('link')).toHaveText(['GST Services', 'GST portal'])
  await expect(answer.getByRole('link', { name: 'GST portal' })).toHaveAttribute('target', '_blank')

  await answer.getByRole('link', { name: 'GST Services' }).click()
  await expect(page).toHaveURL(/\/services\/gst-services$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('GST')
  await expect(panel.getByRole('log')).toContainText('MARKDOWN: when is GSTR-1 due?')
})

test('a keyboard user opens the assistant, closes it with Escape or its close button, and is back on the button that opened it', async ({ page }) => {
  await page.goto('/faq')
  const { launcher, panel } = await openAssistantByKeyboard(page)
  await expect(panel.getByLabel('Your question')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(panel).toHaveCount(0)
  await expect(launcher).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(panel.getByLabel('Your question')).toBeFocused()
  await panel.getByRole('button', { name: 'Close chat' }).focus()
  await page.keyboard.press('Enter')
  await expect(panel).toHaveCount(0)
  await expect(launcher).toBeFocused()
})

test("on a phone the open assistant fills the screen, the page behind is out of reach and still; minimised, the page is the visitor's again", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto('/faq')
  await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }))
  const launcher = page.getByRole('button', { name: 'Chat with our financial assistant' })
  const panel = await openAssistant(page)
  const isModal = () => panel.evaluate((el) => el.matches(':modal'))
  expect(await isModal()).toBe(true)
  expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width: 360, height: 780 })
  // With an answer in the conversation, so that its links are among the stops too.
  await ask(panel, 'MARKDOWN: when is GSTR-1 due?')
  // The answer itself (until it comes, the third item is 'Thinking...', and its arrival moves the focus to the box).
  await expect(panel.getByRole('link', { name: 'GST Services' })).toBeVisible()
  // Tab goes round the panel's controls and the browser's own (the page's body stands for those here), never into the
  // page hidden behind it.
  const focusIn = () =>
    page.evaluate(() => (document.activeElement?.closest('dialog') ? 'panel' : document.activeElement === document.body ? 'browser' : 'page'))
  const seen = new Set<string>()
  for (const key of [...Array(14).fill('Tab'), ...Array(14).fill('Shift+Tab')]) {
    await page.keyboard.press(key)
    expect(await focusIn(), `after ${key}`).not.toBe('page')
    seen.add(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName ?? ''))
  }
  expect(seen).toContain('Close chat')
  expect(seen).toContain('TEXTAREA')
  expect(seen).toContain('A')
  // A tap lands on the panel, not on the page under it, and a swipe or the wheel on its header does not scroll that page.
  expect(await page.evaluate(() => document.elementFromPoint(180, 700)?.closest('dialog') !== null)).toBe(true)
  await page.mouse.move(180, 30)
  await page.mouse.wheel(0, 600)
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => window.scrollY)).toBe(400)

  await panel.getByRole('button', { name: 'Minimise chat' }).click()
  expect(await isModal()).toBe(false)
  await expect(panel.getByRole('button', { name: 'Expand chat' })).toBeFocused()
  expect((await panel.boundingBox())!.height).toBeLessThan(120)
  expect(await page.evaluate(() => window.scrollY)).toBe(400)
  await page.mouse.wheel(0, 200)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400)
  // Tab goes on past the bar into the page again (the bar is the page's last element: after it come the browser's own).
  for (let i = 0; i < 4 && (await focusIn()) !== 'page'; i++) await page.keyboard.press('Tab')
  expect(await focusIn()).toBe('page')

  // On a desktop it stays a panel beside the page.
  await page.setViewportSize({ width: 1440, height: 900 })
  await panel.getByRole('button', { name: 'Expand chat' }).click()
  expect(await isModal()).toBe(false)
  await expect(panel.getByRole('button', { name: 'Minimise chat' })).toBeFocused()
  expect(await panel.boundingBox()).toMatchObject({ x: 1440 - 16 - 380, width: 380, height: 550 })
  // A phone held sideways gets the whole screen too; a wide window as low keeps the panel beside the page.
  await page.setViewportSize({ width: 740, height: 360 })
  await expect.poll(isModal).toBe(true)
  await page.setViewportSize({ width: 1280, height: 400 })
  await expect.poll(isModal).toBe(false)
  expect(await panel.boundingBox()).toMatchObject({ x: 1280 - 16 - 380, width: 380, height: 400 - 32 })
  await panel.getByRole('button', { name: 'Close chat' }).click()
  await expect(launcher).toBeFocused()
})

test("on a phone, the browser's request to close the full-screen assistant (Android's Back gesture) closes it", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto('/faq')
  const launcher = page.getByRole('button', { name: 'Chat with our financial assistant' })
  const panel = await openAssistant(page)
  expect(await panel.evaluate((el) => el.matches(':modal'))).toBe(true)
  // What the browser fires at a modal dialog on Back (its close watcher): a cancelable 'cancel' event.
  expect(await panel.evaluate((el) => el.dispatchEvent(new Event('cancel', { cancelable: true })))).toBe(false)
  await expect(panel).toHaveCount(0)
  await expect(launcher).toBeFocused()
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible')
  await expect(page).toHaveURL(/\/faq$/)
})

test("on a phone or a tablet, the on-screen keyboard leaves the whole assistant in view: its header, the latest answer and the message box over the keyboard", async ({ page }) => {
  // A desktop Chromium has no on-screen keyboard. What a phone's browser does when one comes up: the page keeps its
  // layout under it, and the part the visitor sees (the visual viewport) gets lower, or moves down the page (Safari).
  await page.addInitScript(() => {
    const real = window.visualViewport!
    const keyboard = { height: 0, offsetTop: 0 }
    const viewport = new EventTarget()
    Object.defineProperties(viewport, {
      height: { get: () => real.height - keyboard.height },
      width: { get: () => real.width },
      offsetTop: { get: () => keyboard.offsetTop },
      offsetLeft: { get: () => 0 },
      scale: { get: () => real.scale },
    })
    Object.defineProperty(window, 'visualViewport', { value: viewport })
    Object.assign(window, {
      setKeyboard: (height: number, offsetTop = 0) => {
        Object.assign(keyboard, { height, offsetTop })
        viewport.dispatchEvent(new Event('resize'))
      },
    })
  })
  const setKeyboard = (height: number, offsetTop = 0) =>
    page.evaluate(([h, top]) => (window as unknown as { setKeyboard: (h: number, top: number) => void }).setKeyboard(h, top), [height, offsetTop])
  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto('/faq')
  const panel = await openAssistant(page)
  await ask(panel, 'MARKDOWN please')
  await expect(panel.getByText('Monthly filers: the 11th')).toBeVisible()
  await ask(panel, 'And the due dates?')
  await expect(panel.getByText('Answer to: And the due dates?')).toBeVisible()
  expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width: 360, height: 780 })

  /** The panel's header, latest answer, message box and Send button all between `top` and `bottom`. */
  const inView = async (top: number, bottom: number) => {
    for (const part of [
      panel.getByRole('button', { name: 'Close chat' }),
      panel.getByRole('log').getByRole('listitem').last(),
      panel.getByLabel('Your question'),
      panel.getByRole('button', { name: 'Send' }),
    ]) {
      const { y, height } = (await part.boundingBox())!
      expect(y, await part.evaluate((el) => el.outerHTML.slice(0, 60))).toBeGreaterThanOrEqual(top)
      expect(y + height).toBeLessThanOrEqual(bottom)
    }
    // The latest answer is at the log's foot, not hidden below it.
    const log = (await panel.getByRole('log').boundingBox())!
    const last = (await panel.getByRole('log').getByRole('listitem').last().boundingBox())!
    expect(last.y + last.height).toBeLessThanOrEqual(log.y + log.height)
  }
  // Chrome for Android: a keyboard 350 px high over the screen's foot. The panel fills what it leaves.
  await setKeyboard(350)
  expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width: 360, height: 430 })
  await inView(0, 430)
  // Safari: the visible part moved 120 px down the page.
  await setKeyboard(350, 120)
  expect(await panel.boundingBox()).toEqual({ x: 0, y: 120, width: 360, height: 430 })
  await inView(120, 550)
  // The keyboard gone: the whole screen again.
  await setKeyboard(0)
  expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width: 360, height: 780 })

  // A tablet: the panel in the corner, 550 px high, 1 rem above the keyboard while there is room for it...
  await page.setViewportSize({ width: 768, height: 1024 })
  await expect.poll(() => panel.evaluate((el) => el.matches(':modal'))).toBe(false)
  expect(await panel.boundingBox()).toEqual({ x: 768 - 16 - 380, y: 1024 - 16 - 550, width: 380, height: 550 })
  await setKeyboard(400)
  expect(await panel.boundingBox()).toEqual({ x: 768 - 16 - 380, y: 624 - 16 - 550, width: 380, height: 550 })
  await inView(0, 624)
  // ...and shorter where there is not (a tablet held sideways).
  await setKeyboard(650)
  expect(await panel.boundingBox()).toEqual({ x: 768 - 16 - 380, y: 16, width: 380, height: 374 - 32 })
  await inView(0, 374)
  await setKeyboard(0)
  expect(await panel.boundingBox()).toEqual({ x: 768 - 16 - 380, y: 1024 - 16 - 550, width: 380, height: 550 })
})

test('on a phone, a cookie banner that came up behind the open assistant takes the focus when it closes, and gives it to the chat button once answered', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await page.addInitScript(() => localStorage.removeItem('cookieConsent'))
  // The banner's one-second delay runs on the page's clock: the assistant is opened first, then the banner comes up.
  await page.clock.install()
  await page.goto('/faq')
  const { launcher, panel } = await openAssistantByKeyboard(page)
  await expect(panel.getByLabel('Your question')).toBeFocused()
  await page.clock.runFor(1100)
  // Behind the modal panel it is out of the page's accessibility tree: found by its heading's id.
  const banner = page.locator('[aria-labelledby="cookie-heading"]')
  await expect(banner).toBeVisible()

  // The chat button is hidden under the banner on a phone: the focus goes to the banner, not to the page's body.
  await page.keyboard.press('Escape')
  await expect(panel).toHaveCount(0)
  await expect(launcher).toBeHidden()
  // The banner itself, a region screen readers announce by its heading.
  await expect(page.getByRole('region', { name: 'We Value Your Privacy' })).toBeFocused()

  // Answered, the banner goes and the chat button, shown again, has the focus.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Decline Optional Cookies' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(banner).toHaveCount(0)
  await expect(launcher).toBeVisible()
  await expect(launcher).toBeFocused()
})

test("the chat button shows only once the page's script runs, never as a button that does nothing", async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/faq', { waitUntil: 'domcontentloaded' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const launcher = page.getByRole('button', { name: 'Chat with our financial assistant' })
  await expect(launcher).toHaveCount(0)
  release()
  await launcher.click({ timeout: 20_000 })
  await expect(page.getByRole('dialog', { name: 'Financial Assistant' })).toBeVisible()
})

test('with the assistant off, a keyboard user lands in the panel, reads how to reach the firm, and Escape still closes it', async ({ page }) => {
  // No AI key on the server (a fresh installation): the question box is disabled, so it cannot hold the focus.
  await page.route('**/api/chat', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: { available: false } }) : route.continue(),
  )
  await page.goto('/faq')
  const { launcher, panel } = await openAssistantByKeyboard(page)
  await expect(panel.getByLabel('Your question')).toBeDisabled()
  // Before, the focus fell to the page (the box it had been given was disabled a moment later): Escape did nothing
  // and Tab started again from the top of the page.
  await expect(panel).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(panel.getByRole('button', { name: 'Minimise chat' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(panel.getByRole('link', { name: /^\+91/ })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(panel).toHaveCount(0)
  await expect(launcher).toBeFocused()
  // Opened again, it is known to be off at once.
  await page.keyboard.press('Enter')
  await expect(panel).toBeFocused()
})

test('when the assistant goes off during a conversation, the focus stays in the panel', async ({ page }) => {
  // On when the panel opens, off (its key withdrawn, the service down) by the time the question is sent.
  await page.route('**/api/chat', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 503, json: { error: 'The assistant is not available right now.' } })
      : route.fulfill({ json: { available: true } }),
  )
  await page.goto('/faq')
  const panel = await openAssistant(page)
  await ask(panel, 'Who must register for GST?')
  await expect(panel.getByLabel('Your question')).toBeDisabled()
  await expect(panel).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(panel).toHaveCount(0)
})

test('a question sent before the assistant has said it is available is answered, not dropped', async ({ page }) => {
  // The availability check is slow to answer (a busy server); the visitor types and presses Enter at once.
  let releaseCheck = () => {}
  const checkHeld = new Promise<void>((resolve) => (releaseCheck = resolve))
  await page.route('**/api/chat', async (route) => {
    if (route.request().method() === 'GET') await checkHeld
    await route.continue()
  })
  await page.goto('/faq')
  const panel = await openAssistant(page)
  await ask(panel, 'Who must register for GST?')
  await expect(panel.getByText('Answer to: Who must register for GST?')).toBeVisible()
  releaseCheck()
})

test('there is no field for an AI key anywhere on the site', async ({ page }) => {
  await page.goto('/')
  await expect(await openAssistant(page)).toBeVisible()
  await expect(page.locator('input[type="password"]')).toHaveCount(0)
  expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain('gemini_api_key')
})

test('the conversation survives a reload of the page until the visitor starts a new one', async ({ page }) => {
  await page.goto('/faq')
  let panel = await openAssistant(page)
  await ask(panel, 'Do I need to file ITR-2?')
  await expect(panel.getByText('Answer to: Do I need to file ITR-2?')).toBeVisible()

  await page.goto('/contact')
  panel = await openAssistant(page)
  await expect(panel.getByRole('log')).toContainText('Do I need to file ITR-2?')
  await expect(panel.getByText('Answer to: Do I need to file ITR-2?')).toBeVisible()

  await panel.getByRole('button', { name: 'New conversation' }).click()
  await expect(panel.getByRole('log')).not.toContainText('ITR-2')
  await expect(panel.getByRole('log')).toContainText("I'm your financial assistant")
  await expect(panel.getByRole('button', { name: 'New conversation' })).toHaveCount(0)
  await expect(panel.getByLabel('Your question')).toBeFocused()
  await page.reload()
  await expect((await openAssistant(page)).getByRole('log')).not.toContainText('ITR-2')
})

test('a visitor deep in a long conversation still gets answers', async ({ page }) => {
  // Twelve questions and answers already (kept from earlier pages of the visit), one more than a request may carry.
  const earlier = Array.from({ length: 12 }, (_, i) => [
    { role: 'user', content: `Question ${i + 1}` },
    { role: 'assistant', content: `Answer to: Question ${i + 1}` },
  ]).flat()
  await page.goto('/faq')
  await page.evaluate((turns) => sessionStorage.setItem('chat-conversation', JSON.stringify(turns)), earlier)
  const panel = await openAssistant(page)
  await expect(panel.getByRole('log')).toContainText('Answer to: Question 12')
  await ask(panel, 'Question 13')
  await expect(panel.getByText('Answer to: Question 13')).toBeVisible()
})

test('an answer the model stopped at its length limit says it was cut short', async ({ page }) => {
  await page.goto('/faq')
  const panel = await openAssistant(page)
  await ask(panel, 'A LONG question about capital gains')
  await expect(panel.getByRole('log').locator('em')).toHaveText('This answer was cut short. Ask me to go on, or contact us for the full picture.')
})
