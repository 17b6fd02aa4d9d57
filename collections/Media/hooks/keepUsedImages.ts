import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import type { Media } from '../../../src/payload-types'
import { findImageUses } from '../lib/findImageUses'
import { imageInUseMessage } from '../lib/imageUses'

/**
 * An image an article shows cannot be deleted: the article would lose its cover, or a picture in its text, without
 * anyone being told (the database clears the cover, the text keeps a reference to nothing). The refusal names the
 * articles, so the editor can choose other images there first. 409 Conflict: the request is fine, the state is not.
 */
export const keepUsedImages: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const media = (await req.payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true, disableErrors: true, req })) as Media | null
  if (!media) return
  const uses = await findImageUses(req.payload, media)
  if (uses.length) throw new APIError(imageInUseMessage(uses), 409, { uses }, true)
}
