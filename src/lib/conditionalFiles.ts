import fs from 'node:fs/promises'

import { fileInside } from './paths'

/** A validator of a file's version from its size and last change (weak: equal content, not equal bytes). */
export const fileEtag = (stats: { size: number; mtimeMs: number }) =>
  `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`

/**
 * Whether a conditional GET may be answered 304 Not Modified (RFC 9110 §13.1): If-None-Match when sent (any listed
 * tag equal by weak comparison, or '*'), otherwise If-Modified-Since at or after the last change (whole seconds).
 */
export function isNotModified(headers: Headers, etag: string, modified: Date): boolean {
  const noneMatch = headers.get('if-none-match')
  if (noneMatch !== null) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
    return noneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
  }
  const since = Date.parse(headers.get('if-modified-since') ?? '')
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) <= Math.floor(since / 1000)
}

/**
 * Gives Payload's file answers under `route` (say /api/media/file/) an ETag and a Last-Modified, and answers a
 * browser that already has the file with 304 Not Modified and no body. Payload 3 sends neither, so once an image's
 * max-age ran out a returning visitor downloaded it again in full. Payload still decides first (access, a missing
 * file, ranges): only its plain 200 answers change.
 */
export function withFileValidators<Args extends unknown[]>(
  get: (request: Request, ...args: Args) => Promise<Response>,
  files: { route: string; dir: string },
) {
  return async (request: Request, ...args: Args): Promise<Response> => {
    const response = await get(request, ...args)
    const { pathname } = new URL(request.url)
    if (response.status !== 200 || !pathname.startsWith(files.route)) return response
    let name: string
    try {
      name = decodeURIComponent(pathname.slice(files.route.length))
    } catch {
      return response
    }
    const file = fileInside(files.dir, name)
    if (!file) return response
    const stats = await fs.stat(file).catch(() => null)
    if (!stats?.isFile()) return response

    const etag = fileEtag(stats)
    const lastModified = stats.mtime.toUTCString()
    if (isNotModified(request.headers, etag, stats.mtime)) {
      await response.body?.cancel()
      const headers = new Headers(response.headers)
      for (const name of ['content-length', 'content-type', 'accept-ranges']) headers.delete(name)
      headers.set('ETag', etag)
      headers.set('Last-Modified', lastModified)
      return new Response(null, { status: 304, headers })
    }
    const headers = new Headers(response.headers)
    headers.set('ETag', etag)
    headers.set('Last-Modified', lastModified)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
