/** The extension each image format is stored under (sharp's format names). */
const EXTENSIONS: Record<string, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
  svg: 'svg',
}
/**
 * Bytes the name may take before its extension. A file system allows 255 bytes a name, and each image size adds
 * "-1600x900" and Payload may add "-1" to tell two uploads of one name apart: a 300-character name was cut to 255
 * bytes without its extension, and its sizes could not be written at all.
 */
export const MAX_NAME_BYTES = 150

function cutToBytes(text: string, max: number): string {
  let out = ''
  let bytes = 0
  for (const char of text) {
    const size = Buffer.byteLength(char)
    if (bytes + size > max) break
    out += char
    bytes += size
  }
  return out
}

/**
 * The name an uploaded image is stored under: the name the editor gave it (it is the image's address, so it stays
 * readable, in any script), without control characters or folder parts, at most MAX_NAME_BYTES, with the extension
 * of what the file is (`scan.exe` holding a PNG is stored as `scan.png`, `noext` as `noext.png`).
 */
export function uploadFileName(name: string, format: string | undefined): string {
  const base = name
    .normalize('NFC')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
  const dot = base.lastIndexOf('.')
  const given = dot >= 0 ? base.slice(dot + 1).toLowerCase() : ''
  const stem = (dot >= 0 ? base.slice(0, dot) : base).replace(/[.\s-]+$/, '')
  const extension = (format && EXTENSIONS[format]) || given || 'img'
  const kept = given === 'jpeg' && extension === 'jpg' ? 'jpeg' : extension
  return `${cutToBytes(stem, MAX_NAME_BYTES).trim() || 'image'}.${kept}`
}
