import type { Endpoint } from 'payload'

import { json, refuseUnlessAdminWithoutInput } from '../../shared/endpoint'
import { scoreKeywords } from '../lib/store'

/** POST /api/seo/keywords/recalculate (admins): rescores every keyword from the latest page audits. */
export const recalculateScoresEndpoint: Endpoint = {
  path: '/seo/keywords/recalculate',
  method: 'post',
  handler: async (req) => {
    const refused = await refuseUnlessAdminWithoutInput(req)
    if (refused) return refused
    const audits = await req.payload.count({ collection: 'page-audits', overrideAccess: true })
    if (!audits.totalDocs) return json({ errors: [{ message: 'No page audits yet: run a crawl first (POST /api/seo/crawl).' }] }, 409)
    const summary = await scoreKeywords(req.payload)
    return json({ message: `Updated ${summary.updated} of ${summary.total} keywords`, ...summary })
  },
}
