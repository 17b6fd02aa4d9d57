import { revalidateTag } from 'next/cache'
import type { PayloadRequest } from 'payload'

import { transactionEnded } from './transactions'

/**
 * Expires the given cache tags at once, for the change `req` made. Next.js can do that only inside the request
 * it is handling: a REST or GraphQL call (the admin saves through REST). A change made by the server's own code
 * (a scheduled publish run by the jobs timer, a script) has no such request: there revalidateTag either throws
 * or, in a job run by Payload's timer, neither throws nor expires anything (measured; most likely the timer
 * keeps the async context of the request Payload started in). Those tags are sent to the server's own
 * endpoint instead, which runs inside a request, once the change is committed. (Over REST, Next applies the
 * expiry when the request ends, after Payload's commit.) Outside a running
 * site (seed scripts, migrations) there is no cache and nothing answers, which is logged at debug level only.
 */
export function expireTags(req: PayloadRequest, tags: string[]): void {
  if (req.payloadAPI === 'REST' || req.payloadAPI === 'GraphQL') {
    try {
      for (const tag of tags) revalidateTag(tag, { expire: 0 })
      return
    } catch {
      // Not inside Next's request handling after all: use the endpoint.
    }
  }
  void sendToSite(req, tags)
}

async function sendToSite(req: PayloadRequest, tags: string[]): Promise<void> {
  try {
    // Hooks run before the commit: a page rebuilt in between would read the old data and be kept as fresh for up to
    // 5 minutes. Sent anyway if the transaction is still open after 10 s.
    await transactionEnded(req)
    // Loaded here, not at the top: the collections (and their unit tests) must not need the server's settings.
    const { EXPIRE_TAGS_HEADER, EXPIRE_TAGS_PATH, expireTagsToken, internalBaseUrl } = await import('./internalSite')
    const res = await fetch(`${internalBaseUrl()}${EXPIRE_TAGS_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [EXPIRE_TAGS_HEADER]: expireTagsToken() },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!res.ok) req.payload.logger.warn({ msg: `Cache tags not expired: the site answered ${res.status}`, tags })
  } catch (err) {
    req.payload.logger.debug({ msg: 'Cache tags not expired (no site running here)', tags, err })
  }
}
