import { expect, test } from '@playwright/test'

import { RESET_REQUEST_LIMIT, SIGN_IN_FAILURE_LIMIT } from '../../collections/Users'
import { RESET_NEEDS_EMAIL_MESSAGE } from '../../src/lib/auth/resetPasswordEmail'
import { visitorIp } from '../helpers/e2e'
import { secondServer } from '../helpers/secondServer'

test.describe('an anonymous visitor', () => {
  for (const path of ['/admin/collections/news-updates', '/admin/collections/contact-submissions', '/admin/collections/users', '/admin/globals/site-settings']) {
    test(`cannot open ${path} and is sent to the sign-in page`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL(/\/admin\/login/)
      await expect(page.getByRole('button', { name: /login/i })).toBeVisible()
      await expect(page.getByText(/no results|create new/i)).toHaveCount(0)
    })
  }

  test('signs in on a page that bears the firm’s name and mark, not Payload’s', async ({ page, request }) => {
    const settings = await (await request.get('/api/globals/site-settings')).json()
    await page.goto('/admin/login')
    await expect(page.locator('.firm-logo')).toContainText(settings.firmName)
    await expect(page.locator('.firm-logo')).toContainText('Website and SEO admin')
    await expect(page.locator('.graphic-logo')).toHaveCount(0)
    // The tab shows the firm's icon too.
    const icon = await page.locator('link[rel="icon"]').first().getAttribute('href')
    expect(icon).toBe('/icon.svg')
    const svg = await request.get(icon!)
    expect(svg.headers()['content-type']).toMatch(/^image\/svg\+xml/)
    expect(await svg.text()).toContain('>CA</text>')
  })

  for (const role of ['admin', 'editor'] as const) {
    test(`signs in as the ${role} through the admin’s form and lands on the dashboard`, async ({ page }) => {
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorIp() })
      await page.goto('/admin/login')
      await page.getByLabel(/email/i).fill(process.env[role === 'admin' ? 'ADMIN_EMAIL' : 'EDITOR_EMAIL']!)
      await page.getByLabel(/password/i).fill(process.env[role === 'admin' ? 'ADMIN_PASSWORD' : 'EDITOR_PASSWORD']!)
      await page.getByRole('button', { name: /login/i }).click()
      await expect(page).toHaveURL(/\/admin\/?$/)
      await expect(page.getByRole('link', { name: 'Articles' }).first()).toBeVisible()
      // Signed in: the admin's pages open instead of sending back to the form.
      await page.goto('/admin/collections/news-updates')
      await expect(page).toHaveURL(/\/admin\/collections\/news-updates/)
      await expect(page.getByRole('button', { name: /login/i })).toHaveCount(0)
    })
  }

  test('who keeps failing to sign in is told in the admin’s own form to wait, even with the right password', async ({ page }) => {
    const ip = visitorIp()
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip })
    for (let i = 1; i < SIGN_IN_FAILURE_LIMIT; i++) {
      const res = await page.request.post('/api/users/login', { headers: { 'X-Forwarded-For': ip }, data: { email: `guess-${i}@example.com`, password: 'guess' } })
      expect(res.status()).toBe(401)
    }
    const submit = async (email: string, password: string) => {
      await page.getByLabel(/email/i).fill(email)
      await page.getByLabel(/password/i).fill(password)
      await page.getByRole('button', { name: /login/i }).click()
    }
    await page.goto('/admin/login')
    await submit('guess-last@example.com', 'guess')
    await expect(page.getByText('The email or password provided is incorrect.')).toBeVisible()
    await submit(process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)
    await expect(page.getByText('Too many failed sign-ins from your connection. Please try again in 15 minutes.')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login/)
  })

  test('who forgot their password is told the e-mail is on its way, and still is after reloading the page', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorIp() })
    await page.goto('/admin/login')
    await page.getByRole('link', { name: /forgot password/i }).click()
    await expect(page).toHaveURL(/\/admin\/forgot$/)
    // An address with no account gets the same answer (Payload tells nobody which addresses have one).
    await page.getByLabel(/email/i).fill(`forgetful-${Date.now()}@example.com`)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('heading', { name: 'Email sent' })).toBeVisible()
    // Payload's wait before another request, counted down on the button.
    await expect(page.getByRole('button', { name: /^Resend \(0:1\d\)$/ })).toBeDisabled()
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Email sent' })).toBeVisible()
    await expect(page.getByRole('link', { name: /back to login/i })).toBeVisible()
  })

  test('who asks for too many reset e-mails is told why in the form, not that an e-mail was sent', async ({ page }) => {
    const ip = visitorIp()
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip })
    for (let i = 0; i < RESET_REQUEST_LIMIT; i++) {
      const res = await page.request.post('/api/users/forgot-password', { headers: { 'X-Forwarded-For': ip }, data: { email: `someone-${i}@example.com` } })
      expect(res.status()).toBe(200)
    }
    await page.goto('/admin/forgot')
    await page.getByLabel(/email/i).fill(process.env.EDITOR_EMAIL!)
    await page.getByRole('button', { name: 'Submit' }).click()
    // Payload's own form said "Email sent" for any answer (payloadcms/payload#13885).
    await expect(page.getByText(/^Too many password-reset requests from your connection\. Please try again in \d+ minutes?\.$/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Email sent' })).toHaveCount(0)
    await expect(page.getByLabel(/email/i)).toHaveValue(process.env.EDITOR_EMAIL!)
  })

  test('who forgot their password, where no e-mail server is set up, is told so and who can help instead of being offered the form', async ({ page }) => {
    test.setTimeout(90_000)
    // SMTP unset: npm start's default.
    const server = await secondServer({ SMTP_HOST: '' })
    try {
      await page.goto(`${server.origin}/admin/login`)
      await page.getByRole('link', { name: /forgot password/i }).click()
      await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible()
      await expect(page.getByText(RESET_NEEDS_EMAIL_MESSAGE)).toBeVisible()
      // Before: the e-mail form, then "Email sent" for an e-mail that was only noted in the server's log.
      await expect(page.getByLabel(/email/i)).toHaveCount(0)
      await page.getByRole('link', { name: 'Back to login' }).click()
      await expect(page).toHaveURL(/\/admin\/login$/)
    } finally {
      await server.stop()
    }
  })

  test('gets the 404 page, marked noindex, for an unknown address', async ({ page }) => {
    const res = await page.goto('/this-page-does-not-exist')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('is offered, on the 404 page, the pages a mistyped or borrowed address was meant for', async ({ page }) => {
    // Addresses other sites use, and a typo.
    for (const [path, label, href] of [
      ['/contact-us', 'Contact Us', '/contact'],
      ['/gst-registration', 'GST Services', '/services/gst-services'],
      ['/carrers', 'Careers', '/careers'],
    ] as const) {
      const res = await page.goto(path)
      expect(res?.status(), path).toBe(404)
      const suggestions = page.getByRole('navigation', { name: 'Were you looking for' })
      await expect(suggestions.getByRole('link').first(), path).toHaveAccessibleName(label)
      await expect(suggestions.getByRole('link').first(), path).toHaveAttribute('href', href)
    }
    // The menu does not take /carrers, or /contact-us, for a page of its own.
    const menu = page.getByRole('navigation', { name: 'Main' })
    await expect(menu.locator('[aria-current="page"]')).toHaveCount(0)
    await page.goto('/contact-us')
    await expect(menu.getByRole('link', { name: 'Contact Us' })).not.toHaveAttribute('aria-current', 'page')
    await page.getByRole('navigation', { name: 'Were you looking for' }).getByRole('link', { name: 'Contact Us' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(menu.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('aria-current', 'page')
    await page.goto('/carrers')
    await page.getByRole('navigation', { name: 'Were you looking for' }).getByRole('link', { name: 'Careers' }).click()
    await expect(page).toHaveURL(/\/careers$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    await page.goto('/wp-login.php')
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Were you looking for' })).toHaveCount(0)
  })

  test('reads the seeded articles on /blog and opens one', async ({ page }) => {
    await page.goto('/blog')
    await expect(page.getByRole('heading', { name: 'Tax & Compliance Blog' })).toBeVisible()
    const cards = page.locator('article')
    expect(await cards.count()).toBeGreaterThanOrEqual(12)
    await page.getByRole('link', { name: 'Old vs New Tax Regime: Which Should You Choose?' }).click()
    await expect(page).toHaveURL(/\/blog\/old-vs-new-tax-regime$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Old vs New Tax Regime: Which Should You Choose?')
    await expect(page.getByRole('heading', { name: 'How to decide' })).toBeVisible()
  })
})
