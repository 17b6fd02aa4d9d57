import type { Endpoint } from 'payload'
import { z } from 'zod'

import { normalizePagePath } from '../../../src/lib/site/paths'
import { strictObject } from '../../../src/lib/validation/strictObject'

import { adminInput, json } from '../../shared/endpoint'
import { bulkGeoKeywords } from '../lib/geo'

const bulkSchema = strictObject(
  { target_url: z.string().regex(/^\/(?!\/)\S*$/, 'target_url must be a page path such as /services/gst-services').optional() },
  'Send a JSON object',
)

/**
 * POST /api/geo-keywords/bulk: generates the 600 geographic keywords (10 base keywords x the first 20 cities x
 * the first 3 modifiers) in one INSERT, skipping those that exist. Search volume and difficulty stay unknown.
 */
export const bulkGenerateGeoKeywords: Endpoint = {
  path: '/bulk',
  method: 'post',
  handler: async (req) => {
    const parsed = await adminInput(req, bulkSchema)
    if (!parsed.ok) return parsed.response

    const drafts = bulkGeoKeywords(normalizePagePath(parsed.data.target_url ?? '/'))
    const started = performance.now()
    const table = req.payload.db.tables.geo_keywords
    const now = new Date().toISOString()
    try {
      const inserted = await req.payload.db.drizzle
        .insert(table)
        .values(drafts.map((d) => ({ ...d, createdAt: now, updatedAt: now })))
        .onConflictDoNothing({ target: table.full_keyword })
        .returning({ id: table.id })
      const ms = Math.round(performance.now() - started)
      req.payload.logger.info({ msg: `Bulk geo keywords: ${inserted.length} new of ${drafts.length} in ${ms} ms` })
      return json(
        {
          message: `Generated ${inserted.length} geo-targeted keywords!`,
          generated: inserted.length,
          skipped: drafts.length - inserted.length,
          total: drafts.length,
          durationMs: ms,
        },
        201,
      )
    } catch (err) {
      req.payload.logger.error({ msg: 'Bulk geo keyword generation failed', err })
      return json({ errors: [{ message: 'Failed to generate bulk keywords' }] }, 500)
    }
  },
}
