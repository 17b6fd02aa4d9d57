import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { isSitePath, normalizePagePath } from '../lib/site/paths'

type Db = MigrateUpArgs['db']
type Row = { id: number; keyword: string; target_url: string }

/**
 * Keyword and geo keyword targets that are site paths are stored in the site's form since 23 Nov 2026
 * (`/Services/GST-Services/` as `/services/gst-services`, plugins/shared/collection.ts canonicalTargetUrl); rows saved
 * before keep the spelling they were typed in. This rewrites them the same way. A keyword already tracked for the
 * page under its site form keeps its old spelling (the two rows would be one keyword tracked twice; which to keep is
 * the admin's choice, so nothing is deleted): they are returned as `kept`.
 */
export async function canonicaliseKeywordTargets(db: Db): Promise<{ keywords: number; geoKeywords: number; kept: Row[] }> {
  const rows = (await db.execute(sql`SELECT "id", "keyword", "target_url" FROM "keywords" ORDER BY "id"`)).rows as Row[]
  const taken = new Set(rows.map((r) => `${r.keyword}\n${r.target_url}`))
  const kept: Row[] = []
  let keywords = 0
  for (const row of rows) {
    if (!isSitePath(row.target_url)) continue
    const target = normalizePagePath(row.target_url)
    if (target === row.target_url) continue
    if (taken.has(`${row.keyword}\n${target}`)) {
      kept.push(row)
      continue
    }
    await db.execute(sql`UPDATE "keywords" SET "target_url" = ${target} WHERE "id" = ${row.id}`)
    taken.delete(`${row.keyword}\n${row.target_url}`)
    taken.add(`${row.keyword}\n${target}`)
    keywords++
  }
  let geoKeywords = 0
  const geo = (await db.execute(sql`SELECT "id", "target_url" FROM "geo_keywords" WHERE "target_url" LIKE '/%' ORDER BY "id"`)).rows as Omit<Row, 'keyword'>[]
  for (const row of geo) {
    if (!isSitePath(row.target_url)) continue
    const target = normalizePagePath(row.target_url)
    if (target === row.target_url) continue
    await db.execute(sql`UPDATE "geo_keywords" SET "target_url" = ${target} WHERE "id" = ${row.id}`)
    geoKeywords++
  }
  return { keywords, geoKeywords, kept }
}

export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const { keywords, geoKeywords, kept } = await canonicaliseKeywordTargets(db)
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`
  if (keywords || geoKeywords) {
    payload.logger.info(`Keyword targets rewritten in the site's form: ${count(keywords, 'keyword')}, ${count(geoKeywords, 'geo keyword')}.`)
  }
  for (const row of kept) {
    payload.logger.warn(
      `Keyword #${row.id} "${row.keyword}" keeps its target ${row.target_url}: the keyword is also tracked for ${normalizePagePath(row.target_url)}. Delete one of the two in the admin.`,
    )
  }
}

// The spellings the rows had are not kept: they named the same pages. No schema snapshot (.json) goes with this
// migration: it changes no table, and the next generated migration compares against the latest snapshot there is.
export async function down(_args: MigrateDownArgs): Promise<void> {}
