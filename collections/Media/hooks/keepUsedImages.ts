import { sql } from '@payloadcms/db-postgres'
import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import type { Media } from '../../../src/payload-types'
import { requestDb } from '../../../src/lib/requestDb'
import { findImageUses, findSettingsUses } from '../lib/findImageUses'
import { imageInUseMessage } from '../lib/imageUses'

/**
 * An image an article shows cannot be deleted: the article would lose its cover, or a picture in its text, without
 * anyone being told (the database clears the cover, the text keeps a reference to nothing). Nor can a picture the
 * site settings give a page (the home page's hero, the contact page's background), which would go the same way. The
 * refusal names the articles (and the settings), so the editor can choose other images there first. 409 Conflict:
 * the request is fine, the state is not.
 *
 * The image's row is locked first, in the delete's own transaction, and the articles are read there: an article
 * saved with this image as its cover at the same moment either committed before (and is counted) or waits for the
 * delete to end (its reference to the image locks the same row). Checked outside the transaction, such an article
 * was not counted, and the database cleared its cover when the image went.
 */
export const keepUsedImages: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const media = (await req.payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true, disableErrors: true, req })) as Media | null
  if (!media) return
  const db = await requestDb(req)
  await db.execute(sql`SELECT id FROM media WHERE id = ${Number(id)} FOR UPDATE`)
  const [uses, settings] = await Promise.all([findImageUses(req.payload, media, db), findSettingsUses(req.payload, media.id, db)])
  if (uses.length || settings.length) {
    // `hero` as before the contact page's picture came; `settings` names every field of the settings that uses it.
    const data = { uses, hero: settings.some((p) => p.field === 'heroImage'), settings: settings.map((p) => p.field) }
    throw new APIError(imageInUseMessage(uses, settings), 409, data, true)
  }
}
