import { type NextRequest, NextResponse } from 'next/server'

import { IMAGE_TOO_LARGE_MESSAGE, MAX_REQUEST_FILE_BYTES } from '../collections/Media/limits'
import { REQUESTED_PATH_HEADER } from './lib/site/paths'

/**
 * Runs before routing. A body larger than Next.js reads here gets a 413 (see refuseLargeBody and
 * refuseLargeStreamedBody). Next.js answers an
 * address with a broken %-escape (`/blog/%ff`, `/50%`) with a bare 500 "Internal Server Error"
 * (vercel/next.js#94278): it fails to decode the path before any page code runs. Such an address is the sender's
 * mistake, so it gets a 400 here. A page's GET passes with the address it asked for in a header (withRequestedPath);
 * everything else passes through untouched.
 */
export async function proxy(request: NextRequest): Promise<NextResponse | undefined> {
  const tooLarge = refuseLargeBody(request) ?? (await refuseLargeStreamedBody(request))
  if (tooLarge) return tooLarge
  try {
    decodeURIComponent(request.nextUrl.pathname)
  } catch {
    return new NextResponse('Bad request: the address contains an invalid %-escape.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  return withRequestedPath(request)
}

/**
 * A page's GET carries the address asked for, path and query, to the 404 page (REQUESTED_PATH_HEADER). Any other
 * request passes as it came, less that header if its sender wrote one.
 */
function withRequestedPath(request: NextRequest): NextResponse | undefined {
  const { pathname, search } = request.nextUrl
  const page = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|admin|_next)(\/|$)/.test(pathname)
  if (!page && !request.headers.has(REQUESTED_PATH_HEADER)) return undefined
  const headers = new Headers(request.headers)
  if (page) headers.set(REQUESTED_PATH_HEADER, `${pathname}${search}`)
  else headers.delete(REQUESTED_PATH_HEADER)
  return NextResponse.next({ request: { headers } })
}

/**
 * Next.js reads at most `proxyClientMaxBodySize` of a request's body when a proxy runs (10 MB unless set; next.config
 * sets it to the upload parser's 20 MB) and silently cut what was over: a long JSON body was answered "Invalid
 * JSON", and a 10-20 MB image "The upload is not a well-formed form" instead of the spec's "smaller than 5MB". A
 * body that says it is larger gets a 413 that says so: for an upload, the spec's message.
 */
export const MAX_BODY_BYTES = MAX_REQUEST_FILE_BYTES
/**
 * What Next.js reads beyond MAX_BODY_BYTES (next.config's `proxyClientMaxBodySize` is their sum): a body sent without
 * a length (chunked) and cut by Next.js still shows more than MAX_BODY_BYTES here (Next.js drops the whole chunk that
 * crosses its limit, and chunks are far smaller than this), so the cut is told from a body that fits.
 */
export const PROXY_READ_HEADROOM_BYTES = 1024 * 1024

const MB = 1024 * 1024

function tooLargeResponse(request: NextRequest, size: string): NextResponse {
  const upload = request.headers.get('content-type')?.startsWith('multipart/form-data')
  const message = upload ? IMAGE_TOO_LARGE_MESSAGE : `The request body is ${size}; at most ${MAX_BODY_BYTES / MB} MB is read.`
  return NextResponse.json({ errors: [{ message }] }, { status: 413 })
}

function refuseLargeBody(request: NextRequest): NextResponse | undefined {
  const length = Number(request.headers.get('content-length'))
  if (!Number.isFinite(length) || length <= MAX_BODY_BYTES) return undefined
  return tooLargeResponse(request, `${(length / MB).toFixed(1)} MB`)
}

/**
 * A body sent without Content-Length (Transfer-Encoding: chunked) does not say its size, and Next.js cut it as silently
 * ("Invalid JSON", "Unexpected end of form"). Counted here, from the copy Next.js hands the proxy (the route reads its
 * own): more than MAX_BODY_BYTES gets the same 413.
 */
async function refuseLargeStreamedBody(request: NextRequest): Promise<NextResponse | undefined> {
  if (request.headers.has('content-length') || !request.body) return undefined
  const reader = request.body.getReader()
  let bytes = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return undefined
    bytes += value.byteLength
    if (bytes > MAX_BODY_BYTES) {
      await reader.cancel()
      return tooLargeResponse(request, `over ${MAX_BODY_BYTES / MB} MB`)
    }
  }
}

export const config = {
  // Not the build's own files, which never carry such escapes.
  matcher: ['/((?!_next/static|_next/image).*)'],
}
