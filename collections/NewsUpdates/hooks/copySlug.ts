import type { FieldHook } from 'payload'

import { SLUG_MAX_LENGTH } from '../../../src/lib/slug'

/**
 * The slug of a duplicated article: the original's with `-copy` (then `-copy-2`, `-copy-3` ...), the first no
 * article has. Payload's own " - Copy" is no slug: the copy was kept as a draft with it, and refused on publishing.
 */
export const copySlug: FieldHook = async ({ value, req }) => {
  if (typeof value !== 'string' || !value) return null
  for (let n = 1; n <= 50; n++) {
    const suffix = n === 1 ? '-copy' : `-copy-${n}`
    const candidate = `${value.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`
    const taken = await req.payload.count({ collection: 'news-updates', where: { slug: { equals: candidate } }, overrideAccess: true, req })
    if (!taken.totalDocs) return candidate
  }
  // Fifty copies already: none is made from the title either (it is the original's); publishing asks for one.
  return null
}
