import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

import { addTextSizes } from '../../src/migrations/20261124_123225_media_text_sizes'
import { unique } from '../helpers/api'
import { databaseForFile } from '../helpers/database'
import { localPayloadForFile } from '../helpers/localPayload'

const db = databaseForFile()
const local = localPayloadForFile()
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-text-sizes-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** An image uploaded before the text sizes existed: its file in `dir` (unless `withoutFile`) and its row, written straight to the table. */
async function olderImage(ext: 'png' | 'jpg', width: number, height: number, withoutFile = false): Promise<{ id: number; name: string }> {
  const name = unique('older').toLowerCase()
  const filename = `${name}.${ext}`
  if (!withoutFile) {
    const picture = sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } })
    await (ext === 'png' ? picture.png() : picture.jpeg()).toFile(path.join(dir, filename))
  }
  const mime = ext === 'png' ? 'image/png' : 'image/jpeg'
  const res = await db.query(
    'INSERT INTO media (alt, filename, url, mime_type, width, height, filesize) VALUES ($1, $2, $3, $4, $5, $6, 1) RETURNING id',
    [`An image named ${name}`, filename, `/api/media/file/${filename}`, mime, width, height],
  )
  return { id: res.rows[0].id, name }
}

const textSizesOf = async (id: number) =>
  (
    await db.query(
      `SELECT sizes_text_filename, sizes_text_url, sizes_text_width::int, sizes_text_height::int, sizes_text_mime_type,
              sizes_text_wide_filename, sizes_text_wide_width::int, sizes_text_wide_height::int, sizes_text_filesize::int
       FROM media WHERE id = $1`,
      [id],
    )
  ).rows[0]

describe('migration: the text sizes of images uploaded before them', () => {
  it('makes the whole picture at the text’s widths beside each earlier image, none wider than it, and skips what it cannot read', async () => {
    const tall = await olderImage('png', 800, 1400)
    const wide = await olderImage('jpg', 2000, 1000)
    const small = await olderImage('png', 500, 300)
    const gone = await olderImage('png', 1600, 900, true)
    // Enough images for a progress line (one every 25): these have lost their files.
    const lost = []
    for (let i = 0; i < 24; i++) lost.push(await olderImage('png', 1200, 800, true))
    const ids = [tall.id, wide.id, small.id, gone.id, ...lost.map((l) => l.id)]
    try {
      const progress: [number, number][] = []
      const first = await addTextSizes((await local()).db.drizzle as never, dir, (done, total) => progress.push([done, total]))
      expect(progress.length).toBeGreaterThanOrEqual(1)
      expect(progress[0][0]).toBe(25)
      expect(progress[0][1]).toBeGreaterThanOrEqual(27)
      expect(first.missing).toEqual(expect.arrayContaining(lost.map((l) => l.id)))

      const tallSizes = await textSizesOf(tall.id)
      expect(tallSizes).toMatchObject({
        sizes_text_filename: `${tall.name}-768x1344.png`,
        sizes_text_url: `/api/media/file/${tall.name}-768x1344.png`,
        sizes_text_width: 768,
        sizes_text_height: 1344,
        sizes_text_mime_type: 'image/png',
        sizes_text_wide_filename: null, // 1536 px would be wider than the image
      })
      const file = path.join(dir, tallSizes.sizes_text_filename)
      expect(await sharp(file).metadata()).toMatchObject({ width: 768, height: 1344, format: 'png' })
      expect(tallSizes.sizes_text_filesize).toBe(fs.statSync(file).size)

      expect(await textSizesOf(wide.id)).toMatchObject({
        sizes_text_filename: `${wide.name}-768x384.jpg`,
        sizes_text_wide_filename: `${wide.name}-1536x768.jpg`,
        sizes_text_wide_width: 1536,
        sizes_text_wide_height: 768,
        sizes_text_mime_type: 'image/jpeg',
      })
      expect(await sharp(path.join(dir, `${wide.name}-1536x768.jpg`)).metadata()).toMatchObject({ width: 1536, height: 768, format: 'jpeg' })

      expect((await textSizesOf(small.id)).sizes_text_filename).toBeNull()
      expect((await textSizesOf(gone.id)).sizes_text_filename).toBeNull()
      expect(first.missing).toContain(gone.id)
      expect(first.missing).not.toContain(small.id)
      expect(first.made).toBeGreaterThanOrEqual(2)

      // Run again (the same migration on a copy of the database): the images done are left as they are.
      const before = fs.statSync(file).mtimeMs
      const again = await addTextSizes((await local()).db.drizzle as never, dir)
      expect(again.missing).toContain(gone.id)
      expect(again.made).toBe(first.made - 2)
      expect(fs.statSync(file).mtimeMs).toBe(before)
    } finally {
      await db.query('DELETE FROM media WHERE id = ANY($1)', [ids])
    }
  })
})
