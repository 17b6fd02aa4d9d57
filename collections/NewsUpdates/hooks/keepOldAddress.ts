import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionBeforeDeleteHook, PayloadRequest } from 'payload'

import type { NewsUpdate } from '../../../src/payload-types'

const MOVED_FROM = 'articleMovedFrom'

/**
 * Before a publish: if the article is live under another slug, notes that address, so the change below can leave a
 * redirect behind. The live version is read from the database (the document the hook is given may be a newer draft).
 */
export const noteLiveAddress: CollectionBeforeChangeHook<NewsUpdate> = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || data._status !== 'published' || !originalDoc?.id || !data.slug) return data
  const live = await req.payload.findByID({
    collection: 'news-updates',
    id: originalDoc.id,
    draft: false,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  // On req.context as it is now: a Local API call given `req` (the read above) gives the request a new context object.
  if (live?._status === 'published' && live.slug && live.slug !== data.slug) req.context[MOVED_FROM] = live.slug
  return data
}

/**
 * After a published article's slug changed: its old address redirects to it (the redirect follows the article, so a
 * later rename needs no chain), no redirect is left on its new address (an article renamed back), and the article's
 * page content (title, description, H1 and added content, keyed by address) moves with it unless its new address
 * already has its own.
 */
export const redirectOldAddress: CollectionAfterChangeHook<NewsUpdate> = async ({ doc, req, context }) => {
  const oldSlug = context[MOVED_FROM]
  if (typeof oldSlug !== 'string' || doc._status !== 'published') return doc
  delete context[MOVED_FROM]
  const from = `/blog/${oldSlug}`
  const to = { type: 'reference' as const, reference: { relationTo: 'news-updates' as const, value: doc.id } }
  const existing = await req.payload.find({ collection: 'redirects', where: { from: { equals: from } }, limit: 1, depth: 0, overrideAccess: true, req })
  if (existing.docs[0]) {
    await req.payload.update({ collection: 'redirects', id: existing.docs[0].id, data: { to }, overrideAccess: true, req })
  } else {
    await req.payload.create({ collection: 'redirects', data: { from, to }, overrideAccess: true, req })
  }
  await req.payload.delete({ collection: 'redirects', where: { from: { equals: `/blog/${doc.slug}` } }, overrideAccess: true, req })
  await movePageContent(from, `/blog/${doc.slug}`, req)
  return doc
}

async function movePageContent(from: string, to: string, req: PayloadRequest): Promise<void> {
  const taken = await req.payload.count({ collection: 'page-content', where: { path: { equals: to } }, overrideAccess: true, req })
  // An update by `where` that matches nothing (no content at the old address) writes nothing.
  if (!taken.totalDocs) await req.payload.update({ collection: 'page-content', where: { path: { equals: from } }, data: { path: to }, overrideAccess: true, req })
}

/**
 * Before an article is deleted: the redirects that lead to it go too (they would lead nowhere, and show in the admin
 * as redirects without a target). Its old addresses become 404s, as its own address does. So does its page content
 * (title, description, H1 and added content, kept by address): an article published later at the same address would
 * otherwise show the deleted one's title and text. Both its published address and its draft's count.
 */
export const releaseArticleAddresses: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'redirects',
    where: { and: [{ 'to.type': { equals: 'reference' } }, { 'to.reference': { equals: { relationTo: 'news-updates', value: id } } }] },
    overrideAccess: true,
    req,
  })
  const read = (draft: boolean) =>
    req.payload.findByID({ collection: 'news-updates', id, draft, depth: 0, overrideAccess: true, disableErrors: true, req })
  const slugs = new Set([(await read(false))?.slug, (await read(true))?.slug].filter((s): s is string => typeof s === 'string' && s !== ''))
  if (!slugs.size) return
  await req.payload.delete({
    collection: 'page-content',
    where: { path: { in: [...slugs].map((slug) => `/blog/${slug}`) } },
    overrideAccess: true,
    req,
  })
}
