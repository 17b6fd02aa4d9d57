import { api, type Role } from './api'

/** What the admin list's drag handle sends: move row `id` of `collection` just before or after row `target`. */
export const reorder = (role: Role, collection: string, id: number, where: 'before' | 'after', target: { id: number; key?: string }) =>
  api(role, 'POST', '/api/reorder', {
    collectionSlug: collection,
    docsToMove: [id],
    newKeyWillBe: where === 'before' ? 'less' : 'greater',
    orderableFieldName: '_order',
    target,
  })
