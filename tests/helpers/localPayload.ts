import type { Payload } from 'payload'
import { afterAll } from 'vitest'

/**
 * Payload's Local API in the test's own process, on the test database, as a second server instance would have
 * it (without the start-up work: no first crawl, no job release). Call `payload.destroy()` when done.
 */
export async function localPayload(): Promise<Payload> {
  process.env.SEO_SKIP_ONINIT = '1'
  const { getPayload } = await import('payload')
  return getPayload({ config: (await import('@payload-config')).default })
}

/**
 * For a test file: the Local API, made on first use and destroyed after the file's tests. One a file, because Payload
 * caches it: a second one after destroy() would be the destroyed one.
 */
export function localPayloadForFile(): () => Promise<Payload> {
  let instance: Payload | undefined
  afterAll(async () => {
    await instance?.destroy()
  })
  return async () => (instance ??= await localPayload())
}
