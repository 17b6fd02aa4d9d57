import fs from 'node:fs'
import path from 'node:path'

import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import sharp from 'sharp'

import { MEDIA_DIR } from '../lib/paths'

type Db = MigrateUpArgs['db']
type Row = { id: number; filename: string; url: string | null; mime_type: string; width: number; height: number }

/** The two sizes this migration adds (collections/Media: `text` and `textWide`), with their column prefixes. */
const TEXT_SIZES = [
  { column: 'sizes_text', width: 768 },
  { column: 'sizes_text_wide', width: 1536 },
] as const

/**
 * Images uploaded before 24 Nov 2026 have only the sizes cut to a frame; an image in an article's text is shown
 * uncut, from the `text` sizes. This makes them the way Payload makes them for a new upload (the whole picture at
 * that width, same format, named `<name>-<width>x<height>.<ext>` beside it; no size wider than the image). An image
 * whose file is missing or cannot be read keeps no text size: its page shows the upload itself.
 */
export async function addTextSizes(
  db: Db,
  dir: string,
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<{ made: number; missing: number[]; failed: number[] }> {
  const rows = (
    await db.execute(sql`
      SELECT "id", "filename", "url", "mime_type", "width"::int AS "width", "height"::int AS "height" FROM "media"
      WHERE "sizes_text_filename" IS NULL AND "width" >= 768 AND "height" > 0 AND "filename" IS NOT NULL
        AND "mime_type" LIKE 'image/%' AND "mime_type" <> 'image/svg+xml'
      ORDER BY "id"`)
  ).rows as Row[]
  const missing: number[] = []
  const failed: number[] = []
  let made = 0
  for (const [index, row] of rows.entries()) {
    if (index > 0 && index % 25 === 0) onProgress(index, rows.length)
    const source = path.join(dir, path.basename(row.filename))
    if (!fs.existsSync(source)) {
      missing.push(row.id)
      continue
    }
    const dot = row.filename.lastIndexOf('.')
    const [name, ext] = dot > 0 ? [row.filename.slice(0, dot), row.filename.slice(dot + 1)] : [row.filename, '']
    try {
      for (const size of TEXT_SIZES) {
        if (row.width < size.width) continue
        const height = Math.round((row.height * size.width) / row.width)
        const filename = `${name}-${size.width}x${height}${ext ? `.${ext}` : ''}`
        const target = path.join(dir, filename)
        // A 16:9 image's 768 px size is its card's file already (the same picture): Payload shares it too.
        if (!fs.existsSync(target)) await sharp(source, { animated: true }).resize({ width: size.width }).toFile(target)
        const info = await sharp(target).metadata()
        const filesize = fs.statSync(target).size
        const url = row.url ? `${row.url.slice(0, row.url.lastIndexOf('/') + 1)}${encodeURIComponent(filename)}` : null
        await db.execute(sql`
          UPDATE "media" SET
            ${sql.raw(`"${size.column}_filename"`)} = ${filename}, ${sql.raw(`"${size.column}_url"`)} = ${url},
            ${sql.raw(`"${size.column}_width"`)} = ${info.width ?? size.width},
            ${sql.raw(`"${size.column}_height"`)} = ${info.pageHeight ?? info.height ?? height},
            ${sql.raw(`"${size.column}_mime_type"`)} = ${row.mime_type}, ${sql.raw(`"${size.column}_filesize"`)} = ${filesize}
          WHERE "id" = ${row.id}`)
      }
      made++
    } catch {
      failed.push(row.id)
    }
  }
  return { made, missing, failed }
}

export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "media" ADD COLUMN "sizes_text_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_text_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_text_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_text_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_text_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_text_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_text_wide_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_text_wide_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_text_wide_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_text_wide_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_text_wide_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_text_wide_filename" varchar;
  CREATE INDEX "media_sizes_text_sizes_text_filename_idx" ON "media" USING btree ("sizes_text_filename");
  CREATE INDEX "media_sizes_text_wide_sizes_text_wide_filename_idx" ON "media" USING btree ("sizes_text_wide_filename");`)
  const { made, missing, failed } = await addTextSizes(db, MEDIA_DIR, (done, total) =>
    payload.logger.info(`Making the text sizes of earlier images: ${done} of ${total} done.`),
  )
  if (made) payload.logger.info(`Made the text sizes of ${made} earlier image(s).`)
  if (missing.length) payload.logger.warn(`No file for image(s) ${missing.join(', ')} in ${MEDIA_DIR}: their pages show the upload itself.`)
  if (failed.length) payload.logger.warn(`The text sizes of image(s) ${failed.join(', ')} could not be made: their pages show the upload itself.`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "media_sizes_text_sizes_text_filename_idx";
  DROP INDEX "media_sizes_text_wide_sizes_text_wide_filename_idx";
  ALTER TABLE "media" DROP COLUMN "sizes_text_url";
  ALTER TABLE "media" DROP COLUMN "sizes_text_width";
  ALTER TABLE "media" DROP COLUMN "sizes_text_height";
  ALTER TABLE "media" DROP COLUMN "sizes_text_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_text_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_text_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_text_wide_url";
  ALTER TABLE "media" DROP COLUMN "sizes_text_wide_width";
  ALTER TABLE "media" DROP COLUMN "sizes_text_wide_height";
  ALTER TABLE "media" DROP COLUMN "sizes_text_wide_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_text_wide_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_text_wide_filename";`)
}
