import { describe, expect, it } from 'vitest'

import { canonicaliseKeywordTargets } from '../../src/migrations/20261124_100000_keyword_target_paths'
import { unique } from '../helpers/api'
import { databaseForFile } from '../helpers/database'
import { localPayloadForFile } from '../helpers/localPayload'

const db = databaseForFile()
const local = localPayloadForFile()

/** Rows as they were saved before targets were stored in the site's form: written straight to the table. */
async function insertKeyword(keyword: string, target: string): Promise<number> {
  const res = await db.query('INSERT INTO keywords (keyword, target_url) VALUES ($1, $2) RETURNING id', [keyword, target])
  return res.rows[0].id
}

const targetOf = async (table: string, id: number) => (await db.query(`SELECT target_url FROM ${table} WHERE id = $1`, [id])).rows[0].target_url

describe('migration: keyword targets in the site form', () => {
  it('rewrites site paths typed in capitals or with a trailing slash, keeps full URLs, and deletes nothing', async () => {
    const word = unique('itr filing').toLowerCase()
    const capitals = await insertKeyword(word, '/Services/Income-Tax-Filing/')
    const url = await insertKeyword(word, 'https://Example.com/Services/')
    const same = await insertKeyword(`${word} b`, '/faq')
    // Tracked for the same page twice under two spellings: the site form exists, so the old spelling is kept and named.
    const twin = await insertKeyword(`${word} c`, '/services/audit')
    const twinCaps = await insertKeyword(`${word} c`, '/Services/Audit')
    const geo = await db.query(
      `INSERT INTO geo_keywords (base_keyword, location, full_keyword, target_url) VALUES ($1, 'Gurgaon', $2, '/Services//GST-Services/') RETURNING id`,
      [word, `${word} in gurgaon`],
    )
    try {
      const result = await canonicaliseKeywordTargets((await local()).db.drizzle as never)
      expect(await targetOf('keywords', capitals)).toBe('/services/income-tax-filing')
      expect(await targetOf('keywords', url)).toBe('https://Example.com/Services/')
      expect(await targetOf('keywords', same)).toBe('/faq')
      expect(await targetOf('keywords', twin)).toBe('/services/audit')
      expect(await targetOf('keywords', twinCaps)).toBe('/Services/Audit')
      expect(result.kept).toContainEqual({ id: twinCaps, keyword: `${word} c`, target_url: '/Services/Audit' })
      expect(await targetOf('geo_keywords', geo.rows[0].id)).toBe('/services/gst-services')
      expect(result.keywords).toBeGreaterThanOrEqual(1)
      expect(result.geoKeywords).toBeGreaterThanOrEqual(1)
      // Run again (a second install of the same database): nothing left to rewrite among these rows.
      const again = await canonicaliseKeywordTargets((await local()).db.drizzle as never)
      expect(again.kept.map((r) => r.id)).toContain(twinCaps)
      expect(await targetOf('keywords', capitals)).toBe('/services/income-tax-filing')
    } finally {
      await db.query('DELETE FROM keywords WHERE id = ANY($1)', [[capitals, url, same, twin, twinCaps]])
      await db.query('DELETE FROM geo_keywords WHERE id = $1', [geo.rows[0].id])
    }
  })
})
