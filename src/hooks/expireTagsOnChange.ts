import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { expireTags } from '../lib/revalidate'

/** afterChange and afterDelete hooks that expire fixed cache tags (unless the context says not to). */
export function expireTagsOnChange(tags: string[]): { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } {
  const expire = ({ doc, req, context }: { doc: unknown; req: Parameters<CollectionAfterChangeHook>[0]['req']; context: Record<string, unknown> }) => {
    if (!context.disableRevalidate) expireTags(req, tags)
    return doc
  }
  return { afterChange: [expire], afterDelete: [expire] }
}
