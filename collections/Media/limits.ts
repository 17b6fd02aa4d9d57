/**
 * Upload size limits, in a module of their own (no imports) so that the request proxy (`src/proxy.ts`) can use them
 * too. next.config.mjs repeats MAX_REQUEST_FILE_BYTES plus the proxy's 1 MB headroom as `proxyClientMaxBodySize` (a
 * unit test keeps them in step).
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
/**
 * The multipart parser's own limit: a guard against huge bodies. It is above MAX_IMAGE_BYTES so that a 5-20 MB
 * upload is read to the end and refused by the upload hook with a clean 413 and the spec's message (a parser abort
 * mid-upload makes browsers report a dropped connection instead of the message).
 */
export const MAX_REQUEST_FILE_BYTES = 20 * 1024 * 1024
export const IMAGE_TOO_LARGE_MESSAGE = 'Please select an image smaller than 5MB.'
