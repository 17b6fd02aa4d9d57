import type { Payload } from 'payload'

/**
 * Payload's Local API in the test's own process, on the test database, as a second server instance would have
 * it (without the start-up work: no first crawl, no job release). Call `payload.destroy()` when done.
 */
export async function localPayload(): Promise<Payload> {
  process.env.SEO_SKIP_ONINIT = '1'
  const { getPayload } = await import('payload')
  return getPayload({ config: (await import('@payload-config')).default })
}
