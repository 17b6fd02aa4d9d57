import path from 'node:path'

/** Where uploaded images live on disk; tests point this at a temporary folder. */
export const MEDIA_DIR = process.env.MEDIA_DIR || path.resolve(process.cwd(), '.data/media')

/** The file `name` inside `dir`, or null when the name would lead outside it ('../', an absolute path). */
export function fileInside(dir: string, name: string): string | null {
  const root = path.resolve(dir)
  const file = path.resolve(root, name)
  return file.startsWith(root + path.sep) ? file : null
}
