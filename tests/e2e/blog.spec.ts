import { expect, type Locator, type Page, test } from '@playwright/test'

import { adminApi, holdScripts, scripted, toasts } from '../helpers/e2e'
import { lexicalDocument, lexicalHeading, lexicalParagraph } from '../helpers/lexical'

/** An article's Share button (a native disclosure's summary, which screen readers announce as a button). */
const shareButton = (page: Page) => page.locator('main summary', { hasText: 'Share' })

/** The `count` results of a search each show where they matched: marks, each the search's `words` in any letter case. */
async function expectEveryResultMarked(page: Page, count: number, words: string) {
  const results = page.locator('main article')
  await expect(results).toHaveCount(count)
  for (const card of await results.all()) {
    const marks = await card.locator('mark').allInnerTexts()
    expect(marks.length, await card.innerText()).toBeGreaterThan(0)
    for (const mark of marks) expect(mark.toLowerCase()).toBe(words)
  }
}

test.describe('blog list', () => {
  test('searches title, excerpt and tags, keeps the filters in the URL, and clears them', async ({ page }) => {
    await page.goto('/blog')
    const counter = page.getByRole('status').filter({ hasText: /found/ })
    const total = Number((await counter.textContent())!.match(/\d+/)![0])
    await expect(page.getByRole('heading', { name: 'Featured Articles' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Latest Articles' })).toBeVisible()

    await page.getByLabel('Search articles').fill('DTAA')
    await expect(page).toHaveURL(/\/blog\?q=DTAA$/)
    await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Featured Articles' })).toHaveCount(0)
    const found = Number((await counter.textContent())!.match(/\d+/)![0])
    expect(found).toBeGreaterThan(0)
    expect(found).toBeLessThan(total)
    // Each result shows where it matched: the search's words marked, as written in the card.
    await expectEveryResultMarked(page, found, 'dtaa')

    // The URL can be shared: opening it restores the search.
    await page.goto('/blog?q=dtaa&category=NRI+Taxation')
    await expect(page.getByLabel('Search articles')).toHaveValue('dtaa')
    await expect(page.getByRole('button', { name: 'NRI Taxation' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.locator('main article')).not.toHaveCount(0)

    await page.getByRole('button', { name: 'GST', exact: true }).click()
    await expect(page).toHaveURL(/category=GST/)
    await expect(counter).toHaveText('0 articles found')
    await expect(page.getByRole('heading', { name: 'No Articles Found' })).toBeVisible()
    await expect(page.getByText("We couldn't find any articles matching your criteria.", { exact: false })).toBeVisible()
    // Focus is the script's to move: without it (or before it has run) the button loads /blog afresh.
    await scripted(page.getByRole('button', { name: 'Clear All Filters' }))
    await page.getByRole('button', { name: 'Clear All Filters' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(counter).toHaveText(`${total} articles found`)
    await expect(page.getByLabel('Search articles')).toHaveValue('')
    // The button goes with the empty state: the keyboard goes on from the search box, not from the page's start.
    await expect(page.getByLabel('Search articles')).toBeFocused()
  })

  test('a visitor types a search at a person’s pace and picks a category by keyboard without losing their place', async ({ page }) => {
    await page.goto('/blog', { waitUntil: 'networkidle' })
    const box = page.getByLabel('Search articles')
    await box.focus()
    // A pause after each letter long enough for the address to change and any answer from the server to arrive.
    await page.keyboard.type('dtaa', { delay: 400 })
    await expect(page).toHaveURL(/\/blog\?q=dtaa$/)
    await page.waitForTimeout(1000)
    await expect(box).toHaveValue('dtaa')
    await expect(box).toBeFocused()
    await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible()

    await box.fill('')
    const nri = page.getByRole('list', { name: 'Categories' }).getByRole('button', { name: 'NRI Taxation' })
    await nri.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/blog\?category=NRI\+Taxation$/)
    await page.waitForTimeout(1000)
    await expect(nri).toHaveAttribute('aria-pressed', 'true')
    await expect(nri).toBeFocused()
    // Tab goes on from the button pressed, to the next category.
    await page.keyboard.press('Tab')
    await expect(page.locator(':focus')).toHaveAttribute('aria-pressed', 'false')
    expect(await page.evaluate(() => document.activeElement?.closest('ul')?.getAttribute('aria-label'))).toBe('Categories')
  })

  test("a search typed before the page's script has loaded is the one the list shows once it runs", async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/blog', { waitUntil: 'domcontentloaded' })
    const box = page.getByLabel('Search articles')
    await box.fill('dtaa')
    await expect(page.getByRole('heading', { name: 'Featured Articles' })).toBeVisible()
    release()
    // Before, the list went on showing every article under "dtaa" until the next keystroke.
    await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible({ timeout: 20_000 })
    await expect(page).toHaveURL(/\/blog\?q=dtaa$/)
    await expect(box).toHaveValue('dtaa')
    // The same articles as the search sent to the server.
    const counter = page.getByRole('status').filter({ hasText: /found/ })
    const found = await counter.textContent()
    const titles = await page.locator('main article').getByRole('heading').allInnerTexts()
    expect(titles.length).toBeGreaterThan(0)
    await page.goto('/blog?q=dtaa')
    await expect(counter).toHaveText(found!)
    expect(await page.locator('main article').getByRole('heading').allInnerTexts()).toEqual(titles)
  })

  test('keeps the list the server sent when its script starts, rather than drawing it again', async ({ page }) => {
    // Anything of the list taken out of the page while it loads (it was: the filters, both sections and their
    // images, drawn again by script, so the first card's image, the largest thing on a phone, showed only after it).
    await page.addInitScript(() => {
      const removed: string[] = ((window as unknown as { removedFromMain: string[] }).removedFromMain = [])
      new MutationObserver((records) => {
        for (const r of records)
          for (const node of r.removedNodes)
            if (node instanceof Element && (node.matches('img, input, article') || node.querySelector('img, input, article'))) removed.push(node.tagName)
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto('/blog', { waitUntil: 'networkidle' })
    await page.getByLabel('Search articles').fill('DTAA')
    await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { removedFromMain: string[] }).removedFromMain.length)).toBeGreaterThan(0)
    await page.reload({ waitUntil: 'networkidle' })
    await expect(page.getByLabel('Search articles')).toHaveValue('DTAA')
    await page.goto('/blog', { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { name: 'Featured Articles' })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { removedFromMain: string[] }).removedFromMain)).toEqual([])
  })

  test('comes back from an article to the search the visitor left it for', async ({ page }) => {
    await page.goto('/blog')
    await page.getByLabel('Search articles').fill('DTAA')
    await expect(page).toHaveURL(/\/blog\?q=DTAA$/)
    await page.getByRole('button', { name: 'NRI Taxation' }).click()
    await expect(page).toHaveURL(/\/blog\?q=DTAA&category=NRI\+Taxation$/)
    await page.locator('main article').first().getByRole('link').first().click()
    await expect(page).toHaveURL(/\/blog\/[^?]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/blog\?q=DTAA&category=NRI\+Taxation$/)
    await expect(page.getByLabel('Search articles')).toHaveValue('DTAA')
    await expect(page.getByRole('button', { name: 'NRI Taxation' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible()
  })

  test('← Back to Blog returns to the list as the visitor left it, and from elsewhere opens the blog', async ({ page }) => {
    await page.goto('/blog')
    await page.getByLabel('Search articles').fill('tax')
    await expect(page).toHaveURL(/\/blog\?q=tax$/)
    const card = page.locator('main article').last()
    await card.scrollIntoViewIfNeeded()
    const place = await page.evaluate(() => Math.round(window.scrollY))
    expect(place, 'the last result is down the list').toBeGreaterThan(500)
    await card.getByRole('link').first().click()
    await expect(page).toHaveURL(/\/blog\/[^?]+$/)
    const article = page.url()
    await page.getByRole('link', { name: '← Back to Blog' }).click()
    await expect(page).toHaveURL(/\/blog\?q=tax$/)
    await expect(page.getByLabel('Search articles')).toHaveValue('tax')
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(place)
    await expect(card).toBeInViewport()

    // An article opened some other way (a shared link, in a new tab): the link opens the blog, with no search.
    const shared = await page.context().newPage()
    await shared.goto(article)
    await shared.getByRole('link', { name: '← Back to Blog' }).click()
    await expect(shared).toHaveURL(/\/blog$/)
    await expect(shared.getByLabel('Search articles')).toHaveValue('')
    expect(await shared.evaluate(() => window.scrollY)).toBe(0)
    await shared.close()
  })

  test('the search clear button empties the box, keeps the category and leaves the keyboard in the box', async ({ page }) => {
    await page.goto('/blog?q=gst')
    await scripted(page.getByRole('link', { name: 'Clear search' }))
    await page.getByLabel('Search articles').focus()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Clear search' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByLabel('Search articles')).toHaveValue('')
    await expect(page).toHaveURL(/\/blog$/)
    // The button is gone once the box is empty; focus is not left on nothing.
    await expect(page.getByRole('link', { name: 'Clear search' })).toHaveCount(0)
    await expect(page.getByLabel('Search articles')).toBeFocused()

    await page.goto('/blog?q=return&category=GST')
    await page.getByRole('link', { name: 'Clear search' }).click()
    await expect(page.getByLabel('Search articles')).toHaveValue('')
    await expect(page).toHaveURL(/\/blog\?category=GST$/)
    await expect(page.getByRole('button', { name: 'GST', exact: true })).toHaveAttribute('aria-pressed', 'true')
  })

  test('featured cards show at most 3 tags and latest cards at most 4, with a +N badge for the rest', async ({ page }) => {
    await page.goto('/blog')
    const featured = page.locator('section', { has: page.getByRole('heading', { name: 'Featured Articles' }) }).locator('article')
    for (const card of await featured.all()) {
      expect(await card.getByRole('list', { name: 'Tags' }).locator('li:not(:has-text("+"))').count()).toBeLessThanOrEqual(3)
    }
    const latest = page.locator('section', { has: page.getByRole('heading', { name: 'Latest Articles' }) }).locator('article')
    for (const card of await latest.all()) {
      expect(await card.getByRole('list', { name: 'Tags' }).locator('li:not(:has-text("+"))').count()).toBeLessThanOrEqual(4)
    }
    await expect(page.getByText(/^\+\d+/).first()).toBeVisible()
  })
})

test("the home page's Latest from the Blog: the newest articles, three in a row on a desktop, one a row on a phone, two rows of two on a tablet", async ({ page }) => {
  for (const [width, shown] of [
    [1440, 3],
    [800, 4],
    [360, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    const cards = page.getByRole('region', { name: 'Latest from the Blog' }).getByRole('article')
    await expect(cards).toHaveCount(shown)
    // Newest first: each card's date is no later than the one before it.
    const dates = await cards.evaluateAll((all) => all.map((card) => Date.parse(card.querySelector('p:last-child')!.textContent!.split(' · ')[1]!)))
    expect(dates.every((d) => !Number.isNaN(d))).toBe(true)
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    const tops = await cards.evaluateAll((all) => all.map((card) => Math.round(card.getBoundingClientRect().top)))
    const rows = new Set(tops).size
    expect(rows).toBe(width === 1440 ? 1 : width === 800 ? 2 : 3)
  }
})

test('Featured Articles leaves no row part-empty: the first card widens to fill it, its picture beside its words', async ({ page }) => {
  // However many articles are featured (other tests add some), every row of the grid is full.
  for (const width of [1440, 1100, 800, 700]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/blog')
    const grid = page.getByRole('region', { name: 'Featured Articles' }).locator('div.grid')
    const layout = await grid.evaluate((g) => {
      const gap = parseFloat(getComputedStyle(g).columnGap)
      const rows = new Map<number, number>()
      for (const card of g.children) {
        const r = card.getBoundingClientRect()
        rows.set(Math.round(r.top), (rows.get(Math.round(r.top)) ?? -gap) + r.width + gap)
      }
      const lead = g.children[0]!
      // An article another test made may lead without a picture.
      const picture = lead.querySelector('img')?.getBoundingClientRect()
      const heading = lead.querySelector('h3')!.getBoundingClientRect()
      return {
        count: g.children.length,
        gridWidth: g.getBoundingClientRect().width,
        rowWidths: [...rows.values()],
        leadWidth: lead.getBoundingClientRect().width,
        pictureBeside: picture ? picture.right <= heading.left : null,
      }
    })
    const columns = width >= 1024 ? 3 : 2
    expect(layout.count, `at ${width} px`).toBeGreaterThan(0)
    for (const row of layout.rowWidths) expect(Math.abs(row - layout.gridWidth), `a row at ${width} px`).toBeLessThan(2)
    // The first card is wider than one column exactly when the others would leave a row part-empty, and then its
    // picture is on its left.
    const widened = layout.count % columns !== 0
    expect(layout.leadWidth > layout.gridWidth / columns + 8, `lead card at ${width} px`).toBe(widened)
    if (layout.pictureBeside !== null) expect(layout.pictureBeside, `lead picture at ${width} px`).toBe(widened)
  }
})

test.describe('a filtered blog address', () => {
  test('arrives filtered from the server: a shared search shows its results before any script runs, and is not indexed', async ({ page }) => {
    const res = await page.request.get('/blog?q=dtaa&category=NRI+Taxation')
    expect(res.status()).toBe(200)
    const html = await res.text()
    expect(html).toContain('>Search Results</h2>')
    expect(html).not.toContain('>Featured Articles</h2>')
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/)
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/blog"/)
    // The plain /blog is still the prerendered page with every article, and indexed.
    const plain = await (await page.request.get('/blog')).text()
    expect(plain).toContain('>Featured Articles</h2>')
    expect(plain).toMatch(/<meta name="robots" content="index, follow"/)
  })

  test('the route behind it is not an address of its own', async ({ page }) => {
    const res = await page.request.get('/blog-search?q=gst', { maxRedirects: 0 })
    expect(res.status()).toBe(308)
    expect(res.headers().location).toBe('/blog?q=gst')
  })
})

test.describe('the blog without the page\'s script', () => {
  test.use({ javaScriptEnabled: false })

  test('a visitor searches, picks a category and clears the filters', async ({ page }) => {
    await page.goto('/blog')
    const counter = page.getByRole('status').filter({ hasText: /found/ })
    const total = Number((await counter.textContent())!.match(/\d+/)![0])

    await page.getByLabel('Search articles').fill('DTAA')
    await page.getByLabel('Search articles').press('Enter')
    await expect(page).toHaveURL(/\/blog\?q=DTAA$/)
    await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible()
    await expect(page.getByLabel('Search articles')).toHaveValue('DTAA')
    const found = Number((await counter.textContent())!.match(/\d+/)![0])
    expect(found).toBeGreaterThan(0)
    expect(found).toBeLessThan(total)
    // Each result shows where it matched: the search's words marked, as written in the card.
    await expectEveryResultMarked(page, found, 'dtaa')

    // A category keeps the search; Enter in the box then keeps the category.
    await page.getByRole('button', { name: 'NRI Taxation' }).click()
    await expect(page.getByRole('button', { name: 'NRI Taxation' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByLabel('Search articles')).toHaveValue('DTAA')
    await page.getByLabel('Search articles').fill('dtaa')
    await page.getByLabel('Search articles').press('Enter')
    await expect(page.getByRole('button', { name: 'NRI Taxation' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.locator('main article')).not.toHaveCount(0)

    await page.getByRole('button', { name: 'GST', exact: true }).click()
    await expect(counter).toHaveText('0 articles found')
    await expect(page.getByRole('heading', { name: 'No Articles Found' })).toBeVisible()
    await page.getByRole('button', { name: 'Clear All Filters' }).click()
    await expect(page).toHaveURL(/\/blog\??$/)
    await expect(counter).toHaveText(`${total} articles found`)
    await expect(page.getByRole('heading', { name: 'Featured Articles' })).toBeVisible()
  })

  test('Clear in the search box drops the search and keeps the category', async ({ page }) => {
    await page.goto('/blog?q=dtaa&category=NRI+Taxation')
    await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible()
    await page.getByRole('link', { name: 'Clear search' }).click()
    await expect(page).toHaveURL(/\/blog\?category=NRI\+Taxation$/)
    await expect(page.getByLabel('Search articles')).toHaveValue('')
    await expect(page.getByRole('button', { name: 'NRI Taxation' })).toHaveAttribute('aria-pressed', 'true')
  })

  test('an unknown article shows Article Not Found with the slug, the count, suggestions and the site around it', async ({ page }) => {
    // It was a blank page: the 404 came with an empty body, drawn by script alone.
    await expectArticleNotFound(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await page.getByRole('link', { name: 'Browse All Articles' }).click()
    await expect(page).toHaveURL(/\/blog$/)
  })

  test('the All category shows every article again', async ({ page }) => {
    await page.goto('/blog?category=GST')
    await expect(page.getByRole('button', { name: 'GST', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await page.getByRole('button', { name: 'All', exact: true }).click()
    await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('heading', { name: 'Featured Articles' })).toBeVisible()
  })
})

test('a long Latest list shows 12 cards and a button for the next ones, which takes keyboard focus to them, or without script loads them', async ({ page, browser }) => {
  // Enough published, non-featured articles for more than 12 in Latest: the seed has fewer.
  const base = process.env.TEST_BASE_URL || 'http://127.0.0.1:3000'
  const existing = (await (await fetch(`${base}/api/news-updates?where[trending][not_equals]=true&limit=1&depth=0`)).json()) as { totalDocs: number }
  const stamp = Date.now().toString(36)
  const ids: number[] = []
  try {
    for (let i = 0; i < Math.max(2, 14 - existing.totalDocs); i++) {
      const created = await adminApi('POST', '/api/news-updates', {
        title: `Form 26AS checks before filing, part ${i + 1} ${stamp}`,
        excerpt: 'What to compare in Form 26AS and the AIS before you file your return.',
        category: 'Income Tax',
        tags: ['itr', 'form 26as'],
        _status: 'published',
      })
      expect(created.status).toBe(201)
      ids.push(created.body.doc.id)
    }
    const latestTotal = existing.totalDocs + ids.length
    await expect(async () => {
      await page.goto('/blog')
      await expect(page.getByText(`Showing 12 of ${latestTotal} latest articles`)).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    const latest = page.locator('section', { has: page.getByRole('heading', { name: 'Latest Articles' }) }).locator('article')
    await expect(latest).toHaveCount(12)

    const more = page.getByRole('button', { name: /^Show \d+ more articles?$/ })
    await expect(more).toHaveText(`Show ${Math.min(12, latestTotal - 12)} more ${latestTotal - 12 === 1 ? 'article' : 'articles'}`)
    await scripted(more)
    await more.focus()
    await page.keyboard.press('Enter')
    await expect(latest).toHaveCount(Math.min(24, latestTotal))
    // Focus went to the first card the button revealed, so a keyboard user reads on from there.
    await expect(latest.nth(12).getByRole('link').first()).toBeFocused()

    // The address keeps the longer list: an article opened from its new cards, then Back, returns to the same cards,
    // at the place left (with 12 cards the place was past the list's end, and the card gone).
    await expect(page).toHaveURL(/\/blog\?show=24$/)
    const opened = latest.nth(13)
    await opened.scrollIntoViewIfNeeded()
    const place = await page.evaluate(() => Math.round(window.scrollY))
    const title = (await opened.getByRole('heading').textContent())!.trim()
    await opened.getByRole('link').first().click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await page.goBack()
    await expect(latest).toHaveCount(Math.min(24, latestTotal))
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(place)
    await expect(opened).toBeInViewport()

    // A search starts again at 12 results.
    await page.getByLabel('Search articles').fill(stamp)
    await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible()
    await expect(page.locator('main article')).toHaveCount(Math.min(12, ids.length))
    // They have no cover image: each card draws the blog's cover art in its place, 16:9 as a picture is, and leaves it
    // to the card's heading to say what the article is.
    const covers = page.locator('main article [data-card-cover]')
    await expect(covers).toHaveCount(Math.min(12, ids.length))
    const cover = (await covers.first().boundingBox())!
    expect(Math.abs(cover.height - (cover.width * 9) / 16)).toBeLessThan(2)
    await expect(covers.first()).toHaveAttribute('aria-hidden', 'true')

    // Without script the button asks the server for the longer list (?show=24), search kept.
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    try {
      const plain = await noScript.newPage()
      await plain.goto('/blog')
      const plainLatest = plain.locator('section', { has: plain.getByRole('heading', { name: 'Latest Articles' }) }).locator('article')
      await expect(plainLatest).toHaveCount(12)
      await plain.getByRole('button', { name: /^Show \d+ more articles?$/ }).click()
      await expect(plain).toHaveURL(/[?&]show=24(&.*)?#article-13$/)
      await expect(plainLatest).toHaveCount(Math.min(24, latestTotal))
      // The longer list opens at the first card the button revealed, in sight below the header, and Tab goes on from it.
      const revealed = plainLatest.nth(12)
      await expect(revealed).toBeInViewport()
      expect((await revealed.boundingBox())!.y).toBeGreaterThanOrEqual(await plain.locator('header').first().evaluate((h) => h.getBoundingClientRect().bottom))
      await plain.keyboard.press('Tab')
      await expect(revealed.getByRole('link').first()).toBeFocused()
      if (latestTotal > 24) await expect(plain.getByText(`Showing 24 of ${latestTotal} latest articles`)).toBeVisible()
    } finally {
      await noScript.close()
    }
  } finally {
    for (const id of ids) expect((await adminApi('DELETE', `/api/news-updates/${id}`)).status).toBe(200)
  }
})

test.describe('blog article', () => {
  test('tracks reading progress, shares, copies the link and bookmarks', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await context.route(/twitter\.com|facebook\.com|linkedin\.com|wa\.me/, (route) => route.fulfill({ body: 'shared' }))
    // Record the window features the share popup asks for (600x400).
    await page.addInitScript(() => {
      const w = window as unknown as { __openedWith: string[] }
      w.__openedWith = []
      const open = window.open.bind(window)
      window.open = (url, target, features) => {
        w.__openedWith.push(String(features))
        return open(url, target, features)
      }
    })
    await page.goto('/blog/gst-registration-who-must-register')
    await expect(page.getByRole('link', { name: '← Back to Blog' })).toBeVisible()
    const progress = page.getByRole('progressbar', { name: 'Reading progress' })
    await expect(progress).toHaveAttribute('aria-valuenow', '0')
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(progress).toHaveAttribute('aria-valuenow', '100')
    await page.evaluate(() => window.scrollTo(0, 0))

    await shareButton(page).click()
    const popupPromise = page.waitForEvent('popup')
    await page.getByRole('link', { name: 'Share on Twitter' }).click()
    const popup = await popupPromise
    expect(popup.url()).toContain('twitter.com/intent/tweet?url=')
    expect(decodeURIComponent(popup.url())).toContain('/blog/gst-registration-who-must-register')
    await popup.close()
    const features = await page.evaluate(() => (window as unknown as { __openedWith: string[] }).__openedWith)
    expect(features).toEqual([expect.stringMatching(/^width=600,height=400,left=\d+,top=\d+,noopener,noreferrer$/)])

    // WhatsApp, where most people here pass a link on: its page with the title and address as the message, in a new
    // tab (a phone hands it to the app), not a popup; the popover closes.
    await shareButton(page).click()
    const whatsAppPromise = page.waitForEvent('popup')
    await page.getByRole('link', { name: 'Share on WhatsApp' }).click()
    const whatsApp = await whatsAppPromise
    const message = new URL(whatsApp.url()).searchParams.get('text')!
    expect(whatsApp.url()).toMatch(/^https:\/\/wa\.me\/\?text=/)
    expect(message).toMatch(/^GST Registration: Who Must Register and How to Apply https?:\/\/\S+\/blog\/gst-registration-who-must-register$/)
    await whatsApp.close()
    expect(await page.evaluate(() => (window as unknown as { __openedWith: string[] }).__openedWith)).toHaveLength(1)
    await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toBeHidden()

    await shareButton(page).click()
    await page.getByRole('button', { name: 'Copy link' }).click()
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible()
    await expect(toasts(page, 'Link copied to clipboard!')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('/blog/gst-registration-who-must-register')
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeAttached({ timeout: 4000 })

    const bookmark = page.getByRole('button', { name: /^Bookmark/ })
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false')
    await bookmark.click()
    await expect(toasts(page, 'Added to bookmarks')).toBeVisible()
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true')
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('blog-bookmarks') ?? '[]'))
    expect(stored).toHaveLength(1)
    await page.reload()
    await expect(page.getByRole('button', { name: /^Bookmark/ })).toHaveAttribute('aria-pressed', 'true')
    await page.getByRole('button', { name: /^Bookmark/ }).click()
    await expect(toasts(page, 'Removed from bookmarks')).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('blog-bookmarks'))).toBe('[]')
  })

  test('shows up to 3 related articles that share the category or a tag', async ({ page }) => {
    await page.goto('/blog/gst-registration-who-must-register')
    const related = page.getByRole('complementary', { name: 'Related Articles' }).locator('article')
    const n = await related.count()
    expect(n).toBeGreaterThan(0)
    expect(n).toBeLessThanOrEqual(3)
  })

  test('an unknown slug shows Article Not Found with the slug, the count and 3 suggestions', async ({ page }) => {
    await expectArticleNotFound(page)
    await page.getByRole('link', { name: 'Browse All Articles' }).click()
    await expect(page).toHaveURL(/\/blog$/)
  })

  test('suggests first the articles closest to the address asked for, typos and all', async ({ page }) => {
    const res = await page.goto('/blog/nri-dtaa-benefit')
    expect(res?.status()).toBe(404)
    const cards = page.locator('section', { has: page.getByRole('heading', { name: 'You might like' }) }).locator('article')
    await expect(cards.first().getByRole('heading')).toHaveText(/DTAA/)
    await expect(cards).toHaveCount(3)
    // Screen readers hear that the cards changed.
    await expect(page.getByRole('status').filter({ hasText: 'Suggestions updated' })).toHaveText(
      /^Suggestions updated: the (article|\d articles) closest to “nri-dtaa-benefit” comes? first\.$/,
    )
    await cards.first().getByRole('link').click()
    await expect(page).toHaveURL(/\/blog\/dtaa-benefits-for-nris$/)

    await page.goto('/blog/llp-or-privat-limited')
    await expect(cards.first().getByRole('heading')).toHaveText(/LLP/)
  })
})

/** Opens an article address that has no article: a 404 with 'Article Not Found', the slug, the count and 3 suggestions. */
async function expectArticleNotFound(page: Page) {
  const res = await page.goto('/blog/this-article-was-removed')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible()
  await expect(page.getByText('The article with slug "this-article-was-removed" doesn\'t exist or has been removed.')).toBeVisible()
  await expect(page.getByText(/\d+ articles are available on the blog/)).toBeVisible()
  await expect(page.locator('section', { has: page.getByRole('heading', { name: 'You might like' }) }).locator('article')).toHaveCount(3)
}

test('the Share popover opens by keyboard on its first item and closes once the keyboard moves on past it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/blog/gst-registration-who-must-register')
  const share = shareButton(page)
  // Enter again if the first came before the page's script was running (the popover opens, on its button).
  await expect(async () => {
    await share.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('link', { name: 'Share on Facebook' })).toBeFocused({ timeout: 1000 })
  }).toPass()
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeFocused()
  await page.keyboard.press('Tab')
  // Before, it stayed open, over the article's picture, while the keyboard went on to Bookmark and into the article.
  await expect(page.getByRole('button', { name: /^Bookmark/ })).toBeFocused()
  await expect(share.locator('xpath=..')).toHaveJSProperty('open', false)
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden()
})

test('on a phone, the Share list opened near the foot of the screen comes into view whole', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto('/blog/gst-registration-who-must-register')
  // The page's script is running (Bookmark shows once it is), and the Share button sits just above the screen's foot.
  await expect(page.getByRole('button', { name: /^Bookmark/ })).toBeVisible()
  await page.evaluate(() => {
    const bottom = document.querySelector('main summary')!.getBoundingClientRect().bottom
    window.scrollBy({ top: bottom - window.innerHeight + 24, behavior: 'instant' })
  })
  await expect(shareButton(page)).toBeInViewport({ ratio: 1 })
  await shareButton(page).click()
  await expect(page.getByRole('link', { name: 'Share on Facebook' })).toBeFocused()
  // Before, its last items were below the screen.
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeInViewport({ ratio: 1 })
  await expect(page.getByRole('link', { name: 'Share on Facebook' })).toBeInViewport({ ratio: 1 })
})

test("the Share popover opens at a click before the page's script has loaded, and the script takes it over", async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/blog/gst-registration-who-must-register', { waitUntil: 'domcontentloaded' })
  await shareButton(page).click()
  await expect(page.getByRole('link', { name: 'Share on LinkedIn' })).toBeVisible()
  // Copy link, which needs the script, is not offered until it runs.
  await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0)
  release()
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 20_000 })
  // Once the script runs, it knows the popover is open: a click elsewhere closes it (again until the script has started).
  await expect(async () => {
    await page.getByRole('heading', { level: 1 }).click()
    await expect(page.getByRole('link', { name: 'Share on LinkedIn' })).toBeHidden({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
})

test('Bookmark shows once the page has read the stored bookmarks, already saying Bookmarked on a bookmarked article', async ({ page }) => {
  await page.goto('/blog/gst-registration-who-must-register')
  const bookmark = page.getByRole('button', { name: /^Bookmark/ })
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false')
  await bookmark.click()
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true')

  // Whenever the page changes, note whether the button is in sight saying it is not bookmarked (once the site's
  // stylesheet applies: laid out as a flex row; before it, nothing is painted).
  await page.addInitScript(() => {
    const w = window as unknown as { __shownUnpressed: boolean }
    w.__shownUnpressed = false
    new MutationObserver(() => {
      const button = document.querySelector('main button[aria-pressed]')
      if (!button || getComputedStyle(button).display !== 'inline-flex') return
      if (button.getAttribute('aria-pressed') === 'false' && button.checkVisibility({ visibilityProperty: true })) w.__shownUnpressed = true
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
  })
  const release = await holdScripts(page)
  await page.reload({ waitUntil: 'domcontentloaded' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Before the script runs it would do nothing, and would say "Bookmark": out of sight, holding its place.
  await expect(bookmark).toBeHidden()
  await expect(page.locator('main button[aria-pressed]')).toHaveCount(1)
  release()
  await expect(bookmark).toBeVisible({ timeout: 20_000 })
  await expect(bookmark).toHaveText('Bookmarked')
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true')
  expect(await page.evaluate(() => (window as unknown as { __shownUnpressed: boolean }).__shownUnpressed)).toBe(false)
})

test('an article bookmarked in one tab shows Bookmarked in another tab open on it, and unbookmarked again', async ({ context }) => {
  const first = await context.newPage()
  const second = await context.newPage()
  for (const page of [first, second]) await page.goto('/blog/gst-registration-who-must-register')
  const bookmarkIn = (page: Page) => page.getByRole('button', { name: /^Bookmark/ })
  await expect(bookmarkIn(second)).toHaveAttribute('aria-pressed', 'false')
  await bookmarkIn(first).click()
  await expect(bookmarkIn(first)).toHaveAttribute('aria-pressed', 'true')
  // Before, the other tab went on saying "Bookmark" until reloaded, and a tap there removed the bookmark instead.
  await expect(bookmarkIn(second)).toHaveAttribute('aria-pressed', 'true')
  await expect(bookmarkIn(second)).toHaveText('Bookmarked')
  await bookmarkIn(second).click()
  await expect(bookmarkIn(second)).toHaveAttribute('aria-pressed', 'false')
  await expect(bookmarkIn(first)).toHaveAttribute('aria-pressed', 'false')
})

test('Saved on the blog lists the articles bookmarked in this browser, the last saved first, and says how to save one while none is', async ({
  page,
  context,
  browser,
}) => {
  const counter = page.getByRole('status').filter({ hasText: /found/ })
  const saved = page.getByRole('button', { name: 'Saved', exact: true })
  const cardTitles = page.locator('main article h3')

  // None saved yet: the empty list says how to save one, and leads back to every article.
  const savedCount = saved.locator('[data-saved-count]')
  await page.goto('/blog')
  const total = Number((await counter.textContent())!.match(/\d+/)![0])
  await expect(saved).toHaveAttribute('aria-pressed', 'false')
  await scripted(saved)
  // None saved: no count beside it.
  await expect(savedCount).toHaveCount(0)
  await saved.click()
  await expect(page).toHaveURL(/\/blog\?saved=1$/)
  await expect(saved).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('heading', { name: 'No Saved Articles' })).toBeVisible()
  await expect(page.getByText('Open an article and choose Bookmark to save it for later.')).toBeVisible()
  await expect(counter).toHaveText('0 articles found')
  await page.getByRole('button', { name: 'Browse All Articles' }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(counter).toHaveText(`${total} articles found`)
  await expect(saved).toHaveAttribute('aria-pressed', 'false')

  // Two articles bookmarked, one after the other; the toast says where to find them.
  const titles: string[] = []
  for (const slug of ['dtaa-benefits-for-nris', 'gst-registration-who-must-register']) {
    await page.goto(`/blog/${slug}`)
    titles.push((await page.getByRole('heading', { level: 1 }).textContent())!.trim())
    await page.getByRole('button', { name: 'Bookmark', exact: true }).click()
    await expect(toasts(page, 'Added to bookmarks')).toContainText('Find it again under Saved on the blog.')
  }

  await page.goto('/blog')
  // How many are saved shows beside it, before it is chosen.
  await expect(savedCount).toHaveText('2')
  await scripted(saved)
  await saved.click()
  await expect(page.getByRole('heading', { name: 'Saved Articles' })).toBeVisible()
  await expect(counter).toHaveText('2 articles found')
  await expect(cardTitles).toHaveText([titles[1]!, titles[0]!])
  // With a search, Saved narrows it: one of the two is about GST.
  await page.getByLabel('Search articles').fill('gst')
  await expect(page).toHaveURL(/\/blog\?q=gst&saved=1$/)
  await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible()
  await expect(cardTitles).toHaveText([titles[1]!])

  // The address keeps it: a reload (the list rendered on the server for the search) shows the saved articles again.
  await page.reload()
  await expect(saved).toHaveAttribute('aria-pressed', 'true')
  await expect(cardTitles).toHaveText([titles[1]!])
  await page.goto('/blog?saved=1')
  await expect(cardTitles).toHaveText([titles[1]!, titles[0]!])

  // Unbookmarked in another tab: the list follows.
  const other = await context.newPage()
  await other.goto('/blog/gst-registration-who-must-register')
  await other.getByRole('button', { name: 'Bookmarked', exact: true }).click()
  await expect(other.getByRole('button', { name: 'Bookmark', exact: true })).toHaveAttribute('aria-pressed', 'false')
  await expect(cardTitles).toHaveText([titles[0]!])
  await expect(counter).toHaveText('1 article found')
  await expect(savedCount).toHaveText('1')
  await other.close()

  // Without script nothing can be bookmarked, and Saved is not offered.
  const noScript = await browser.newContext({ javaScriptEnabled: false })
  try {
    const plain = await noScript.newPage()
    await plain.goto('/blog')
    await expect(plain.getByRole('heading', { name: 'Featured Articles' })).toBeVisible()
    await expect(plain.getByRole('button', { name: 'Saved', exact: true })).toBeHidden()
  } finally {
    await noScript.close()
  }
})

test("Saved pressed before the blog's script has run loads the saved articles, and pressed again the search's", async ({ page }) => {
  await page.goto('/blog/dtaa-benefits-for-nris')
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
  await page.getByRole('button', { name: 'Bookmark', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Bookmarked', exact: true })).toBeVisible()
  const saved = page.getByRole('button', { name: 'Saved', exact: true })
  const counter = page.getByRole('status').filter({ hasText: /found/ })
  const cardTitles = page.locator('main article h3')

  let release = await holdScripts(page)
  await page.goto('/blog', { waitUntil: 'domcontentloaded' })
  // Before, a tap here did nothing: the button waited for the script.
  await saved.click()
  await expect(page).toHaveURL(/\/blog\?(.*&)?saved=1$/)
  release()
  await expect(page.getByRole('heading', { name: 'Saved Articles' })).toBeVisible({ timeout: 20_000 })
  await expect(cardTitles).toHaveText([title])
  await expect(saved).toHaveAttribute('aria-pressed', 'true')

  // A search's address is rendered on the server with Saved on; pressed before the script runs, it goes off, and the
  // list is the search's again.
  await page.goto('/blog?q=tax')
  const found = (await counter.textContent())!
  expect(Number(found.match(/\d+/)![0])).toBeGreaterThan(1)
  release = await holdScripts(page)
  await page.goto('/blog?q=tax&saved=1', { waitUntil: 'domcontentloaded' })
  await expect(saved).toHaveAttribute('aria-pressed', 'true')
  await saved.click()
  await expect(page).toHaveURL(/\/blog\?q=tax&saved=(&|$)/)
  release()
  await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible({ timeout: 20_000 })
  await expect(saved).toHaveAttribute('aria-pressed', 'false')
  await expect(counter).toHaveText(found)
  await scripted(saved)
  await expect(cardTitles).not.toHaveCount(1)
})

test("the Saved list's address loaded (a browser's bookmark of it, a reload) shows a placeholder, not every article, until the bookmarks are read; without script it says why it cannot list them", async ({
  page,
  browser,
}) => {
  await page.goto('/blog/dtaa-benefits-for-nris')
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
  await page.getByRole('button', { name: 'Bookmark', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Bookmarked', exact: true })).toBeVisible()
  const list = page.getByRole('region', { name: 'Saved Articles' })
  const cards = page.locator('main article')
  const counter = page.getByRole('status').filter({ hasText: /found|Finding/ })

  // Before the script has run (a slow phone): the list's heading over two cards' outlines, no article's card.
  const release = await holdScripts(page)
  await page.goto('/blog?saved=1', { waitUntil: 'domcontentloaded' })
  await expect(list).toHaveAttribute('aria-busy', 'true')
  await expect(list.locator('[data-saved-pending]')).toBeVisible()
  await expect(counter).toHaveText('Finding your saved articles…')
  await expect(cards).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true')
  // Then the saved article, and only it.
  release()
  await expect(cards.locator('h3')).toHaveText([title], { timeout: 20_000 })
  await expect(list).not.toHaveAttribute('aria-busy', 'true')
  await expect(counter).toHaveText('1 article found')

  // Without script the bookmarks cannot be read: it says so, and leads to every article.
  const noScript = await browser.newContext({ javaScriptEnabled: false })
  try {
    const plain = await noScript.newPage()
    await plain.goto('/blog?saved=1')
    await expect(plain.getByText('Saved articles are kept in this browser, and this page needs JavaScript to read them.')).toBeVisible()
    await expect(plain.locator('[data-saved-pending]')).toBeHidden()
    await expect(plain.getByText('Finding your saved articles…')).toBeHidden()
    await expect(plain.locator('main article')).toHaveCount(0)
    await plain.getByRole('link', { name: 'Browse All Articles' }).click()
    await expect(plain).toHaveURL(/\/blog$/)
    await expect(plain.getByRole('heading', { name: 'Featured Articles' })).toBeVisible()
  } finally {
    await noScript.close()
  }
})

test("an article's In this article list takes the reader to a section, below the page's header, and Back returns", async ({ page }) => {
  await page.goto('/blog/gst-registration-who-must-register')
  const outline = page.getByRole('navigation', { name: 'In this article' })
  await expect(outline.getByRole('link')).toHaveText(['Turnover thresholds', 'When registration is compulsory anyway', 'Documents you will need', 'How we help'])
  const link = outline.getByRole('link', { name: 'Documents you will need' })
  await link.scrollIntoViewIfNeeded()
  const place = await page.evaluate(() => Math.round(window.scrollY))
  await link.click()
  await expect(page).toHaveURL(/#documents-you-will-need$/)
  const section = page.getByRole('heading', { level: 2, name: 'Documents you will need' })
  // Once the page has stopped scrolling (smoothly, where motion is not reduced), the section is just below the sticky
  // header, not under it.
  const scrolled = () => page.evaluate(() => Math.round(window.scrollY))
  await expect
    .poll(async () => {
      const before = await scrolled()
      await page.waitForTimeout(200)
      return before === (await scrolled()) ? 'still' : 'scrolling'
    })
    .toBe('still')
  const headerBottom = await page.locator('header').first().evaluate((h) => h.getBoundingClientRect().bottom)
  const below = (await section.boundingBox())!.y - headerBottom
  expect(below).toBeGreaterThanOrEqual(0)
  expect(below).toBeLessThan(40)
  // Back: the place the reader left, the list in sight.
  await page.goBack()
  await expect(page).toHaveURL(/\/blog\/gst-registration-who-must-register$/)
  await expect.poll(scrolled).toBe(place)
  await expect(link).toBeInViewport()
})

test("on a wide screen an article's In this article list is a column beside the text, in sight as the text scrolls by", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/blog/gst-registration-who-must-register')
  const outline = page.getByRole('navigation', { name: 'In this article' })
  const text = page.locator('.article-body')
  const [list, body] = [(await outline.boundingBox())!, (await text.boundingBox())!]
  // Beside the text, to its left, from the text's top.
  expect(list.x + list.width).toBeLessThanOrEqual(body.x)
  expect(list.x).toBeGreaterThanOrEqual(16)
  expect(Math.abs(list.y - body.y)).toBeLessThan(8)
  // Read down to the last section: the list is still in sight, below the header, and leads back up.
  const last = page.getByRole('heading', { level: 2, name: 'How we help' })
  await last.scrollIntoViewIfNeeded()
  const links = outline.getByRole('link')
  await expect(links.first()).toBeInViewport()
  const headerBottom = await page.locator('header').first().evaluate((h) => h.getBoundingClientRect().bottom)
  expect((await links.first().boundingBox())!.y).toBeGreaterThan(headerBottom)
  await links.first().click()
  await expect(page).toHaveURL(/#turnover-thresholds$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Turnover thresholds' })).toBeInViewport()

  // Narrower (a 1280 px screen), there is no room beside the text: it is the box above it.
  await page.setViewportSize({ width: 1280, height: 800 })
  const [box, text1280] = [(await outline.boundingBox())!, (await text.boundingBox())!]
  expect(box.y + box.height).toBeLessThanOrEqual(text1280.y)
  expect(Math.abs(box.x - text1280.x)).toBeLessThan(2)
})

test('on a wide screen, In this article marks the section being read, as the reader scrolls and where a link leads', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/blog/gst-registration-who-must-register')
  const outline = page.getByRole('navigation', { name: 'In this article' })
  const links = outline.getByRole('link')
  const marked = outline.locator('a[aria-current="location"]')
  await scripted(links.first())
  // At the article's top no section is being read yet.
  await expect(marked).toHaveCount(0)
  // Read on until a section's heading is in the top part of the text in sight: that section is marked, alone, with the
  // column's bar beside it.
  const section = page.getByRole('heading', { level: 2, name: 'When registration is compulsory anyway' })
  await section.evaluate((heading) => window.scrollBy({ top: heading.getBoundingClientRect().top - 250, behavior: 'instant' }))
  await expect(marked).toHaveText(['When registration is compulsory anyway'])
  const bar = (link: Locator) => link.evaluate((a) => getComputedStyle(a).borderLeftColor)
  await expect.poll(() => bar(marked)).not.toBe(await bar(links.first()))
  // A link followed: its section is marked once the page is there.
  await outline.getByRole('link', { name: 'How we help' }).click()
  await expect(marked).toHaveText(['How we help'])
  // Back at the top: none again.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await expect(marked).toHaveCount(0)
})

test("on a phone, a Contents button at the screen's foot lists the sections again once the list is behind the reader", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/blog/gst-registration-who-must-register')
  const outline = page.getByRole('navigation', { name: 'In this article' })
  // A native disclosure: its summary is the button.
  const panel = page.locator('main details').filter({ has: page.locator('summary', { hasText: 'Contents' }) })
  const contents = panel.locator('summary')
  await scripted(outline.getByRole('link').first())
  // At the top, and with the list in sight above the text: no button.
  await expect(contents).toBeHidden()
  await outline.scrollIntoViewIfNeeded()
  await expect(outline).toBeInViewport()
  await expect(contents).toBeHidden()
  // Read on into a section: the list has gone under the header, and the button is at the screen's foot, left of the
  // chat's.
  const section = page.getByRole('heading', { level: 2, name: 'When registration is compulsory anyway' })
  await section.evaluate((heading) => window.scrollBy({ top: heading.getBoundingClientRect().top - 150, behavior: 'instant' }))
  await expect(contents).toBeVisible()
  const [box, chat] = [(await contents.boundingBox())!, (await page.getByRole('button', { name: 'Chat with our financial assistant' }).boundingBox())!]
  expect(box.y + box.height).toBeGreaterThan(740 - 32)
  expect(box.x + box.width).toBeLessThan(chat.x)
  // Opened: the sections, the one being read marked and the keyboard on it; another followed, the page is there and
  // the list closed.
  await contents.click()
  const marked = panel.locator('a[aria-current="location"]')
  await expect(panel.getByRole('link')).toHaveText(['Turnover thresholds', 'When registration is compulsory anyway', 'Documents you will need', 'How we help'])
  await expect(marked).toHaveText(['When registration is compulsory anyway'])
  await expect(marked).toBeFocused()
  await panel.getByRole('link', { name: 'How we help' }).click()
  await expect(page).toHaveURL(/#how-we-help$/)
  await expect(page.getByRole('heading', { level: 2, name: 'How we help' })).toBeInViewport()
  await expect(panel).not.toHaveAttribute('open')
  // Escape closes it, the keyboard back on the button; so does a tap elsewhere.
  await section.evaluate((heading) => window.scrollBy({ top: heading.getBoundingClientRect().top - 150, behavior: 'instant' }))
  await contents.click()
  await expect(marked).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(panel).not.toHaveAttribute('open')
  await expect(contents).toBeFocused()
  await contents.click()
  await expect(marked).toBeVisible()
  await section.click()
  await expect(panel).not.toHaveAttribute('open')
  // At the article's end (its tags in sight) the button goes, and back at the top too.
  // (The article's own tags come before the related articles' cards, which list theirs.)
  await page.getByRole('list', { name: 'Tags' }).first().evaluate((tags) => window.scrollBy({ top: tags.getBoundingClientRect().top - 300, behavior: 'instant' }))
  await expect(contents).toBeHidden()
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await expect(contents).toBeHidden()
  // Where the list is a column beside the text, there is never a button.
  await page.setViewportSize({ width: 1440, height: 900 })
  await section.evaluate((heading) => window.scrollBy({ top: heading.getBoundingClientRect().top - 150, behavior: 'instant' }))
  await expect(outline.locator('a[aria-current="location"]')).toHaveText(['When registration is compulsory anyway'])
  await expect(contents).toBeHidden()
})

test("an article of many sections keeps the one being read in sight in its column, which scrolls, not the page", async ({ page }) => {
  // 24 sections: on a 700 px high screen the column's list is taller than the room it has beside the text.
  const sections = Array.from({ length: 24 }, (_, i) => `Step ${i + 1}: reconcile the ${['purchase', 'sales', 'credit note', 'debit note'][i % 4]} register`)
  const stamp = Date.now().toString(36)
  const created = await adminApi('POST', '/api/news-updates', {
    title: `GST annual reconciliation, step by step ${stamp}`,
    excerpt: 'Every step of reconciling a year of GST returns with the books.',
    category: 'GST',
    _status: 'published',
    content: lexicalDocument(
      ...sections.flatMap((name) => [
        lexicalHeading('h2', name),
        lexicalParagraph('Match each invoice of the register with the return filed for its month, note what differs and why, and correct it in the next return or the annual one before the due date.'),
      ]),
    ),
  })
  expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(201)
  try {
    await page.setViewportSize({ width: 1440, height: 700 })
    await page.goto(`/blog/${created.body.doc.slug}`)
    const outline = page.getByRole('navigation', { name: 'In this article' })
    const links = outline.getByRole('link')
    await expect(links).toHaveCount(24)
    await scripted(links.first())
    const column = outline.locator('div').first()
    expect(await column.evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(true)
    // Read down to the last section: its link, marked, has scrolled into the column's sight, and the page stayed there.
    const last = page.getByRole('heading', { level: 2, name: sections[23] })
    await last.evaluate((heading) => window.scrollBy({ top: heading.getBoundingClientRect().top - 200, behavior: 'instant' }))
    await expect(outline.locator('a[aria-current="location"]')).toHaveText([sections[23]!])
    await expect(links.last()).toBeInViewport()
    await expect(links.first()).not.toBeInViewport()
    expect(await column.evaluate((box) => box.scrollTop)).toBeGreaterThan(0)
    await expect(last).toBeInViewport()
    // And back up at the first one.
    const first = page.getByRole('heading', { level: 2, name: sections[0] })
    await first.evaluate((heading) => window.scrollBy({ top: heading.getBoundingClientRect().top - 200, behavior: 'instant' }))
    await expect(outline.locator('a[aria-current="location"]')).toHaveText([sections[0]!])
    await expect(links.first()).toBeInViewport()
  } finally {
    await adminApi('DELETE', `/api/news-updates/${created.body.doc.id}`)
  }
})
