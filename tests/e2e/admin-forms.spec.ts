import { expect, test } from '@playwright/test'

import { adminApi, signIn } from '../helpers/e2e'

// The admin's forms send more than the fields (a new password's confirmation, an upload's file): these save through
// the same REST checks that refuse a name that is no field.

test('an admin adds an editor in the admin’s own form, with the password typed twice, who can then sign in', async ({ page, request }) => {
  const email = `new-editor-${Date.now().toString(36)}@example.com`
  const password = 'a-long-password-2026'
  await signIn(page, 'admin')
  await page.goto('/admin/collections/users/create')
  await page.locator('#field-email').fill(email)
  await page.locator('#field-password').fill(password)
  await page.locator('#field-confirm-password').fill(password)
  await page.locator('#field-name').fill('New Editor')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/users\/\d+/)
  const id = Number(page.url().match(/users\/(\d+)/)![1])
  try {
    const login = await request.post('/api/users/login', { data: { email, password } })
    expect(login.status()).toBe(200)
    expect((await login.json()).user.roles).toEqual(['editor'])
  } finally {
    await adminApi('DELETE', `/api/users/${id}`)
  }
})

test('an admin saves the site settings in the admin’s own form, and the API reads the change', async ({ page }) => {
  const before = (await adminApi('GET', '/api/globals/site-settings')).body
  const support = `24/7 (${Date.now().toString(36)})`.slice(0, 20)
  try {
    await signIn(page, 'admin')
    await page.goto('/admin/globals/site-settings')
    await page.getByRole('button', { name: 'Claims & rating', exact: true }).click()
    await page.locator('#field-support').fill(support)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText(/updated successfully/i)).toBeVisible()
    expect((await adminApi('GET', '/api/globals/site-settings')).body.support).toBe(support)
  } finally {
    await adminApi('POST', '/api/globals/site-settings', { support: before.support ?? null })
  }
})
