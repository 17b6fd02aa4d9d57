import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { TAGS } from '../../../src/lib/cache-tags'
import { expireTags } from '../../../src/lib/revalidate'
import { requestDb } from '../../../src/lib/requestDb'
import { findSettingsUses } from '../lib/findImageUses'

/**
 * Articles show images (cover and in the text). When an image's alt text, caption, crop or file changes, or
 * it is deleted, the cached article pages and lists expire at once: otherwise they kept the old alt text for up to
 * five minutes. The pictures the site settings give pages (the home page's hero, the contact page's background) are
 * read with the settings: when one changes (a new crop or file gives it a new address), they expire too. Deleting is
 * refused while an article or a page shows the image (keepUsedImages.ts); the expiry on delete stays as a safety
 * net. A new upload changes no page until it is used.
 */
export const revalidateChangedImage: CollectionAfterChangeHook = async ({ doc, operation, req, context }) => {
  if (operation !== 'update' || context.disableRevalidate) return doc
  const settings = await findSettingsUses(req.payload, doc.id, await requestDb(req))
  expireTags(req, settings.length ? [TAGS.articles, TAGS.siteSettings] : [TAGS.articles])
  return doc
}

export const revalidateDeletedImage: CollectionAfterDeleteHook = ({ doc, req, context }) => {
  if (!context.disableRevalidate) expireTags(req, [TAGS.articles])
  return doc
}
