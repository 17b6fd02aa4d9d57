import type { Endpoint, PayloadRequest } from 'payload'

import { isStaffUser } from '../access'
import { ARTICLE_CATEGORIES } from '../lib/categories'
import { json } from '../lib/http'
import { SHARE_IMAGE_PREVIEW_PATH } from '../lib/site/shareImage'
import { isValidSlug } from '../lib/slug'

const refuse = (message: string, status = 400) => json({ errors: [{ message }] }, status)

/** An article's title is at most 200 characters (collections/NewsUpdates). */
const TITLE_MAX = 200
const READ = ['title', 'category', 'slug'] as const

/**
 * GET /api/news-updates/share-image?title=…&category=GST&slug=… → image/png, 1200 x 630: the share image the article
 * would get with these values (its title over its cover art, as /blog/{slug}/share.png draws a published article's),
 * for the article form's share preview while the editor types, before anything is saved or published. Staff only (403
 * otherwise): drawing takes the server about 200 ms. 400, saying which, for a missing, repeated or unknown value, a
 * title over 200 characters, a category the articles do not have, or a slug that is not one.
 */
export const shareImagePreviewEndpoint: Endpoint = {
  path: SHARE_IMAGE_PREVIEW_PATH.replace(/^\/news-updates/, ''),
  method: 'get',
  handler: async (req: PayloadRequest) => {
    if (!isStaffUser(req.user)) return refuse('You are not allowed to perform this action.', 403)
    const params = req.searchParams
    const unknown = [...new Set(params.keys())].filter((k) => !(READ as readonly string[]).includes(k))
    if (unknown.length) return refuse(`Only title, category and slug are read here, not ${unknown.join(', ')}.`)
    const values: Record<string, string> = {}
    for (const key of READ) {
      const given = params.getAll(key)
      if (given.length !== 1 || !given[0]!.trim()) return refuse(`Give the article's ${key} once: ?title=…&category=GST&slug=….`)
      values[key] = given[0]!.trim()
    }
    const { title, category, slug } = values as Record<(typeof READ)[number], string>
    if (title.length > TITLE_MAX) return refuse(`The title is ${title.length} characters long; an article's title has at most ${TITLE_MAX}.`)
    if (!(ARTICLE_CATEGORIES as readonly string[]).includes(category)) return refuse(`"${category.slice(0, 60)}" is not an article category; one of: ${ARTICLE_CATEGORIES.join(', ')}.`)
    if (!isValidSlug(slug)) return refuse('The slug is not one: lower-case letters, digits and single hyphens, such as gst-registration-guide.')
    // Loaded here: next/og and the site's cached settings are the site's, not the Payload config's (which lists this endpoint).
    const [{ drawShareImage }, { getSiteSettings }] = await Promise.all([import('../lib/site/drawShareImage'), import('../lib/data/settings')])
    const { firmName } = await getSiteSettings()
    const image = drawShareImage({ title, category, slug, firmName })
    // The same values draw the same picture: the editor's browser keeps it a while (the firm's name seldom changes).
    image.headers.set('Cache-Control', 'private, max-age=300')
    return image
  },
}
