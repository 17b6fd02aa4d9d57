import AxeBuilder from '@axe-core/playwright'
import { type Browser, expect, type Locator, type Page, type Request, test } from '@playwright/test'
import pg from 'pg'

export type StaffRole = 'admin' | 'editor'

const credentials = (role: StaffRole) =>
  role === 'admin'
    ? { email: process.env.ADMIN_EMAIL!, password: process.env.ADMIN_PASSWORD! }
    : { email: process.env.EDITOR_EMAIL!, password: process.env.EDITOR_PASSWORD! }

/**
 * Signs the page's browser in as a member of staff, through the endpoint the admin's login form posts to (its session
 * cookie lands in the page's context); the test then opens the admin page it needs. The form itself is tested in
 * visitor.spec.ts: filling it in for every test cost 1.5-2 s each.
 */
export async function signIn(page: Page, role: StaffRole) {
  const res = await page.request.post('/api/users/login', { data: credentials(role) })
  expect(res.status(), `signing in as the ${role}`).toBe(200)
}

let adminToken: Promise<string> | undefined
const base = () => process.env.TEST_BASE_URL || 'http://127.0.0.1:3000'
// Signed in once per test file, as the admin.
const adminJwt = () =>
  (adminToken ??= fetch(`${base()}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }),
  }).then(async (login) => ((await login.json()) as { token: string }).token))

/** Admin API calls from e2e tests (arranging data the way an admin would in the CMS). */
export async function adminApi(method: string, path: string, body?: unknown) {
  const res = await fetch(`${base()}${path}`, {
    method,
    headers: { Authorization: `JWT ${await adminJwt()}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: res.status, body: (await res.json().catch(() => null)) as any }
}

/** Uploads an image as the admin would in the CMS; resolves to the new media document. */
export async function adminUpload(image: Buffer, filename: string, alt: string, type = 'image/png') {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(image)], { type }), filename)
  form.append('_payload', JSON.stringify({ alt }))
  const res = await fetch(`${base()}/api/media`, { method: 'POST', headers: { Authorization: `JWT ${await adminJwt()}` }, body: form })
  if (res.status !== 201) throw new Error(`Upload failed: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { doc: { id: number; filename: string; filesize: number; url: string } }).doc
}

/**
 * Writes rows straight into a table, for records only the system writes (the API refuses to create them, admins
 * included); objects and lists go in as JSON. Resolves to the new rows' ids, for `deleteRows`.
 */
export async function insertRows(table: string, rows: Record<string, unknown>[]): Promise<number[]> {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  try {
    const ids: number[] = []
    for (const row of rows) {
      const columns = Object.keys(row)
      const values = Object.values(row).map((v) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : v))
      const placeholders = columns.map((_, i) => `$${i + 1}`).join(', ')
      const res = await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders}) RETURNING id`, values)
      ids.push(res.rows[0].id)
    }
    return ids
  } finally {
    await db.end()
  }
}

/** Removes rows `insertRows` wrote. */
export async function deleteRows(table: string, ids: number[]): Promise<void> {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  await db.query(`DELETE FROM ${table} WHERE id = ANY($1)`, [ids]).finally(() => db.end())
}

/**
 * Runs `work` holding the lock a crawl holds while it runs (plugins/shared/lock.ts, named after the crawl task): a crawl
 * already running is waited for, and one that starts meanwhile (queued a minute after any content change, so after
 * other tests' edits) waits until `work` is done. A crawl marks resolved every open issue of a page it did not find
 * the issue on, the rows a test writes included.
 */
export async function withoutCrawls<T>(work: () => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  try {
    await db.query("SELECT pg_advisory_lock(hashtext('seo-crawl'))")
    return await work()
  } finally {
    await db.end()
  }
}

// Where this worker's addresses start: anywhere in 10.<worker>.0.0/16, so that a later run of the same worker (the
// serial group after the parallel one) does not reuse the addresses its enquiries and sign-ins counted against.
let ipCounter = Math.floor(Math.random() * 60_000)
/**
 * A fresh visitor address, so each form test has its own rate limits: 10.<worker>.x.y, in the worker's own block. Two
 * workers at once could draw the same address before (a random third part and a counter each from 1).
 */
export const visitorIp = () => {
  const n = ++ipCounter % 65_024
  return `10.${100 + (Number(process.env.TEST_WORKER_INDEX ?? 0) % 150)}.${Math.floor(n / 254)}.${(n % 254) + 1}`
}

/**
 * Clicks `save` (a refused save) until every one of `refusals`, the fields' messages, shows at once. Payload's admin
 * may drop some of a refused save's field errors a moment after showing them: a form-state answer to a change made
 * before the click (its check skips the rules the save applies) arrives after the save's and is merged over it
 * (payloadcms/payload#14858; seen in fresh-clone runs). The toast naming the fields stays, and an editor saving again
 * sees the messages: as the tests do here.
 */
export async function saveUntilRefused(save: Locator, ...refusals: Locator[]) {
  await expect(async () => {
    await save.click({ timeout: 5_000 })
    for (const refusal of refusals) await expect(refusal).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
}

export type NewArticle = { title: string; excerpt: string; category: string; body?: string }

/** Chooses `category` in the article form's Category field unless it shows it already; says whether it chose. */
async function chooseCategory(page: Page, category: string): Promise<boolean> {
  const field = page.locator('#field-category')
  if ((await field.textContent())?.includes(category)) return false
  await field.click()
  await page.getByRole('option', { name: category, exact: true }).click({ timeout: 2_000 })
  return true
}

/** Fills a new article's form in the admin the way an editor does (title, excerpt, text, category); does not save. */
export async function writeArticle(page: Page, { title, excerpt, category, body }: NewArticle) {
  await page.goto('/admin/collections/news-updates/create')
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Excerpt').fill(excerpt)
  if (body) {
    const editor = page.locator('[contenteditable="true"]').first()
    await editor.click()
    await editor.pressSequentially(body)
  }
  // The category last, chosen again until it is still chosen a second later. Payload's admin checks the form on the
  // server after each change and merges the answer in; an answer to the typing that arrives after the choice empties
  // the category (seen in runs with the integration tests beside, and with the category chosen first: then it went
  // while the text was typed), and Publish says "This field is required". An editor seeing it empty chooses again.
  const field = page.locator('#field-category')
  await expect(async () => {
    await chooseCategory(page, category)
    await page.waitForTimeout(1_000)
    await expect(field).toContainText(category, { timeout: 500 })
  }).toPass({ timeout: 30_000 })
}

/**
 * Saves the article `writeArticle` filled in, with Publish or Save Draft, and waits for its page in the admin (the
 * address of a saved article) showing the category chosen. Payload's admin may empty the chosen category after the
 * choice, when the host is loaded: a fresh-clone CI run and one run in twelve on a busy two-core machine showed the
 * category empty and "This field is required" after an image was added in the drawer, though it had stayed chosen for
 * a second after the choice. Publish then does nothing but show the error. As an editor would, it is chosen again and
 * the button clicked again; each time is noted on the test (the run's summary counts them: scripts/lib/test-report.mjs), so that
 * how often it happens stays in sight.
 */
export async function saveNewArticle(page: Page, { category, button }: { category: string; button: 'Publish changes' | 'Save Draft' }) {
  const field = page.locator('#field-category')
  const saved = /\/admin\/collections\/news-updates\/\d+/
  // Clicked again only after the category was chosen again: a save slower than the wait, clicked twice, would make
  // two articles.
  let click = true
  await expect(async () => {
    if (!saved.test(page.url())) {
      if (await chooseCategory(page, category)) {
        test.info().annotations.push({ type: 'worked around', description: `Payload's admin emptied the category chosen; chosen again before ${button}` })
        click = true
      }
      if (click) await page.getByRole('button', { name: button }).click({ timeout: 5_000 })
      click = false
    }
    await expect(page).toHaveURL(saved, { timeout: 10_000 })
  }).toPass({ timeout: 45_000 })
  // Saved with it: a draft is saved without a category too, which would not show until it was published.
  await expect(field).toContainText(category)
}

/**
 * Cuts or restores the network of the site's service worker. Playwright's `context.setOffline` reaches pages but
 * not service workers (microsoft/playwright#2311), so this sets Chromium's network emulation on the worker's
 * own DevTools target. Call it once the worker is running.
 */
export async function serviceWorkerNetwork(browser: Browser, scriptUrl = '/sw.js') {
  const cdp = await browser.newBrowserCDPSession()
  const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { targetId: string; type: string; url: string }[] }
  const worker = targetInfos.find((t) => t.type === 'service_worker' && new URL(t.url).pathname === scriptUrl)
  if (!worker) throw new Error(`No running service worker ${scriptUrl}`)
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false })
  // The worker's replies come back as events; each command waits for its own, so the change is in force.
  const pending = new Map<number, () => void>()
  cdp.on('Target.receivedMessageFromTarget', (event: { message: string }) => {
    const reply = JSON.parse(event.message) as { id?: number }
    if (reply.id !== undefined) pending.get(reply.id)?.()
  })
  let id = 0
  const send = async (method: string, params: Record<string, unknown>) => {
    const replied = new Promise<void>((resolve) => pending.set(++id, resolve))
    await cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) })
    await replied
  }
  await send('Network.enable', {})
  return async (offline: boolean) => {
    await send('Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
  }
}

/**
 * Holds back the requests to addresses `url` matches (and, given `which`, only those it picks) until the returned
 * function is called, as a slow line would. A request the page gave up on meanwhile (it moved on) is let go.
 */
export async function holdRequests(
  page: Page,
  url: string | ((url: URL) => boolean),
  which: (request: Request) => boolean = () => true,
): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    if (which(route.request())) await released
    await route.continue().catch(() => {})
  })
  return release
}

/**
 * Holds the page's scripts back (as on a slow phone connection: the page shows, its controls are not yet hydrated) until
 * the returned function is called. Scripts only: the stylesheet is needed to draw the page at all.
 */
export const holdScripts = (page: Page) => holdRequests(page, '**/_next/static/chunks/**/*.js')

/**
 * Waits until the page's script has taken over `target` (React has hydrated it). A control that also works without
 * script, such as a submit button, does the plain thing when used before that: on a busy machine a test of what the
 * script does with it can otherwise press it first (the page's text is there long before its script has run).
 */
export async function scripted(target: Locator) {
  await expect
    .poll(() => target.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), {
      message: `the page's script never took over ${target}`,
    })
    .toBe(true)
}

/**
 * Holds back, until the returned function is called, everything the pages whose path `matches` are drawn from (their
 * prefetches and the request a navigation makes for one: the RSC requests), as a slow line would.
 */
export const holdPages = (page: Page, matches: (path: string) => boolean) =>
  holdRequests(page, (url) => matches(url.pathname), (request) => request.headers()['rsc'] === '1')

/**
 * A mouse click on an element where it is on the screen, as a visitor's: Playwright's own click first scrolls the
 * element into view, even one that is in sight in a sticky header, and so moves the page a test measures.
 */
export async function clickWhereItIs(page: Page, target: Locator) {
  const box = await target.boundingBox()
  if (!box) throw new Error(`${target} is not on the screen`)
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

/** Whether a tap at the middle of `target` lands on it, not on something drawn over it (a toast, a banner, a panel). */
export async function ownsItsMiddle(target: Locator): Promise<boolean> {
  const box = await target.boundingBox()
  if (!box) throw new Error(`${target} is not on the screen`)
  return target.evaluate((el, [x, y]) => el.contains(document.elementFromPoint(x, y)), [box.x + box.width / 2, box.y + box.height / 2])
}

/** The site's toasts (Toaster): the items of its Notifications region, those saying `text` when given. */
export const toasts = (page: Page, text?: string | RegExp) => {
  const items = page.getByRole('region', { name: 'Notifications (alt+T)' }).getByRole('listitem')
  return text === undefined ? items : items.filter({ hasText: text })
}

/** The WCAG 2.0 and 2.1 A and AA rules axe checks. */
export const AXE_WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * Serious or critical axe findings on the page as it is now (id and help), over what `scope` sets: the rules
 * (`withTags`) or the part of the page (`include`).
 */
export async function seriousAxeViolations(page: Page, scope: (axe: AxeBuilder) => AxeBuilder = (axe) => axe): Promise<string[]> {
  const { violations } = await scope(new AxeBuilder({ page })).analyze()
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)
}
