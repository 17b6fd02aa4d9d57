import { draftMode, headers } from 'next/headers'

import type { User } from '@/payload-types'
import { isStaffUser } from '../../access'
import { getPayloadClient } from '../data/payload'
import { REQUESTED_PATH_HEADER } from './paths'
import { isArticlePath, previewPath } from './previewPaths'

/**
 * The signed-in editor or admin for whom this request shows drafts, or null. Drafts need both Next's draft
 * mode (turned on by /preview for staff only) and a staff session now: a draft-mode cookie kept after signing
 * out, or copied to another browser, shows nothing unpublished. Outside draft mode no request data is read, so
 * the page stays statically generated.
 */
export async function previewUser(): Promise<User | null> {
  const { isEnabled } = await draftMode()
  if (!isEnabled) return null
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return isStaffUser(user) ? (user as User) : null
}

/**
 * The page a signed-in editor or admin previews, when it is not an article (an article's page shows its own banner):
 * the site's layout puts the preview banner on it. Null outside draft mode (read nothing: pages stay static), for anyone
 * else, or for an article's page.
 */
export async function pagePreviewPath(): Promise<string | null> {
  const { isEnabled } = await draftMode()
  if (!isEnabled) return null
  const path = previewPath((await headers()).get(REQUESTED_PATH_HEADER))
  if (!path || isArticlePath(path)) return null
  return (await previewUser()) ? path : null
}
