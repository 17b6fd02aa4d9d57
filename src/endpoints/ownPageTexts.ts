import type { Endpoint, PayloadRequest } from 'payload'

import { isStaffUser } from '../access'
import { json } from '../lib/http'
import { isSitePath } from '../lib/site/paths'

const refuse = (message: string, status = 400) => json({ errors: [{ message }] }, status)

/** The longest path read: a page's path is far shorter. */
const PATH_MAX = 300

/**
 * GET /api/page-content/own-texts?path=/about → { path, title, description, h1, url, siteName }: what the page shows
 * when its page-content fields are empty (the title as search results and browser tabs show it, firm name included),
 * its public address and the site's name. The page-content form shows them in its empty fields and its search result
 * preview, so an editor sees what an override would replace. Staff only (403 otherwise); 400 for a missing or odd
 * path; 404 when the site has no page there (an article's address counts once a published, active article holds it).
 */
export const ownPageTextsEndpoint: Endpoint = {
  path: '/own-texts',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    if (!isStaffUser(req.user)) return refuse('You are not allowed to perform this action.', 403)
    const params = req.searchParams
    const unknown = [...new Set(params.keys())].filter((k) => k !== 'path')
    if (unknown.length) return refuse(`Only path is read here, not ${unknown.join(', ')}.`)
    const paths = params.getAll('path')
    if (paths.length !== 1 || !paths[0]!.trim()) return refuse('Give the page as one path: ?path=/services/gst-services.')
    const path = paths[0]!
    if (path.length > PATH_MAX) return refuse(`The path is ${path.length} characters long; at most ${PATH_MAX} are read.`)
    if (!isSitePath(path)) return refuse('Give a path on this site that starts with a single /, such as /about.')
    // Loaded here: the site's cached data reaches the Payload config, which lists this endpoint (as the suggestions endpoint does).
    const [{ ownTextsAt }, { siteOrigin }] = await Promise.all([import('../lib/site/ownTextsAt'), import('../lib/site/metadata')])
    const { texts, article, firmName } = await ownTextsAt(path)
    if (!texts) {
      return refuse(article ? 'No published article has this address, so the site shows no page here.' : 'The site has no page at this path.', 404)
    }
    // The address as the page's canonical link writes it (the home page's without a slash).
    return json({ ...texts, url: texts.path === '/' ? siteOrigin() : `${siteOrigin()}${texts.path}`, siteName: firmName })
  },
}
