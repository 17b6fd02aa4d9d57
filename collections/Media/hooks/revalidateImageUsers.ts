import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { TAGS } from '../../../src/lib/cache-tags'
import { expireTags } from '../../../src/lib/revalidate'

/**
 * Articles show images (cover and in the text). When an image's alt text, caption, crop or file changes, or
 * it is deleted, the cached article pages and lists expire at once: otherwise they kept the old alt text for up to
 * five minutes. Deleting is refused while an article shows the image (keepUsedImages.ts); the expiry on delete
 * stays as a safety net. A new upload changes no page until an article uses it.
 */
export const revalidateChangedImage: CollectionAfterChangeHook = ({ doc, operation, req, context }) => {
  if (operation === 'update' && !context.disableRevalidate) expireTags(req, [TAGS.articles])
  return doc
}

export const revalidateDeletedImage: CollectionAfterDeleteHook = ({ doc, req, context }) => {
  if (!context.disableRevalidate) expireTags(req, [TAGS.articles])
  return doc
}
