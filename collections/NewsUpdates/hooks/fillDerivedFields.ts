import type { CollectionBeforeValidateHook } from 'payload'

import { lexicalToPlainText, readTimeMinutes } from '../../../src/lib/readTime'
import { slugify } from '../../../src/lib/slug'

/**
 * Fills what an editor may leave empty: the slug (from the title), the read time (from the content, or the imported HTML) and,
 * on publish, the published date.
 */
export const fillDerivedFields: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (!data) return data
  const next = { ...data }
  const title = (next.title ?? originalDoc?.title) as string | undefined
  const slug = next.slug ?? originalDoc?.slug
  if ((slug === undefined || slug === null || slug === '') && title) {
    next.slug = slugify(title)
  } else if (typeof next.slug === 'string') {
    next.slug = next.slug.trim()
  }
  const readTime = next.read_time === undefined ? originalDoc?.read_time : next.read_time
  if (readTime === null || readTime === undefined || readTime === 0) {
    const richText = lexicalToPlainText(next.content ?? originalDoc?.content)
    const html = String(next.content_html ?? originalDoc?.content_html ?? '')
    const minutes = readTimeMinutes(richText.trim() ? richText : html.replace(/<[^>]*>/g, ' '))
    next.read_time = minutes > 0 ? minutes : null
  }
  const status = next._status ?? originalDoc?._status
  if (status === 'published' && !next.published_date && !originalDoc?.published_date) {
    next.published_date = new Date().toISOString()
  }
  if (Array.isArray(next.tags)) {
    next.tags = [...new Set((next.tags as unknown[]).filter((t): t is string => typeof t === 'string').map((t) => t.trim()).filter(Boolean))]
  }
  return next
}
