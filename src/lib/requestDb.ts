import type { PayloadRequest } from 'payload'

type Drizzle = PayloadRequest['payload']['db']['drizzle']

/**
 * The database connection of the request's transaction when it has one (the one Payload's own queries in the
 * operation use), else the pool. A query written by hand inside a hook then sees the operation's own writes, and a
 * lock it takes holds until the operation commits or rolls back.
 */
export async function requestDb(req: PayloadRequest): Promise<Drizzle> {
  const id = req.transactionID ? await req.transactionID : undefined
  const session = id !== undefined ? req.payload.db.sessions?.[id] : undefined
  // A transaction takes the same queries as the pool it came from.
  return session ? (session.db as unknown as Drizzle) : req.payload.db.drizzle
}
