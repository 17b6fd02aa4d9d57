import { type Page, expect, test } from '@playwright/test'

import { adminApi, deleteRows, insertRows, signIn, withoutCrawls } from '../helpers/e2e'

test('the competitors list reads in words: Active or Inactive, and "Not measured" for figures nobody measured', async ({ page }) => {
  const domain = `rival-${Date.now().toString(36)}.example`
  // A checkbox left empty by an API write: rank refreshes skip it, as they skip an unticked one.
  const created = await adminApi('POST', '/api/competitors', { domain, company_name: 'Rival CA', is_active: null })
  expect(created.status).toBe(201)
  expect(created.body.doc.is_active).toBeNull()
  const checked = await adminApi('POST', '/api/competitors', {
    domain: `checked-${domain}`,
    company_name: 'Rival CA',
    is_active: true,
    domain_authority: 42,
    monthly_traffic_estimate: 125000,
  })
  try {
    await signIn(page, 'admin')
    await page.goto(`/admin/collections/competitors?where[domain][like]=${encodeURIComponent(domain)}&sort=domain`)
    const rows = page.locator('tbody tr')
    await expect(rows).toHaveCount(2)
    const measured = rows.filter({ hasText: `checked-${domain}` })
    const unset = rows.filter({ hasNotText: 'checked-' })
    await expect(measured.locator('.cell-is_active')).toHaveText('Active')
    await expect(unset.locator('.cell-is_active')).toHaveText('Inactive')
    await expect(measured.locator('.cell-domain_authority')).toHaveText('42')
    await expect(unset.locator('.cell-domain_authority')).toHaveText('Not measured')
    await expect(page.locator('thead')).toContainText('Active')
    await expect(page.locator('tbody')).not.toContainText(/\btrue\b|\bfalse\b|not set|<No /)
    await expect(page.getByText('general:null')).toHaveCount(0)
    // The home link in the admin's header is the firm's mark, not Payload's.
    await expect(page.locator('.step-nav__home .firm-mark')).toBeVisible()
    await expect(page.locator('.step-nav__home .graphic-icon')).toHaveCount(0)
  } finally {
    await adminApi('DELETE', `/api/competitors/${created.body.doc.id}`)
    await adminApi('DELETE', `/api/competitors/${checked.body.doc.id}`)
  }
})

test('a rank check without a position says whether the check failed or the site was not in the results', async ({ page }) => {
  const stamp = Date.now().toString(36)
  const checkedAt = new Date().toISOString()
  const competitor = await adminApi('POST', '/api/competitors', { domain: `ranked-${stamp}.example`, company_name: 'Ranked CA' })
  const keyword = await adminApi('POST', '/api/keywords', { keyword: `gst audit ${stamp}`, target_url: '/services/gst-services' })
  expect([competitor.status, keyword.status]).toEqual([201, 201])
  // Written as the rank check writes them: nobody can create one over the API.
  const checks = [{ position: 4 }, { position: null }, { position: null, error: 'The SERP API answered 429' }]
  const rankings = await insertRows(
    'competitor_rankings',
    checks.map((c) => ({ keyword: `gst audit ${stamp}`, competitor_id: competitor.body.doc.id, check_date: checkedAt, source: 'serp', ...c })),
  )
  const positions = await insertRows(
    'keyword_positions',
    checks.map((c) => ({ keyword_id: keyword.body.doc.id, checked_at: checkedAt, source: 'serp', ...c })),
  )
  try {
    await signIn(page, 'admin')
    for (const list of [
      `/admin/collections/competitor-rankings?where[keyword][equals]=${encodeURIComponent(`gst audit ${stamp}`)}`,
      `/admin/collections/keyword-positions?where[keyword][equals]=${keyword.body.doc.id}`,
    ]) {
      await page.goto(list)
      const cells = page.locator('tbody .cell-position')
      await expect(cells).toHaveCount(3)
      await expect(cells.filter({ hasText: /^4$/ })).toHaveCount(1)
      await expect(cells.filter({ hasText: 'Not in the results' })).toHaveCount(1)
      const failed = cells.filter({ hasText: 'Check failed' })
      await expect(failed).toHaveCount(1)
      await expect(failed.locator('[title]')).toHaveAttribute('title', 'The SERP API answered 429')
      await expect(page.locator('tbody')).not.toContainText('<No ')
    }
    // The history is searched and titled by keyword (searching compared the check date with text: a blank page).
    await page.goto('/admin/collections/keyword-positions')
    const search = page.getByPlaceholder('Search by Keyword')
    await search.fill(`audit ${stamp}`)
    await expect(page).toHaveURL(/search=/)
    await expect(page.locator('tbody tr')).toHaveCount(3)
    await page.locator('tbody tr').first().locator('a').first().click()
    await expect(page.locator('h1')).toHaveText(`gst audit ${stamp}`)
  } finally {
    await deleteRows('competitor_rankings', rankings)
    await deleteRows('keyword_positions', positions)
    await adminApi('DELETE', `/api/keywords/${keyword.body.doc.id}`)
    await adminApi('DELETE', `/api/competitors/${competitor.body.doc.id}`)
  }
})

test('the geo keywords list gives measured figures and says "Not measured" where no provider has measured one', async ({ page }) => {
  const stamp = Date.now().toString(36)
  const measured = await adminApi('POST', '/api/geo-keywords', {
    base_keyword: `gst filing ${stamp}`,
    location: 'Gurgaon',
    search_volume: 12500,
    competition_level: 'medium',
    local_difficulty: 40,
  })
  const unmeasured = await adminApi('POST', '/api/geo-keywords', { base_keyword: `tds return ${stamp}`, location: 'Noida' })
  expect([measured.status, unmeasured.status]).toEqual([201, 201])
  try {
    await signIn(page, 'admin')
    await page.goto(`/admin/collections/geo-keywords?where[full_keyword][like]=${stamp}`)
    const rows = page.locator('tbody tr')
    await expect(rows).toHaveCount(2)
    const row = (word: string) => rows.filter({ hasText: word })
    await expect(row('gst filing').locator('.cell-search_volume')).toHaveText('12,500')
    await expect(row('gst filing').locator('.cell-competition_level')).toHaveText('Medium')
    await expect(row('tds return').locator('.cell-search_volume')).toHaveText('Not measured')
    await expect(row('tds return').locator('.cell-competition_level')).toHaveText('Not measured')
    await expect(page.locator('tbody')).not.toContainText('<No ')
  } finally {
    await adminApi('DELETE', `/api/geo-keywords/${measured.body.doc.id}`)
    await adminApi('DELETE', `/api/geo-keywords/${unmeasured.body.doc.id}`)
  }
})

test('the redirects list says where each redirect leads: the address, or the article it follows', async ({ page }) => {
  const stamp = Date.now().toString(36)
  const custom = await adminApi('POST', '/api/redirects', { from: `/old-fees-${stamp}`, to: { type: 'custom', url: `https://example.com/tariff-${stamp}` } })
  expect(custom.status).toBe(201)
  const article = await adminApi('POST', '/api/news-updates', {
    title: `TDS on rent ${stamp}`,
    category: 'Income Tax',
    excerpt: 'Who deducts TDS on rent, at what rate, and when it is due.',
    _status: 'draft',
  })
  expect(article.status).toBe(201)
  const toArticle = await adminApi('POST', '/api/redirects', {
    from: `/blog/tds-rent-${stamp}`,
    to: { type: 'reference', reference: { relationTo: 'news-updates', value: article.body.doc.id } },
  })
  expect(toArticle.status).toBe(201)
  try {
    await signIn(page, 'editor')
    await page.goto(`/admin/collections/redirects?where[from][like]=${stamp}&sort=from`)
    const rows = page.locator('tbody tr')
    await expect(rows).toHaveCount(2)
    await expect(rows.filter({ hasText: `/blog/tds-rent-${stamp}` }).locator('.redirect-target')).toHaveText(`Article TDS on rent ${stamp}`)
    await expect(rows.filter({ hasText: `/old-fees-${stamp}` }).locator('.redirect-target')).toHaveText(`https://example.com/tariff-${stamp}`)
    await expect(page.getByText('<No Custom URL>')).toHaveCount(0)
    await expect(page.getByRole('columnheader', { name: 'Old address' })).toBeVisible()

    // The search box finds a redirect by where it leads, too.
    await page.goto('/admin/collections/redirects')
    const search = page.getByPlaceholder(/Search by Old address/)
    await search.fill(`tariff-${stamp}`)
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText(`/old-fees-${stamp}`)
  } finally {
    await adminApi('DELETE', `/api/redirects/${custom.body.doc.id}`)
    await adminApi('DELETE', `/api/news-updates/${article.body.doc.id}`)
  }
})

test('the articles list says which articles visitors see and which are trending, in words', async ({ page }) => {
  const stamp = Date.now().toString(36)
  const shown = await adminApi('POST', '/api/news-updates', { title: `Shown ${stamp}`, category: 'GST', active: true, trending: true, _status: 'published' })
  const hidden = await adminApi('POST', '/api/news-updates', { title: `Hidden ${stamp}`, category: 'GST', active: false, trending: false, _status: 'published' })
  expect([shown.status, hidden.status]).toEqual([201, 201])
  try {
    await signIn(page, 'editor')
    await page.goto(`/admin/collections/news-updates?where[title][like]=${stamp}`)
    const rows = page.locator('tbody tr')
    await expect(rows).toHaveCount(2)
    const shownRow = rows.filter({ hasText: `Shown ${stamp}` })
    const hiddenRow = rows.filter({ hasText: `Hidden ${stamp}` })
    await expect(shownRow.locator('.cell-active')).toHaveText('Active')
    await expect(hiddenRow.locator('.cell-active')).toHaveText('Inactive')
    await expect(shownRow.locator('.cell-trending')).toHaveText('Yes')
    await expect(hiddenRow.locator('.cell-trending')).toHaveText('No')
    await expect(page.locator('tbody').getByText(/^(true|false)$/)).toHaveCount(0)
  } finally {
    await adminApi('DELETE', `/api/news-updates/${shown.body.doc.id}`)
    await adminApi('DELETE', `/api/news-updates/${hidden.body.doc.id}`)
  }
})

test('the page content list shows, greyed, the title a page keeps where no override is set', async ({ page }) => {
  const stamp = Date.now().toString(36)
  const firmName = (await adminApi('GET', '/api/globals/site-settings')).body.firmName as string
  const article = await adminApi('POST', '/api/news-updates', { title: `Own title ${stamp}`, slug: `own-title-${stamp}`, category: 'GST', _status: 'published' })
  expect(article.status).toBe(201)
  const own = await adminApi('POST', '/api/page-content', { path: `/blog/own-title-${stamp}`, h1: 'A heading only' })
  const set = await adminApi('POST', '/api/page-content', { path: `/set-title-${stamp}`, title: `GST help in Gurgaon ${stamp}` })
  const none = await adminApi('POST', '/api/page-content', { path: `/no-page-${stamp}`, h1: 'A heading for no page' })
  expect([own.status, set.status, none.status]).toEqual([201, 201, 201])
  try {
    await signIn(page, 'editor')
    await page.goto(`/admin/collections/page-content?where[path][like]=${stamp}`)
    const rows = page.locator('tbody tr')
    await expect(rows).toHaveCount(3)
    await expect(rows.filter({ hasText: `/blog/own-title-${stamp}` }).locator('.cell-title')).toHaveText(`The page’s own: “Own title ${stamp} | ${firmName}”`)
    await expect(rows.filter({ hasText: `/set-title-${stamp}` }).locator('.cell-title')).toHaveText(`GST help in Gurgaon ${stamp}`)
    // No page at the address: nothing of its own to quote.
    await expect(rows.filter({ hasText: `/no-page-${stamp}` }).locator('.cell-title')).toHaveText('The page’s own')
    await expect(page.getByText('<No Title>')).toHaveCount(0)
  } finally {
    // Deleting the article deletes its page content too.
    await adminApi('DELETE', `/api/news-updates/${article.body.doc.id}`)
    await adminApi('DELETE', `/api/page-content/${set.body.doc.id}`)
    await adminApi('DELETE', `/api/page-content/${none.body.doc.id}`)
  }
})

test('the page content list names the page each row shows on, and flags content that shows nowhere', async ({ page }) => {
  const stamp = Date.now().toString(36)
  const article = (title: string, extra: Record<string, unknown>) =>
    adminApi('POST', `/api/news-updates${extra._status === 'draft' ? '?draft=true' : ''}`, { title, slug: `${title.toLowerCase().replace(/ /g, '-')}`, category: 'GST', ...extra })
  const live = await article(`Shown live ${stamp}`, { _status: 'published' })
  const hidden = await article(`Shown hidden ${stamp}`, { _status: 'published', active: false })
  const draft = await article(`Shown draft ${stamp}`, { _status: 'draft' })
  expect([live.status, hidden.status, draft.status]).toEqual([201, 201, 201])
  const content: number[] = []
  const staticPath = '/shipping-policy'
  const existing = (await adminApi('GET', `/api/page-content?where[path][equals]=${staticPath}&depth=0`)).body.docs
  try {
    for (const path of [`/blog/${live.body.doc.slug}`, `/blog/${hidden.body.doc.slug}`, `/blog/${draft.body.doc.slug}`, `/blog/shown-none-${stamp}`, `/shown-typo-${stamp}`]) {
      const res = await adminApi('POST', '/api/page-content', { path, h1: 'A heading' })
      expect(res.status).toBe(201)
      content.push(res.body.doc.id)
    }
    if (!existing.length) content.push((await adminApi('POST', '/api/page-content', { path: staticPath, h1: 'Shipping' })).body.doc.id)

    await signIn(page, 'editor')
    await page.goto(`/admin/collections/page-content?where[or][0][path][like]=${stamp}&where[or][1][path][equals]=${staticPath}`)
    const rows = page.locator('tbody tr')
    await expect(rows).toHaveCount(6)
    const shownOn = (path: string) => rows.filter({ has: page.locator('.cell-path', { hasText: new RegExp(`^${path}$`) }) }).locator('.cell-shownOn')
    await expect(shownOn(staticPath)).toHaveText('Shipping Policy')
    await expect(shownOn(`/blog/${live.body.doc.slug}`)).toHaveText(`Shown live ${stamp}`)
    await expect(shownOn(`/blog/${hidden.body.doc.slug}`)).toHaveText('Article inactive')
    await expect(shownOn(`/blog/${draft.body.doc.slug}`)).toHaveText('Article not published yet')
    await expect(shownOn(`/blog/shown-none-${stamp}`)).toHaveText('No article at this address')
    await expect(shownOn(`/shown-typo-${stamp}`)).toHaveText('No page at this address')
    await expect(page.locator('.cell-shownOn .cell-warn')).toHaveCount(4)
  } finally {
    for (const id of content) await adminApi('DELETE', `/api/page-content/${id}`)
    for (const res of [live, hidden, draft]) if (res.body?.doc?.id) await adminApi('DELETE', `/api/news-updates/${res.body.doc.id}`)
  }
})

test('the keywords list tells a keyword never measured from one not found and one whose check failed', async ({ page }) => {
  const stamp = Date.now().toString(36)
  const checkedAt = new Date().toISOString()
  // Checked as the rank check leaves them (what it measures cannot be typed in over the API).
  const made = await insertRows(
    'keywords',
    [
      { keyword: `never ${stamp}` },
      { keyword: `absent ${stamp}`, last_checked_at: checkedAt },
      { keyword: `failed ${stamp}`, last_checked_at: checkedAt, last_check_error: 'The SERP API answered 401' },
      { keyword: `ranked ${stamp}`, last_checked_at: checkedAt, current_position: 7 },
    ].map((row) => ({ target_url: '/services/gst-services', ...row })),
  )
  try {
    await signIn(page, 'admin')
    await page.goto(`/admin/collections/keywords?where[keyword][like]=${stamp}`)
    const rows = page.locator('tbody tr')
    await expect(rows).toHaveCount(4)
    const position = (word: string) => rows.filter({ hasText: `${word} ${stamp}` }).locator('.cell-current_position')
    await expect(position('never')).toHaveText('Not measured yet')
    await expect(position('absent')).toHaveText('Not in the results')
    await expect(position('failed')).toHaveText('Check failed')
    await expect(position('failed').locator('span')).toHaveAttribute('title', 'The SERP API answered 401')
    await expect(position('ranked')).toHaveText('7')
    await expect(page.getByText(/<No /)).toHaveCount(0)

    // The measured figures are read-only in the form; what the admin types in saves beside them.
    await page.goto(`/admin/collections/keywords/${made[3]}`)
    await expect(page.locator('#field-current_position')).toBeDisabled()
    await expect(page.locator('#field-current_position')).toHaveValue('7')
    await expect(page.locator('#field-optimization_score')).toBeDisabled()
    await page.locator('#field-search_volume').fill('880')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Updated successfully')).toBeVisible()
    const saved = (await adminApi('GET', `/api/keywords/${made[3]}`)).body
    expect(saved).toMatchObject({ search_volume: 880, current_position: 7, last_checked_at: checkedAt })

    // Duplicate gives a copy named as such (an exact copy could not be saved) that nobody has measured yet.
    await page.locator('.doc-controls__popup .popup-button, .doc-controls__dots').first().click()
    await page.getByRole('button', { name: 'Duplicate' }).click()
    await expect(page.locator('#field-keyword')).toHaveValue(`ranked ${stamp} (copy)`)
    expect(page.url()).not.toContain(`/keywords/${made[3]}`)
    await expect(page.locator('#field-current_position')).toHaveValue('')
    await expect(page.locator('#field-search_volume')).toHaveValue('880')
  } finally {
    await deleteRows('keywords', made)
    const copies = await adminApi('GET', `/api/keywords?where[keyword][equals]=${encodeURIComponent(`ranked ${stamp} (copy)`)}&depth=0`)
    for (const copy of copies.body.docs ?? []) await adminApi('DELETE', `/api/keywords/${copy.id}`)
  }
})

test('the SEO issues list reads as sentences, and an admin marks an issue resolved without rewriting what the crawl found', async ({ page }) => {
  // No crawl meanwhile: one would resolve the issue of a page it does not list (seen in a fresh-clone run, a crawl queued
  // by an earlier test's edits).
  await withoutCrawls(() => seoIssuesListTest(page))
})

async function seoIssuesListTest(page: Page) {
  const path = `/blog/issue-list-${Date.now().toString(36)}`
  // Recorded as the crawl records it: nobody can create an issue over the API.
  const [id] = await insertRows('seo_issues', [
    { page_url: path, issue_type: 'missing-description', severity: 'warning', message: 'The page has no meta description.', detected_at: new Date().toISOString() },
  ])
  try {
    await signIn(page, 'admin')
    await page.goto(`/admin/collections/seo-issues?where[page_url][equals]=${path}`)
    await expect(page.getByRole('link', { name: /Create New/i })).toHaveCount(0)
    const row = page.locator('tbody tr')
    await expect(row).toHaveCount(1)
    await expect(row.locator('.cell-message')).toHaveText('The page has no meta description.')
    await expect(row.locator('.cell-resolved')).toHaveText('Open')

    await page.goto(`/admin/collections/seo-issues/${id}`)
    await expect(page.locator('#field-message')).toBeDisabled()
    await expect(page.locator('#field-page_url')).toBeDisabled()
    await page.getByLabel('Resolved').check()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Updated successfully')).toBeVisible()
    await page.goto(`/admin/collections/seo-issues?where[page_url][equals]=${path}`)
    await expect(row.locator('.cell-resolved')).toHaveText('Resolved')
    await expect(row.locator('.cell-message')).toHaveText('The page has no meta description.')
  } finally {
    await deleteRows('seo_issues', [id])
  }
}

test('the API monitoring list gives response times in ms and success rates, and says why one is missing', async ({ page }) => {
  const stamp = Date.now().toString(36)
  const checkedAt = new Date().toISOString()
  // The health check alone writes these (the API refuses to create one), so they go into the table.
  const made = await insertRows('api_monitoring', [
    { service_name: `answering-${stamp}`, status: 'healthy', response_time: 1820, success_rate: 97.5, checks_total: 40, checks_ok: 39, last_checked_at: checkedAt },
    { service_name: `silent-${stamp}`, status: 'down', checks_total: 1, checks_ok: 0, success_rate: 0, last_checked_at: checkedAt },
    { service_name: `unset-${stamp}`, status: 'not_configured', last_checked_at: checkedAt },
  ])
  try {
    await signIn(page, 'admin')
    await page.goto(`/admin/collections/api-monitoring?where[service_name][like]=${stamp}`)
    const rows = page.locator('tbody tr')
    await expect(rows).toHaveCount(3)
    const row = (name: string) => rows.filter({ hasText: `${name}-${stamp}` })
    await expect(row('answering').locator('.cell-response_time')).toHaveText('1,820 ms')
    await expect(row('answering').locator('.cell-success_rate')).toHaveText('97.5%')
    await expect(row('answering').locator('.cell-success_rate span')).toHaveAttribute('title', '39 of 40 checks succeeded')
    await expect(row('silent').locator('.cell-response_time')).toHaveText('No answer')
    await expect(row('silent').locator('.cell-success_rate')).toHaveText('0%')
    await expect(row('unset').locator('.cell-response_time')).toHaveText('Not called')
    await expect(row('unset').locator('.cell-success_rate')).toHaveText('No checks yet')
    await expect(page.locator('tbody')).not.toContainText('<No ')
  } finally {
    await deleteRows('api_monitoring', made)
  }
})

test('the quarantine list gives the repair’s reasons as text, not as JSON', async ({ page }) => {
  const id = Math.floor(Date.now() / 1000)
  // Quarantined records are written by the repair only (the API refuses to create one), so these go into the table.
  const made = await insertRows('quarantine', [
    { title: `Keyword #${id}`, source_collection: 'keywords', source_id: id, data: { id, keyword: '' }, reasons: ['keyword is empty', 'target_url is not a path'] },
    { title: `Keyword #${id + 1}`, source_collection: 'keywords', source_id: id + 1, data: { id: id + 1 }, reasons: { written: 'by hand' } },
  ])
  try {
    await signIn(page, 'admin')
    await page.goto(`/admin/collections/quarantine?where[source_id][in]=${id},${id + 1}&sort=source_id`)
    const reasons = page.locator('tbody .cell-reasons')
    await expect(reasons).toHaveCount(2)
    await expect(reasons.first()).toHaveText('keyword is empty; target_url is not a path')
    // Not a list of texts: shown as it is stored, so nothing is hidden.
    await expect(reasons.last()).toHaveText('{"written":"by hand"}')
  } finally {
    await deleteRows('quarantine', made)
  }
})

test('the optimisation queue says "Not scored" for a keyword nobody scored, and gives the score of one that was', async ({ page }) => {
  const stamp = Date.now().toString(36)
  const made = await Promise.all([
    adminApi('POST', '/api/optimisation-queue', { keyword_text: `gst refund ${stamp}`, target_url: '/services/gst-services' }),
    adminApi('POST', '/api/optimisation-queue', { keyword_text: `tax audit ${stamp}`, target_url: '/services/tax-planning', current_score: 62, priority: 'high' }),
  ])
  expect(made.map((m) => m.status)).toEqual([201, 201])
  try {
    await signIn(page, 'admin')
    await page.goto(`/admin/collections/optimisation-queue?where[keyword_text][like]=${stamp}`)
    const rows = page.locator('tbody tr')
    await expect(rows).toHaveCount(2)
    await expect(rows.filter({ hasText: 'gst refund' }).locator('.cell-current_score')).toHaveText('Not scored')
    await expect(rows.filter({ hasText: 'tax audit' }).locator('.cell-current_score')).toHaveText('62')
    await expect(rows.filter({ hasText: 'tax audit' }).locator('.cell-priority')).toHaveText('High')
    await expect(page.locator('tbody')).not.toContainText('<No ')
  } finally {
    for (const m of made) await adminApi('DELETE', `/api/optimisation-queue/${m.body.doc.id}`)
  }
})
