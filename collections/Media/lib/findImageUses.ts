import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { Media } from '../../../src/payload-types'
import { imageAddresses, SETTINGS_PICTURES, type ImageUse, type ImageUsePlace, type SettingsPicture } from './imageUses'

// A Lexical upload node stores the image's ID as `value` (a number here, a string from some clients), or in older
// documents the image itself (`value.id`), which Payload still reads.
const UPLOAD_NODE =
  '$.** ? (@.type == "upload" && @.relationTo == "media" && (@.value == $n || @.value == $s || @.value.id == $n || @.value.id == $s))'

/**
 * The articles that use an image: the published article or, when it has one, its newer unpublished draft. Earlier
 * versions in an article's history are not counted. One query; it reads the database directly because Payload's
 * queries cannot look inside rich text or match part of an HTML field. `db`: the connection to ask on (a
 * transaction's, to see its writes).
 */
export async function findImageUses(
  payload: Payload,
  media: Pick<Media, 'id' | 'filename' | 'sizes'>,
  db: Payload['db']['drizzle'] = payload.db.drizzle,
): Promise<ImageUse[]> {
  const id = Number(media.id)
  const vars = JSON.stringify({ n: id, s: String(id) })
  const addresses = imageAddresses(media)
  // `false` when there are no addresses: an image without a file cannot be linked to by address.
  const byAddress = (url: ReturnType<typeof sql.identifier>, html: ReturnType<typeof sql.identifier>) =>
    addresses.length
      ? sql.join(
          addresses.map((a) => sql`(strpos(coalesce(${url}, ''), ${a}) > 0 OR strpos(coalesce(${html}, ''), ${a}) > 0)`),
          sql` OR `,
        )
      : sql`false`
  const result = await db.execute(sql`
    WITH uses AS (
      SELECT a.id AS article, a.title, false AS draft,
             a.image_id = ${id} AS cover,
             coalesce(jsonb_path_exists(a.content, ${UPLOAD_NODE}::jsonpath, ${vars}::jsonb), false) AS in_text,
             (${byAddress(sql.identifier('image_url'), sql.identifier('content_html'))}) AS by_address
        FROM news_updates a
      UNION ALL
      SELECT v.parent_id, v.version_title, true,
             v.version_image_id = ${id},
             coalesce(jsonb_path_exists(v.version_content, ${UPLOAD_NODE}::jsonpath, ${vars}::jsonb), false),
             (${byAddress(sql.identifier('version_image_url'), sql.identifier('version_content_html'))})
        FROM _news_updates_v v
       WHERE v.latest AND v.version__status = 'draft'
    )
    SELECT u.article, coalesce(a.title, max(u.title)) AS title,
           bool_or(u.cover) AS cover, bool_or(u.in_text) AS in_text, bool_or(u.by_address) AS by_address,
           bool_and(u.draft) AS draft_only
      FROM uses u JOIN news_updates a ON a.id = u.article
     WHERE u.cover OR u.in_text OR u.by_address
     GROUP BY u.article, a.title
     ORDER BY coalesce(a.title, max(u.title)), u.article`)
  const rows = result.rows as { article: number; title: string | null; cover: boolean; in_text: boolean; by_address: boolean; draft_only: boolean }[]
  return rows.map((r) => ({
    article: Number(r.article),
    title: r.title || `Article #${r.article}`,
    places: [r.cover && 'cover', r.in_text && 'text', r.by_address && 'address'].filter(Boolean) as ImageUsePlace[],
    draftOnly: r.draft_only,
  }))
}

/**
 * The pages that show the image from the site settings (the home page's hero, the contact page's background), in
 * SETTINGS_PICTURES' order. One row read. `db` as for findImageUses.
 */
export async function findSettingsUses(
  payload: Payload,
  id: number | string,
  db: Payload['db']['drizzle'] = payload.db.drizzle,
): Promise<SettingsPicture[]> {
  const columns = SETTINGS_PICTURES.map((p) => sql`${sql.identifier(p.column)} = ${Number(id)} AS ${sql.identifier(p.field)}`)
  const result = await db.execute(sql`SELECT ${sql.join(columns, sql`, `)} FROM site_settings LIMIT 1`)
  const row = result.rows[0] as Record<string, boolean | null> | undefined
  return row ? SETTINGS_PICTURES.filter((p) => row[p.field] === true) : []
}
