import { expect, test } from '@playwright/test'

// Pages, the admin, the REST API, uploaded files and the 404 page all answer with the same protective headers.
const PATHS = ['/', '/blog/gst-registration-who-must-register', '/admin/login', '/api/news-updates?limit=1', '/sitemap.xml', '/no-such-page']

test('every kind of answer carries the security headers', async ({ request }) => {
  for (const path of PATHS) {
    const res = await request.get(path, { maxRedirects: 0 })
    const headers = res.headers()
    expect.soft(headers['x-content-type-options'], path).toBe('nosniff')
    expect.soft(headers['x-frame-options'], path).toBe('SAMEORIGIN')
    expect.soft(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect.soft(headers['content-security-policy'], path).toContain("frame-ancestors 'self'")
    expect.soft(headers['permissions-policy'], path).toContain('camera=()')
    expect.soft(headers['x-powered-by'], path).toBeUndefined()
  }
})

test('another site cannot show our pages inside a frame', async ({ page, baseURL }) => {
  // A page of another origin (about:blank's is opaque) framing the home page and the admin sign-in.
  await page.setContent(`<iframe id="site" src="${baseURL}/"></iframe><iframe id="admin" src="${baseURL}/admin/login"></iframe>`)
  for (const id of ['site', 'admin']) {
    const frame = await (await page.locator(`#${id}`).elementHandle())!.contentFrame()
    // Chromium refuses the document and shows its own error page in the frame instead.
    await expect.poll(async () => frame!.url()).toMatch(/^chrome-error:/)
    await expect(frame!.locator('input[name="email"]')).toHaveCount(0)
  }
})
