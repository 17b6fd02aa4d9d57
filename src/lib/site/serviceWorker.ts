/**
 * The site's service worker (served as /sw.js, registered by <OfflineSupport>). It does one thing: when a
 * visitor opens a page of the public site and the network fails, it answers with a page that says so and gives
 * the firm's phone numbers and e-mail, instead of the browser's "No internet" screen. It caches nothing, so it
 * can never show an outdated page, and it leaves the admin, the API, previews and the build's files alone.
 *
 * To retire it, serve a /sw.js that calls `self.registration.unregister()`: browsers fetch the script again on
 * their next visit (at least daily) and then remove the worker.
 */

/** Paths the worker never answers for: the admin, the API, draft previews, Next's files and itself. */
export const SERVICE_WORKER_BYPASS = ['/admin', '/api', '/preview', '/_next', '/sw.js'] as const

/** Whether the worker answers a navigation to `pathname` (the public site's pages only). */
export function answersPath(pathname: string, bypass: readonly string[]): boolean {
  return !bypass.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}

// The few parts of the service worker scope the worker uses (the project compiles against the DOM library,
// whose types clash with the WebWorker one).
type FetchEventLike = {
  request: Request
  preloadResponse?: Promise<Response | undefined>
  respondWith(response: Promise<Response>): void
}
type WaitableEvent = { waitUntil(promise: Promise<unknown>): void }
export type ServiceWorkerScopeLike = {
  location: { origin: string }
  registration: { navigationPreload?: { enable(): Promise<void> } }
  clients: { claim(): Promise<void> }
  skipWaiting(): Promise<void>
  fetch(request: Request): Promise<Response>
  addEventListener(type: 'install' | 'activate', listener: (event: WaitableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void
}

/**
 * The worker's body. It is sent to browsers as its source text (`serviceWorkerScript`), so it must not refer to
 * anything outside itself except its parameters.
 */
export function installWorker(
  sw: ServiceWorkerScopeLike,
  offlineHtml: string,
  bypass: readonly string[],
  answers: (pathname: string, bypass: readonly string[]) => boolean,
): void {
  sw.addEventListener('install', (event) => event.waitUntil(sw.skipWaiting()))
  sw.addEventListener('activate', (event) =>
    event.waitUntil(
      (async () => {
        // Lets the browser start the page's request while the worker starts, so pages do not wait for it.
        await sw.registration.navigationPreload?.enable()
        await sw.clients.claim()
      })(),
    ),
  )
  sw.addEventListener('fetch', (event) => {
    const { request } = event
    if (request.mode !== 'navigate' || request.method !== 'GET') return
    const url = new URL(request.url)
    if (url.origin !== sw.location.origin || !answers(url.pathname, bypass)) return
    event.respondWith(
      (async () => {
        try {
          const preloaded = await event.preloadResponse
          return preloaded ?? (await sw.fetch(request))
        } catch {
          return new Response(offlineHtml, {
            status: 503,
            headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
          })
        }
      })(),
    )
  })
}

/** The source text of /sw.js, with the offline page built in (a new page makes browsers update the worker). */
export function serviceWorkerScript(offlineHtml: string): string {
  return [
    '// Service worker of the public site: an offline page for its pages, nothing cached. Built by src/lib/site/serviceWorker.ts.',
    `const installWorker = ${installWorker.toString()};`,
    `const answersPath = ${answersPath.toString()};`,
    `installWorker(self, ${JSON.stringify(offlineHtml)}, ${JSON.stringify(SERVICE_WORKER_BYPASS)}, answersPath);`,
    '',
  ].join('\n')
}
