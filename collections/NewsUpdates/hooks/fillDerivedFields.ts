import type { CollectionBeforeValidateHook } from 'payload'

import { lexicalToPlainText, nextReadTime } from '../../../src/lib/readTime'
import { slugify } from '../../../src/lib/slug'

/** The words a reader reads: the rich text, or for imported articles the legacy HTML. */
const articleText = (content: unknown, html: unknown): string => {
  const richText = lexicalToPlainText(content)
  return richText.trim() ? richText : String(html ?? '').replace(/<[^>]*>/g, ' ')
}

/**
 * Fills what an editor may leave empty: the slug (from the title), the read time (from the content, or the
 * imported HTML, and kept in step with it unless the editor set their own) and, on publish, the published date.
 */
export const fillDerivedFields: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (!data) return data
  const next = { ...data }
  const title = (next.title ?? originalDoc?.title) as string | undefined
  if (typeof next.slug === 'string') next.slug = next.slug.trim()
  const slug = next.slug === undefined ? originalDoc?.slug : next.slug
  if ((slug === null || slug === undefined || slug === '') && title) {
    // None when the title has no letters or digits a slug can take (a title in Hindi): stored as null, not '', so
    // that several such drafts do not collide on the unique slug; publishing then asks for one (the slug's validate).
    next.slug = slugify(title) || null
  } else if (next.slug === '') {
    next.slug = null
  }
  const readTime = nextReadTime({
    incoming: next.read_time,
    stored: originalDoc?.read_time,
    previousText: articleText(originalDoc?.content, originalDoc?.content_html),
    text: articleText(next.content === undefined ? originalDoc?.content : next.content, next.content_html === undefined ? originalDoc?.content_html : next.content_html),
  })
  if (readTime !== undefined) next.read_time = readTime
  const status = next._status ?? originalDoc?._status
  if (status === 'published' && !next.published_date && !originalDoc?.published_date) {
    next.published_date = new Date().toISOString()
  }
  if (Array.isArray(next.tags)) {
    next.tags = [...new Set((next.tags as unknown[]).filter((t): t is string => typeof t === 'string').map((t) => t.trim()).filter(Boolean))]
  }
  return next
}
