import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { namesBulkFailures } from '@/lib/bulkFailures'
import { withFileValidators } from '@/lib/conditionalFiles'
import { getPayloadClient } from '@/lib/data/payload'
import { headFromGet, unknownRoutesAre404 } from '@/lib/http'
import { MEDIA_DIR } from '@/lib/paths'
import { wrongMethodIs405 } from '@/lib/wrongMethod'

// Images carry an ETag and Last-Modified, and a browser that has one already gets 304 (src/lib/conditionalFiles.ts).
// A method an address does not take answers 405 with the methods it does (src/lib/wrongMethod.ts). A bulk change some
// documents refused names them and why (src/lib/bulkFailures.ts): the admin's Edit of a selection shows only that.
export const GET = wrongMethodIs405(unknownRoutesAre404(withFileValidators(REST_GET(config), { route: '/api/media/file/', dir: MEDIA_DIR })), config)
export const POST = wrongMethodIs405(unknownRoutesAre404(REST_POST(config)), config)
export const DELETE = wrongMethodIs405(unknownRoutesAre404(REST_DELETE(config)), config)
export const PATCH = wrongMethodIs405(unknownRoutesAre404(namesBulkFailures(REST_PATCH(config), getPayloadClient)), config)
export const PUT = wrongMethodIs405(unknownRoutesAre404(REST_PUT(config)), config)
export const OPTIONS = REST_OPTIONS(config)
// Payload routes by method and has no HEAD routes, so a HEAD for an image or a document answered 404 while GET
// answered 200 (payloadcms/payload#16754): link checkers and proxies that probe with HEAD saw broken images.
export const HEAD = headFromGet(GET)
