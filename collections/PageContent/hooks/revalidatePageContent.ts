import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { PageContent } from '../../../src/payload-types'
import { TAGS } from '../../../src/lib/cache-tags'
import { expireTags } from '../../../src/lib/revalidate'

const tagsFor = (...docs: (Pick<PageContent, 'path'> | undefined | null)[]) =>
  [...new Set(docs.map((d) => d?.path).filter((p): p is string => Boolean(p)))].map(TAGS.pageContent)

/** The page (at its old and new path) shows the change at once: no rebuild. */
export const revalidatePageContent: CollectionAfterChangeHook<PageContent> = ({ doc, previousDoc, req, context }) => {
  if (!context.disableRevalidate) expireTags(req, tagsFor(doc, previousDoc))
  return doc
}

export const revalidateDeletedPageContent: CollectionAfterDeleteHook<PageContent> = ({ doc, req, context }) => {
  if (!context.disableRevalidate) expireTags(req, tagsFor(doc))
  return doc
}
