import type { PayloadRequest } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

vi.stubEnv('PAYLOAD_SECRET', 'unit-test-secret-0123456789')
vi.stubEnv('SEO_CRAWL_BASE_URL', 'http://127.0.0.1:3999')
vi.stubEnv('DATABASE_URL', 'postgres://unit@127.0.0.1:1/none')

const { expireTags } = await import('../../src/lib/revalidate')
// expireTags loads the site's address and token on first use; loaded here so that no test's bound includes that first
// load (tests may run in any order, and other files may or may not have loaded it before).
await import('../../src/lib/internalSite')

const serverReq = (transactionID?: string) =>
  ({ payloadAPI: 'local', transactionID, payload: { logger: { warn: vi.fn(), debug: vi.fn() } } }) as unknown as PayloadRequest

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('expireTags for a change the server makes on its own (a scheduled publish)', () => {
  it('sends the tags to the site’s endpoint only once the change is committed', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', fetch)
    const req = serverReq('tx-1')
    expireTags(req, ['articles', 'article:gst-guide'])

    // The transaction is still open: a page rebuilt now would read the old data, so nothing is sent yet.
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(fetch).not.toHaveBeenCalled()

    delete (req as { transactionID?: string }).transactionID
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('http://127.0.0.1:3999/api/internal/expire-tags')
    expect(JSON.parse(String(init.body))).toEqual({ tags: ['articles', 'article:gst-guide'] })
    expect((init.headers as Record<string, string>)['x-expire-tags-token']).toMatch(/^[0-9a-f]{64}$/)
  })

  it('sends them at once when there is no transaction', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', fetch)
    expireTags(serverReq(), ['faqs'])
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1), { timeout: 1000 })
  })
})
