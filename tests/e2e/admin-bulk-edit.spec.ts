import { expect, test } from '@playwright/test'

import { adminApi, signIn } from '../helpers/e2e'

test('an editor publishing a selection of drafts is told which article could not be published, and why', async ({ page }) => {
  const stamp = Date.now().toString(36)
  const draft = (title: string) =>
    adminApi('POST', '/api/news-updates?draft=true', { title, category: 'GST', excerpt: 'A draft for a bulk edit.', _status: 'draft' })
  // A title in Hindi gives no address: publishing it asks for one.
  const hindi = await draft('जीएसटी रिटर्न की मासिक सूची')
  const english = await draft(`Monthly GST return checklist ${stamp}`)
  expect([hindi.status, english.status]).toEqual([201, 201])
  const ids = [hindi.body.doc.id as number, english.body.doc.id as number]
  try {
    await signIn(page, 'editor')
    await page.goto(`/admin/collections/news-updates?${ids.map((id, i) => `where[id][in][${i}]=${id}`).join('&')}`)
    await expect(page.locator('.table tbody tr')).toHaveCount(2)
    await page.locator('.table thead').getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Edit', exact: true }).click()
    const drawer = page.getByRole('dialog')
    await expect(drawer.getByRole('heading', { name: 'Editing 2 Articles' })).toBeVisible()
    await drawer.locator('.rs__control').first().click()
    await page.getByRole('option', { name: 'Category', exact: true }).click()
    await drawer.locator('.rs__control').nth(1).click()
    await page.getByRole('option', { name: 'Income Tax', exact: true }).click()
    await drawer.getByRole('button', { name: 'Publish changes' }).click()

    // Payload's toast said only "Unable to update 1 out of 2 Articles.".
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Unable to update' })).toHaveText(
      'Unable to update 1 out of 2 Articles. “जीएसटी रिटर्न की मासिक सूची”: The following field is invalid: Slug.',
    )
    const status = async (id: number) => (await adminApi('GET', `/api/news-updates/${id}?depth=0&draft=true`)).body
    expect(await status(ids[1]!)).toMatchObject({ _status: 'published', category: 'Income Tax' })
    expect(await status(ids[0]!)).toMatchObject({ _status: 'draft', slug: null })
  } finally {
    for (const id of ids) await adminApi('DELETE', `/api/news-updates/${id}`)
  }
})
