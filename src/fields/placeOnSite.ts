import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook, Field, PayloadRequest } from 'payload'

type Options<Placed> = {
  /** Where a request keeps what `load` answered (in `req.context`), until it changes a row of the collection. */
  key: string
  /** What the site shows of the collection: one query, run in the request's transaction. */
  load: (req: PayloadRequest) => Promise<Placed>
  /** The sentence for one row, from the row and what the site shows. */
  describe: (doc: Record<string, unknown>, placed: Placed) => string
}

/**
 * An "On the site" column and sidebar line: a read-only text worked out on every read, never stored, saying where the
 * site shows a row (its place in the editors' order) or why it does not. One query a request, however many rows it
 * reads (a list page); in the request's transaction, so an update's answer counts the change. The hooks forget the
 * answer when the request changes a row (a bulk edit reads each row after its change): spread them into the
 * collection's hooks.
 */
export function placeOnSite<Placed>({ key, load, describe }: Options<Placed>): {
  field: Field
  hooks: { beforeChange: CollectionBeforeChangeHook[]; beforeDelete: CollectionBeforeDeleteHook[] }
} {
  const forget = (req: PayloadRequest) => {
    delete (req.context as Record<string, unknown>)[key]
  }
  return {
    field: {
      name: 'shown',
      label: 'On the site',
      type: 'text',
      virtual: true,
      access: { create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true, disableListFilter: true },
      hooks: {
        afterRead: [
          async ({ siblingData, req }) => {
            const cache = req.context as Record<string, Promise<Placed> | undefined>
            cache[key] ??= load(req)
            return describe(siblingData as Record<string, unknown>, await cache[key])
          },
        ],
      },
    },
    hooks: {
      beforeChange: [
        ({ req, data }) => {
          forget(req)
          return data
        },
      ],
      beforeDelete: [({ req }) => forget(req)],
    },
  }
}
