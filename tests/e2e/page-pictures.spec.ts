import { expect, type Locator, test, type Page, type Request } from '@playwright/test'

// Next.js prefetches a page when a link to it comes into view. The pictures a page fetches early (its hero) must be
// fetched by that page alone: before, the prefetched page's preload hints made the browser download them on the page
// holding the link (the home hero on every wide-screen page, every article's hero on /blog).

test.use({ viewport: { width: 1440, height: 900 } })

const MEDIA = '/api/media/file/'

/** Every uploaded picture the page has fetched so far, by address path. */
const fetchedPictures = (page: Page) =>
  page.evaluate((media) => {
    const paths = performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)
    return [...new Set(paths.filter((p) => p.startsWith(media)))].sort()
  }, MEDIA)

/** The pictures the page shows: its <img> elements' chosen files and the heading band's backdrop. */
const shownPictures = (page: Page) =>
  page.evaluate((media) => {
    const shown = [...document.images].map((img) => img.currentSrc)
    for (const el of document.querySelectorAll('[data-backdrop]')) {
      const url = getComputedStyle(el).backgroundImage.match(/url\("?(.*?)"?\)/)?.[1]
      if (url) shown.push(url)
    }
    return [...new Set(shown.filter(Boolean).map((src) => new URL(src, location.href).pathname).filter((p) => p.startsWith(media)))].sort()
  }, MEDIA)

/**
 * Brings each of these links into view in turn, as a visitor scrolling down the page would, and stays until its page
 * is being prefetched: Next.js cancels the prefetch of a link scrolled out of view before its turn came.
 */
async function scrollPast(page: Page, links: Locator, requested: (path: string) => boolean) {
  for (const link of await links.all()) {
    const path = new URL((await link.getAttribute('href'))!, page.url()).pathname
    await link.scrollIntoViewIfNeeded()
    await expect.poll(() => requested(path), { message: `${path} not prefetched while its link was in view` }).toBe(true)
  }
}

/**
 * Runs `start`, then waits until the prefetches of the pages `paths` names (read after `start`, from the page it left)
 * have been answered and no other is under way. `start` is told which pages' prefetches have begun.
 */
async function prefetched(page: Page, paths: () => Promise<string[]>, start: (requested: (path: string) => boolean) => Promise<void>) {
  const requested = new Set<string>()
  const answered = new Set<string>()
  const inFlight = new Set<Request>()
  const isPrefetch = (req: Request) => new URL(req.url()).searchParams.has('_rsc')
  page.on('request', (req) => {
    if (!isPrefetch(req)) return
    inFlight.add(req)
    requested.add(new URL(req.url()).pathname)
  })
  const settled = (req: Request) => {
    if (!inFlight.delete(req)) return
    answered.add(new URL(req.url()).pathname)
  }
  page.on('requestfinished', settled)
  page.on('requestfailed', settled)
  await start((path) => requested.has(path))
  const expected = await paths()
  expect(expected.length).toBeGreaterThan(0)
  await expect.poll(() => expected.filter((path) => !answered.has(path)), { message: 'pages not prefetched' }).toEqual([])
  await expect.poll(() => inFlight.size).toBe(0)
  // The hints in an answer are acted on as it is read; give the browser a moment to start what they would ask for,
  // then wait for the pictures it is fetching.
  await page.waitForTimeout(500)
  await picturesLoaded(page)
}

/** Waits until every picture the page has started to show has arrived. */
const picturesLoaded = (page: Page) => page.waitForFunction(() => [...document.images].every((img) => !img.currentSrc || img.complete))

test('a page linking to the home page does not download the home page hero', async ({ page }) => {
  const home = await (await page.request.get('/')).text()
  const heroPreload = (home.match(/<link rel="preload"[^>]*>/g) ?? []).filter((tag) => tag.includes('as="image"'))
  // The demo home page has a hero picture, which the page itself fetches early on wide screens.
  expect(heroPreload).toHaveLength(1)
  expect(heroPreload[0]).toMatch(/ href="\/api\/media\/file\/[^"]+"/)
  expect(heroPreload[0]).toContain('media="(min-width: 1280px)"')
  await prefetched(page, async () => ['/'], async () => {
    await page.goto('/faq')
  })
  expect(await fetchedPictures(page)).toEqual([])
})

test('/blog downloads the pictures of its cards and not the heroes of the articles they lead to', async ({ page }) => {
  const links = page.locator('main article a[href^="/blog/"]')
  // The articles listed are read from the page loaded here, not from an earlier visit: other tests publish articles.
  const articles = async () => [...new Set(await links.evaluateAll((all) => all.map((a) => new URL((a as HTMLAnchorElement).href).pathname)))]
  await prefetched(page, articles, async (requested) => {
    await page.goto('/blog')
    await scrollPast(page, links, requested)
  })
  expect((await articles()).length).toBeGreaterThan(3)
  expect(await fetchedPictures(page)).toEqual(await shownPictures(page))
})

test('an article page fetches its hero picture first, from the page head', async ({ page }) => {
  await page.goto('/blog')
  const card = page.locator('main article').filter({ has: page.locator('img') }).first()
  await card.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/)
  const hero = page.locator('main picture img')
  await expect(hero).toBeVisible()
  const srcset = (await hero.getAttribute('srcset'))!
  await expect(page.locator(`head link[rel="preload"][as="image"][imagesrcset="${srcset}"][imagesizes="${await hero.getAttribute('sizes')}"]`)).toHaveAttribute('fetchpriority', 'high')

  // Loaded on its own (not arrived at by a link): the preload is in the server's page.
  const html = await (await page.request.get(page.url())).text()
  const head = html.slice(0, html.indexOf('</head>'))
  const heroPreload = (head.match(/<link rel="preload" as="image"[^>]*>/g) ?? []).filter((tag) => tag.includes(`imageSrcSet="${srcset}"`))
  expect(heroPreload).toHaveLength(1)
  expect(heroPreload[0]).toContain('imageSizes="(min-width: 896px) 896px, 100vw"')
  expect(heroPreload[0]).toContain('fetchPriority="high"')
  // Before the stylesheet, so the browser asks for the picture first.
  expect(head.indexOf(heroPreload[0])).toBeLessThan(head.indexOf('rel="stylesheet"'))
  await page.reload()
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await picturesLoaded(page)
  expect(await fetchedPictures(page)).toEqual(await shownPictures(page))
})
