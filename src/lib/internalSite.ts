import crypto from 'node:crypto'

import { env } from './env'

/** The site as the server reaches itself (the SEO crawler and the cache-expiry calls use it). */
export const internalBaseUrl = () => env.SEO_CRAWL_BASE_URL ?? `http://127.0.0.1:${env.PORT}`

export const EXPIRE_TAGS_PATH = '/api/internal/expire-tags'
export const EXPIRE_TAGS_HEADER = 'x-expire-tags-token'

/** The token the server shows its own expire-tags endpoint: derived from PAYLOAD_SECRET, never sent anywhere else. */
export const expireTagsToken = () => crypto.createHmac('sha256', env.PAYLOAD_SECRET).update('expire-tags').digest('hex')
