import type { CollectionSlug, Payload } from 'payload'

/** One document a bulk change could not change, as Payload answers it. */
export type BulkFailure = { id: number | string; message: string }

/** How many documents a reason names before "and N more". */
export const NAMES_SHOWN = 3

function listed(shown: string[], total: number): string {
  if (total > shown.length) return `${shown.join(', ')} and ${total - shown.length} more`
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}` : (shown[0] ?? '')
}

/** The failures grouped by their reason, each with the IDs (in order) of the documents that failed for it. */
type FailureGroup = { reason: string; ids: (number | string)[] }

export function groupFailures(errors: BulkFailure[]): FailureGroup[] {
  const groups = new Map<string, (number | string)[]>()
  for (const { id, message } of errors) {
    const ids = groups.get(message)
    if (ids) ids.push(id)
    else groups.set(message, [id])
  }
  return [...groups].map(([reason, ids]) => ({ reason, ids }))
}

/**
 * Payload's answer to a bulk change some documents refused ("Unable to update 1 out of 2 Articles.") with, for each
 * reason, the documents it stopped: `Unable to update 1 out of 2 Articles. “जीएसटी गाइड”: The following field is
 * invalid: Slug.` The admin's bulk edit shows only this message, so an editor could not tell which documents failed
 * or why. `nameOf` names a document by its ID (its title in quotes, or "ID 7" when it has none).
 */
export function bulkFailureMessage(message: string, errors: BulkFailure[], nameOf: (id: number | string) => string): string {
  return messageOfGroups(message, groupFailures(errors), nameOf)
}

/** `bulkFailureMessage` from failures already grouped (`groupFailures`). */
function messageOfGroups(message: string, groups: FailureGroup[], nameOf: (id: number | string) => string): string {
  const details = groups.map(({ reason, ids }) => {
    const sentence = /[.!?]$/.test(reason.trim()) ? reason.trim() : `${reason.trim()}.`
    return `${listed(ids.slice(0, NAMES_SHOWN).map(nameOf), ids.length)}: ${sentence}`
  })
  return [message.trim(), ...details].join(' ')
}

type Handler<Args extends unknown[]> = (request: Request, ...args: Args) => Promise<Response>

const isFailure = (e: unknown): e is BulkFailure =>
  !!e && typeof e === 'object' && ['number', 'string'].includes(typeof (e as BulkFailure).id) && typeof (e as BulkFailure).message === 'string'

/**
 * A bulk PATCH of a collection (`PATCH /api/<collection>?where=…`, what the admin's Edit and Publish of a selection
 * send) that some documents refused is answered with `bulkFailureMessage` as its `message`; `errors` stays as Payload
 * wrote it. The documents are named by the collection's title field, read without access checks: they are the ones
 * this user's change reached, which Payload matched under the user's update access.
 */
export function namesBulkFailures<Args extends unknown[]>(handler: Handler<Args>, getPayload: () => Promise<Payload>): Handler<Args> {
  return async (request, ...args) => {
    const response = await handler(request, ...args)
    if (response.status !== 400 || !response.headers.get('content-type')?.includes('application/json')) return response
    const payload = await getPayload()
    const [slug, ...rest] = new URL(request.url).pathname.slice(payload.config.routes.api.length).split('/').filter(Boolean)
    const collection = slug && !rest.length ? payload.collections[slug as CollectionSlug] : undefined
    if (!collection) return response
    const body = (await response.clone().json().catch(() => null)) as { message?: unknown; errors?: unknown; docs?: unknown } | null
    if (typeof body?.message !== 'string' || !Array.isArray(body.docs) || !Array.isArray(body.errors) || !body.errors.length) return response
    if (!body.errors.every(isFailure)) return response

    const titleField = collection.config.admin?.useAsTitle
    const groups = groupFailures(body.errors as BulkFailure[])
    const wanted = groups.flatMap(({ ids }) => ids.slice(0, NAMES_SHOWN))
    const titles = new Map<string, string>()
    if (titleField && titleField !== 'id') {
      // Names are a help: should they not be read, the documents are named by ID and the answer stays the 400.
      const { docs } = await payload
        .find({
          collection: slug as CollectionSlug,
          where: { id: { in: wanted } },
          select: { [titleField]: true },
          depth: 0,
          pagination: false,
          overrideAccess: true,
        })
        .catch(() => ({ docs: [] }))
      for (const doc of docs as unknown as Record<string, unknown>[]) {
        const title = doc[titleField]
        if (typeof title === 'string' && title.trim()) titles.set(String(doc.id), title.trim())
      }
    }
    const message = messageOfGroups(body.message, groups, (id) => {
      const title = titles.get(String(id))
      return title ? `“${title}”` : `ID ${id}`
    })
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    return Response.json({ ...body, message }, { status: response.status, statusText: response.statusText, headers })
  }
}
