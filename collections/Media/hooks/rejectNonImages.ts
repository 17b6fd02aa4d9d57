import { APIError, type CollectionBeforeOperationHook } from 'payload'
import sharp from 'sharp'

import { uploadFileName } from '../fileName'

import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES } from '../limits'

export const IMAGE_REQUIRED_MESSAGE = 'Please select an image file.'
/**
 * Pixels an upload may have. Each image size is cut from the decoded picture (3 bytes a pixel), so a small
 * file of huge dimensions (a "decompression bomb") could take gigabytes of memory.
 */
export const MAX_IMAGE_PIXELS = 100_000_000
const grouped = (n: number) => n.toLocaleString('en-IN')
export const tooManyPixelsMessage = (width: number, height: number) =>
  `Please select an image of at most 100 megapixels: this one is ${grouped(width)} × ${grouped(height)} pixels. ` +
  'Scale it down, for example to 4,000 pixels wide, and upload it again.'

/** The formats browsers show, as `imageFormat` names them. */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'svg'])

/** sharp calls AVIF and HEIC both "heif"; they differ in their compression (HEIC is HEVC-coded). */
const imageFormat = (meta: { format?: string; compression?: string }): string | undefined =>
  meta.format === 'heif' ? (meta.compression === 'av1' ? 'avif' : 'heic') : meta.format

/**
 * An image sharp reads but browsers do not show (a TIFF scan, an iPhone's HEIC photo): its sizes were made in the same
 * format, or for HEIC not at all, and the pages showed a broken image.
 */
export const unshownFormatMessage = (format: string): string =>
  // No colon: the admin's toast reads "heading: item, item" as a list.
  format === 'heic'
    ? 'This photo is HEIC (as iPhones save them), which browsers cannot show and this site cannot convert. Export it as JPEG and upload that.'
    : `This image is ${format.toUpperCase()}, which browsers cannot show. Save it as JPEG, PNG or WebP and upload that.`

/**
 * Refuses an upload that is not an image (by its bytes, not its name), one in a format browsers do not show, or one
 * over 5 MB, with the messages the spec gives, before Payload writes anything; then gives the file a name it can be
 * stored and served under (`uploadFileName`).
 */
export const rejectNonImages: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) return args
  const fail = (message: string, status = 400): never => {
    throw new APIError(message, status, { errors: [{ message, path: 'file' }] }, true)
  }
  // Reading the header only: the format and dimensions are known before any pixel is decoded.
  const meta = await sharp(file.data, { limitInputPixels: false }).metadata().catch(() => null)
  const format = meta ? imageFormat(meta) : undefined
  // Said whatever type the browser declared: Chromium sends a .HEIC file without an image type.
  if (format && !IMAGE_FORMATS.has(format)) fail(unshownFormatMessage(format))
  if (!file.mimetype?.startsWith('image/')) fail(IMAGE_REQUIRED_MESSAGE)
  if (file.size > MAX_IMAGE_BYTES) fail(IMAGE_TOO_LARGE_MESSAGE, 413)
  if (!meta || !format) {
    req.payload.logger.info({ msg: 'Upload refused: not a readable image', filename: file.name })
    fail(IMAGE_REQUIRED_MESSAGE)
  }
  if (meta!.width && meta!.height && meta!.width * meta!.height > MAX_IMAGE_PIXELS) fail(tooManyPixelsMessage(meta!.width, meta!.height), 413)
  file.name = uploadFileName(file.name, format)
  return args
}
