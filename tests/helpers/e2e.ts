import { expect, type Page } from '@playwright/test'

export type StaffRole = 'admin' | 'editor'

const credentials = (role: StaffRole) =>
  role === 'admin'
    ? { email: process.env.ADMIN_EMAIL!, password: process.env.ADMIN_PASSWORD! }
    : { email: process.env.EDITOR_EMAIL!, password: process.env.EDITOR_PASSWORD! }

/** Signs in through the admin's own login form. */
export async function signIn(page: Page, role: StaffRole) {
  const { email, password } = credentials(role)
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(email)
  await page.getByLabel(/password/i).fill(password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}
