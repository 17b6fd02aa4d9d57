import path from 'node:path'

/** Where uploaded images live on disk; tests point this at a temporary folder. */
export const MEDIA_DIR = process.env.MEDIA_DIR || path.resolve(process.cwd(), '.data/media')
