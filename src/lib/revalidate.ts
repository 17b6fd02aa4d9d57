import { revalidateTag } from 'next/cache'
import type { Payload } from 'payload'

/**
 * Expires the given cache tags at once. Outside a Next.js server (seed scripts, migrations) there is no
 * cache to expire, so that case is logged at debug level and skipped.
 */
export function expireTags(payload: Payload, tags: string[]): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (err) {
      payload.logger.debug({ msg: `Cache tag ${tag} not revalidated (no Next.js server here)`, err })
    }
  }
}
