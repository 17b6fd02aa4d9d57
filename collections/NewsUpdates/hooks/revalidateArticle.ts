import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { NewsUpdate } from '../../../src/payload-types'
import { TAGS } from '../../../src/lib/cache-tags'
import { expireTags } from '../../../src/lib/revalidate'

type ArticleLike = Pick<NewsUpdate, 'slug'>

const tagsFor = (...docs: (ArticleLike | undefined | null)[]) => [
  TAGS.articles,
  ...docs.map((d) => d?.slug).filter((s): s is string => Boolean(s)).map(TAGS.article),
]

/** Published changes reach the site at once: the list and the article (old and new slug) expire. */
export const revalidateArticle: CollectionAfterChangeHook<NewsUpdate> = ({ doc, previousDoc, req, context }) => {
  if (!context.disableRevalidate) {
    expireTags(req, tagsFor(doc, previousDoc))
  }
  return doc
}

export const revalidateDeletedArticle: CollectionAfterDeleteHook<NewsUpdate> = ({ doc, req, context }) => {
  if (!context.disableRevalidate) expireTags(req, tagsFor(doc))
  return doc
}
