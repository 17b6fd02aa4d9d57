import { expect, test } from '@playwright/test'

import { adminApi, toasts, visitorIp } from '../helpers/e2e'

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorIp() })
})

const stored = async (email: string) =>
  (await adminApi('GET', `/api/contact-submissions?where[email][equals]=${encodeURIComponent(email)}`)).body.docs as { name: string; service_interest: string }[]

test.describe('contact page form', () => {
  test('shows the rules’ messages, then sends, clears the fields and thanks the visitor', async ({ page }) => {
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Contact form' })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByText('Please enter your first name')).toBeVisible()
    await expect(form.getByText('Please provide a valid email address')).toBeVisible()
    await expect(form.getByText('Message must be at least 10 characters long')).toBeVisible()
    await expect(form.getByLabel('First name')).toBeFocused()

    const email = `e2e.${Date.now()}@example.com`
    await form.getByLabel('First name').fill('Rohan')
    await form.getByLabel('Last name').fill('Mehta')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Phone').fill('abc')
    await form.getByLabel('Message').fill('Need help with GST returns for my shop.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByText('Please provide a valid phone number')).toBeVisible()
    await form.getByLabel('Phone').fill('+91 98100 12345')
    await form.getByLabel('Service interest').selectOption('compliance')

    // Hold the request so the sending state can be seen.
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    await page.route('**/api/contact-submissions', async (route) => {
      await held
      await route.continue()
    })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    release()
    await expect(toasts(page, 'Message sent successfully!')).toBeVisible()
    await expect(page.getByText("We'll get back to you soon.")).toBeVisible()
    await expect(form.getByLabel('First name')).toHaveValue('')
    await expect(form.getByLabel('Message')).toHaveValue('')
    const docs = await stored(email)
    expect(docs).toEqual([expect.objectContaining({ name: 'Rohan Mehta', service_interest: 'compliance' })])
  })

  test('a server failure shows the error toast and keeps what was typed', async ({ page }) => {
    await page.goto('/contact')
    await page.route('**/api/contact-submissions', (route) => route.fulfill({ status: 500, body: '{"errors":[{"message":"Something went wrong."}]}' }))
    const form = page.getByRole('form', { name: 'Contact form' })
    await form.getByLabel('First name').fill('Rohan')
    await form.getByLabel('Last name').fill('Mehta')
    await form.getByLabel('Email').fill('rohan@example.com')
    await form.getByLabel('Message').fill('Need help with GST returns for my shop.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    const toast = toasts(page, 'Error sending message')
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('Please try again later.')
    await expect(form.getByLabel('First name')).toHaveValue('Rohan')
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })

  test('sent twice in a row (a double click, Enter pressed twice) stores and e-mails one enquiry', async ({ page }) => {
    await page.goto('/contact')
    const posts: string[] = []
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/contact-submissions') && posts.push(r.url()))
    const form = page.getByRole('form', { name: 'Contact form' })
    const email = `e2e.twice.${Date.now()}@example.com`
    await form.getByLabel('First name').fill('Rohan')
    await form.getByLabel('Last name').fill('Mehta')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Message').fill('Need help with GST returns for my shop.')
    // Both before the form's checks (loaded when first needed) have answered.
    await form.evaluate((el: HTMLFormElement) => {
      el.requestSubmit()
      el.requestSubmit()
    })
    await expect(toasts(page, 'Message sent successfully!')).toBeVisible()
    await expect(form.getByLabel('First name')).toHaveValue('')
    expect(posts).toHaveLength(1)
    expect(await stored(email)).toHaveLength(1)
  })
})

test.describe('an enquiry typed and not yet sent', () => {
  test('is still in the form when the visitor comes back to it from another page, or reloads it, and is gone once sent', async ({ page }) => {
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Contact form' })
    const email = `e2e.draft.${Date.now()}@example.com`
    await form.getByLabel('First name').fill('Rohan')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Service interest').selectOption('compliance')
    await form.getByLabel('Message').fill('Need help with GST returns for my shop, and the audit after.')
    // Off to read the privacy policy before sending, and Back.
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveURL(/\/privacy-policy$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(form.getByLabel('First name')).toHaveValue('Rohan')
    await expect(form.getByLabel('Email')).toHaveValue(email)
    await expect(form.getByLabel('Service interest')).toHaveValue('compliance')
    await expect(form.getByLabel('Message')).toHaveValue('Need help with GST returns for my shop, and the audit after.')
    await expect(form.getByLabel('Last name')).toHaveValue('')
    // Typed on, then reloaded before a pause.
    await form.getByLabel('Last name').fill('Mehta')
    await form.getByLabel('Last name').blur()
    await page.reload()
    await expect(form.getByLabel('Last name')).toHaveValue('Mehta')
    await expect(form.getByLabel('Message')).toHaveValue('Need help with GST returns for my shop, and the audit after.')

    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(toasts(page, 'Message sent successfully!')).toBeVisible()
    expect(await stored(email)).toEqual([expect.objectContaining({ name: 'Rohan Mehta', service_interest: 'compliance' })])
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveURL(/\/privacy-policy$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    for (const label of ['First name', 'Last name', 'Email', 'Message']) await expect(form.getByLabel(label)).toHaveValue('')
    // The contact page opened afresh by a link has an empty form, whatever was typed in an earlier visit.
    await form.getByLabel('First name').fill('Asha')
    await form.getByLabel('First name').blur()
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveURL(/\/privacy-policy$/)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(form.getByLabel('First name')).toHaveValue('')
  })

  test('on the home page, is still there after Back', async ({ page }) => {
    await page.goto('/')
    const form = page.getByRole('form', { name: 'Send us a message' })
    await form.getByLabel('Name').fill('Priya Sharma')
    await form.getByLabel('Message').fill('I want to register my bakery for GST.')
    await page.locator('footer').getByRole('link', { name: 'Terms and Conditions' }).click()
    await expect(page).toHaveURL(/\/terms-and-conditions$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expect(form.getByLabel('Name')).toHaveValue('Priya Sharma')
    await expect(form.getByLabel('Message')).toHaveValue('I want to register my bakery for GST.')
  })
})

test.describe('home page form', () => {
  test('draws its service list like the text fields beside it, with room for its arrow', async ({ page }) => {
    await page.goto('/')
    const form = page.getByRole('form', { name: 'Send us a message' })
    const look = (label: string) =>
      form.getByLabel(label).evaluate((el) => {
        const s = getComputedStyle(el)
        return { appearance: s.appearance, background: s.backgroundColor, border: `${s.borderTopWidth} ${s.borderTopStyle} ${s.borderTopColor}`, radius: s.borderTopLeftRadius, height: el.getBoundingClientRect().height, left: s.paddingLeft, right: s.paddingRight, arrow: s.backgroundImage }
      })
    const [list, email] = await Promise.all([look('Service Required'), look('Email')])
    // Safari (and every WebKit browser) draws a list left to the browser as a grey control of its own, whatever its
    // background and border say: drawn by the site, it matches the fields around it there too.
    expect(list.appearance).toBe('none')
    expect({ background: list.background, border: list.border, radius: list.radius, height: list.height, left: list.left }).toEqual({ background: email.background, border: email.border, radius: email.radius, height: email.height, left: email.left })
    expect(list.arrow).toMatch(/^url\("data:image\/svg\+xml/)
    // Room on the right for the arrow, so a service's name does not run under it.
    expect(parseFloat(list.right)).toBeGreaterThanOrEqual(40)
  })

  test('sends an enquiry with the chosen service', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Get Free Consultation' }).click()
    const form = page.getByRole('form', { name: 'Send us a message' })
    await expect(form).toBeInViewport()
    const email = `home.${Date.now()}@example.com`
    await form.getByLabel('Name').fill('Priya Sharma')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Service Required').selectOption({ label: 'GST Registration' })
    await form.getByLabel('Message').fill('I want to register my bakery for GST.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(toasts(page, 'Message sent successfully!')).toBeVisible()
    expect(await stored(email)).toEqual([expect.objectContaining({ name: 'Priya Sharma', service_interest: 'gst' })])
  })

  test('a visitor who floods the form is told to wait', async ({ page }) => {
    await page.goto('/')
    const form = page.getByRole('form', { name: 'Send us a message' })
    const limit = Number(process.env.ENQUIRY_RATE_LIMIT || 5)
    for (let i = 0; i <= limit; i++) {
      await form.getByLabel('Name').fill(`Flood ${i}`)
      await form.getByLabel('Email').fill(`flood.${i}.${Date.now()}@example.com`)
      await form.getByLabel('Message').fill('Repeated message to test the limit.')
      await form.getByRole('button', { name: 'Send Message' }).click()
      if (i < limit) {
        await expect(toasts(page, 'Message sent successfully!').first()).toBeVisible()
        await expect(form.getByLabel('Name')).toHaveValue('')
      }
    }
    await expect(toasts(page, /Too many enquiries from your connection/)).toBeVisible()
    await expect(form.getByLabel('Name')).toHaveValue(`Flood ${limit}`)
  })
})

test.describe('the forms without the page’s script (switched off, blocked, not loaded yet)', () => {
  test.use({ javaScriptEnabled: false })

  test('the contact form sends the enquiry and says so, with nothing of it in the address', async ({ page }) => {
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Contact form' })
    const email = `noscript.${Date.now()}@example.com`
    await form.getByLabel('First name').fill('Kavita')
    await form.getByLabel('Last name').fill('Iyer')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Phone').fill('+91 98100 12345')
    await form.getByLabel('Service interest').selectOption('audit')
    await form.getByLabel('Message').fill('Please quote for our statutory audit.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('status')).toContainText("Message sent successfully!We'll get back to you soon.")
    expect(new URL(page.url()).search).toBe('')
    expect(new URL(page.url()).hash).toBe('#enquiry-form')
    expect(page.url()).not.toContain('Kavita')
    await expect(form.getByLabel('First name')).toHaveValue('')
    expect(await stored(email)).toEqual([expect.objectContaining({ name: 'Kavita Iyer', service_interest: 'audit' })])
  })

  test('a form with mistakes comes back with the messages beside the fields and what was typed, and is not stored', async ({ page }) => {
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Contact form' })
    const email = `noscript.bad.${Date.now()}@example`
    await form.getByLabel('First name').fill('Kavita')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Message').fill('Too short')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('alert')).toContainText('Error sending messagePlease correct the fields marked below.')
    await expect(form.getByText('Please enter your last name')).toBeVisible()
    await expect(form.getByText('Please provide a valid email address')).toBeVisible()
    await expect(form.getByText('Message must be at least 10 characters long')).toBeVisible()
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel('First name')).toHaveValue('Kavita')
    await expect(form.getByLabel('Email')).toHaveValue(email)
    await expect(form.getByLabel('Message')).toHaveValue('Too short')
    expect(await stored(email)).toEqual([])
  })

  test('the home page form sends too, and a bot that fills the hidden field is refused', async ({ page }) => {
    await page.goto('/')
    const form = page.getByRole('form', { name: 'Send us a message' })
    const email = `noscript.home.${Date.now()}@example.com`
    await form.getByLabel('Name').fill('Arjun Nair')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Service Required').selectOption({ label: 'GST Registration' })
    await form.getByLabel('Message').fill('I want to register my bakery for GST.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('status')).toContainText('Message sent successfully!')
    expect(await stored(email)).toEqual([expect.objectContaining({ name: 'Arjun Nair', service_interest: 'gst' })])

    const botEmail = `noscript.bot.${Date.now()}@example.com`
    await form.getByLabel('Name').fill('Cheap Pills')
    await form.getByLabel('Email').fill(botEmail)
    await form.getByLabel('Message').fill('Buy cheap pills at our shop today.')
    await form.locator('input[name="website"]').fill('https://spam.example')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('alert')).toContainText('Your message could not be sent. Please call or e-mail us instead.')
    expect(await stored(botEmail)).toEqual([])
  })
})
