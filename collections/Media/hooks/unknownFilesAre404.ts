import fs from 'node:fs/promises'

import type { UploadConfig, Where } from 'payload'

import { fileInside } from '../../../src/lib/paths'

type FileHandler = NonNullable<UploadConfig['handlers']>[number]

/**
 * Payload answers a request for a file that is not on disk with a 500 and logs it as an error, which is right
 * when a media document has lost its file but wrong for an address that never was one (a mistyped or stale
 * link, a bot probing): that is a 404, logged as nothing. Runs before Payload's own file handler.
 */
export function unknownFilesAre404(staticDir: string, sizeNames: readonly string[]): FileHandler {
  // Payload's type wants Promise<void> or Promise<Response>; an async handler that may do either is both.
  return (async (req, { params }) => {
    const file = fileInside(staticDir, params.filename)
    if (!file) return // Payload refuses it (400)
    try {
      await fs.stat(file)
      return
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return
    }
    const names: Where[] = [{ filename: { equals: params.filename } }, ...sizeNames.map((s) => ({ [`sizes.${s}.filename`]: { equals: params.filename } }))]
    const { totalDocs } = await req.payload.count({ collection: params.collection as 'media', where: { or: names }, overrideAccess: true, req })
    if (totalDocs > 0) return // a document's file is missing: Payload logs it and answers 500
    return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
  }) as FileHandler
}
