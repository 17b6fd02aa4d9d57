import { expect, test } from '@playwright/test'

import { adminApi, signIn } from '../helpers/e2e'

// The SEO suite's JSON fields show their value as text in the admin (Payload's code editor would load from a CDN
// this machine, and many offices, cannot reach, and stay an empty grey box).

test('an admin reads and edits a JSON field as text, and text that is not JSON is refused without losing the value', async ({ page }) => {
  const created = await adminApi('POST', '/api/optimisation-queue', {
    keyword_text: `gst audit checklist ${Date.now().toString(36)}`,
    target_url: '/services/gst-services',
    suggested_improvements: { title: 'GST Audit Checklist for Gurgaon Businesses', headings: ['Who needs a GST audit'] },
  })
  expect(created.status).toBe(201)
  const id = created.body.doc.id as number
  try {
    await signIn(page, 'admin')
    await page.goto(`/admin/collections/optimisation-queue/${id}`)
    const field = page.locator('#field-suggested_improvements')
    await expect(field).toBeEditable()
    expect(JSON.parse(await field.inputValue())).toEqual({ title: 'GST Audit Checklist for Gurgaon Businesses', headings: ['Who needs a GST audit'] })
    await expect(field).toHaveValue(/\n {2}"title": "GST Audit Checklist for Gurgaon Businesses",\n/)

    await field.fill('{ "title": "Half typed", ')
    await expect(page.getByText(/^Not valid JSON/)).toBeVisible()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/^Not valid JSON/)).toBeVisible()
    const unchanged = await adminApi('GET', `/api/optimisation-queue/${id}`)
    expect(unchanged.body.suggested_improvements).toEqual({ title: 'GST Audit Checklist for Gurgaon Businesses', headings: ['Who needs a GST audit'] })

    await field.fill('{ "title": "GST Audit in Gurgaon: Who Needs One", "headings": ["Turnover limits", "Documents"] }')
    await expect(page.getByText(/^Not valid JSON/)).toHaveCount(0)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/updated successfully/i).first()).toBeVisible()
    const saved = await adminApi('GET', `/api/optimisation-queue/${id}`)
    expect(saved.body.suggested_improvements).toEqual({ title: 'GST Audit in Gurgaon: Who Needs One', headings: ['Turnover limits', 'Documents'] })
    // After the save the field shows the stored value, indented again.
    await expect(field).toHaveValue(/\n {2}"headings": \[\n {4}"Turnover limits",/)
  } finally {
    expect((await adminApi('DELETE', `/api/optimisation-queue/${id}`)).status).toBe(200)
  }
})

test("a run's result is shown as read-only JSON text", async ({ page }) => {
  const repair = await adminApi('POST', '/api/seo/data/repair', { target: 'keywords' })
  expect(repair.status).toBe(200)
  const runId = repair.body.runId as number
  try {
    const stored = await adminApi('GET', `/api/seo-runs/${runId}`)
    await signIn(page, 'admin')
    await page.goto(`/admin/collections/seo-runs/${runId}`)
    const field = page.locator('#field-result')
    await expect(field).toBeVisible()
    await expect(field).not.toBeEditable()
    expect(JSON.parse(await field.inputValue())).toEqual(stored.body.result)
    expect(stored.body.result.phases).toHaveLength(5)
  } finally {
    expect((await adminApi('DELETE', `/api/seo-runs/${runId}`)).status).toBe(200)
  }
})
