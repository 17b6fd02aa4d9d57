import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { headFromGet } from '@/lib/http'

export const GET = REST_GET(config)
export const POST = REST_POST(config)
export const DELETE = REST_DELETE(config)
export const PATCH = REST_PATCH(config)
export const PUT = REST_PUT(config)
export const OPTIONS = REST_OPTIONS(config)
// Payload routes by method and has no HEAD routes, so a HEAD for an image or a document answered 404 while GET
// answered 200 (payloadcms/payload#16754): link checkers and proxies that probe with HEAD saw broken images.
export const HEAD = headFromGet(GET)
