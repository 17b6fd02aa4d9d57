import { sql } from '@payloadcms/db-postgres'
import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { requestDb } from '../../../src/lib/requestDb'

/** The IDs of the images an article's rich text shows (Lexical upload nodes of `media`), in the order they appear. */
export function imageIdsInText(content: unknown, depth = 0): number[] {
  if (depth > 64 || typeof content !== 'object' || content === null) return []
  if (Array.isArray(content)) return [...new Set(content.flatMap((item) => imageIdsInText(item, depth + 1)))]
  const node = content as Record<string, unknown>
  const ids: number[] = []
  if (node.type === 'upload' && node.relationTo === 'media') {
    // The image's ID, as a number or text, or in older documents the image itself.
    const value = typeof node.value === 'object' && node.value !== null ? (node.value as { id?: unknown }).id : node.value
    const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
    if (typeof id === 'number' && Number.isSafeInteger(id)) ids.push(id)
  }
  for (const value of Object.values(node)) if (typeof value === 'object') ids.push(...imageIdsInText(value, depth + 1))
  return [...new Set(ids)]
}

export const missingTextImageMessage = (ids: number[]) =>
  `The text shows ${ids.length === 1 ? 'an image that no longer exists' : `${ids.length} images that no longer exist`} (ID ${ids.join(', ')}): ` +
  'remove it from the text, or choose another image.'

/**
 * An article's text may show only images that exist: a reference to one that does not (an ID typed over REST, or an
 * image deleted at the same moment) was stored and the image silently left out of the page. The images are read with
 * a share lock in the save's transaction, so an image being deleted meanwhile either goes first (and this save is
 * refused) or waits for the save, and then sees the article using it (collections/Media/hooks/keepUsedImages.ts).
 * A cover needs none of this: its foreign key does the same.
 */
export const keepTextImages: CollectionBeforeChangeHook = async ({ data, req }) => {
  const ids = imageIdsInText(data?.content)
  if (!ids.length) return data
  const db = await requestDb(req)
  const result = await db.execute(sql`SELECT id FROM media WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) FOR KEY SHARE`)
  const found = new Set((result.rows as { id: number }[]).map((row) => Number(row.id)))
  const missing = ids.filter((id) => !found.has(id))
  if (missing.length) {
    throw new ValidationError({ collection: 'news-updates', errors: [{ path: 'content', label: 'Content', message: missingTextImageMessage(missing) }] })
  }
  return data
}
