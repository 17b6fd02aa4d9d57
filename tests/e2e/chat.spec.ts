import { expect, test } from '@playwright/test'

import { visitorIp } from '../helpers/e2e'

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorIp() })
})

test('a visitor opens the assistant, asks, sees Thinking..., gets answers, minimises and closes it', async ({ page }) => {
  await page.goto('/faq')
  await page.getByRole('button', { name: 'Chat with our financial assistant' }).click()
  const panel = page.getByRole('dialog', { name: 'Financial Assistant' })
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
  await page.getByRole('button', { name: 'Chat with our financial assistant' }).click()
  await expect(page.getByRole('dialog', { name: 'Financial Assistant' }).getByRole('log')).toContainText('Answer to: SLOW')
})

test('an answer shows its formatting, and its link to a service page opens that page with the conversation still there', async ({ page }) => {
  await page.goto('/faq')
  await page.getByRole('button', { name: 'Chat with our financial assistant' }).click()
  const panel = page.getByRole('dialog', { name: 'Financial Assistant' })
  await panel.getByLabel('Your question').fill('MARKDOWN: when is GSTR-1 due?')
  await panel.getByLabel('Your question').press('Enter')
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
  const launcher = page.getByRole('button', { name: 'Chat with our financial assistant' })
  await launcher.focus()
  await page.keyboard.press('Enter')
  const panel = page.getByRole('dialog', { name: 'Financial Assistant' })
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

test('a question sent before the assistant has said it is available is answered, not dropped', async ({ page }) => {
  // The availability check is slow to answer (a busy server); the visitor types and presses Enter at once.
  let releaseCheck = () => {}
  const checkHeld = new Promise<void>((resolve) => (releaseCheck = resolve))
  await page.route('**/api/chat', async (route) => {
    if (route.request().method() === 'GET') await checkHeld
    await route.continue()
  })
  await page.goto('/faq')
  await page.getByRole('button', { name: 'Chat with our financial assistant' }).click()
  const panel = page.getByRole('dialog', { name: 'Financial Assistant' })
  await panel.getByLabel('Your question').fill('Who must register for GST?')
  await panel.getByLabel('Your question').press('Enter')
  await expect(panel.getByText('Answer to: Who must register for GST?')).toBeVisible()
  releaseCheck()
})

test('there is no field for an AI key anywhere on the site', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Chat with our financial assistant' }).click()
  await expect(page.getByRole('dialog', { name: 'Financial Assistant' })).toBeVisible()
  await expect(page.locator('input[type="password"]')).toHaveCount(0)
  expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain('gemini_api_key')
})
