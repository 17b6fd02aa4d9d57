import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { withoutDeadline } from '../../src/lib/databasePool'
import { requestDb } from '../../src/lib/requestDb'

/**
 * Runs `work` while holding a PostgreSQL advisory lock named `name`, so the same kind of work never runs twice at
 * once, whichever process or server instance starts it. A second caller waits until the first is done. The lock
 * belongs to one pooled connection held for the duration: if the process dies, PostgreSQL releases it.
 */
export async function withAdvisoryLock<T>(payload: Payload, name: string, work: () => Promise<T>): Promise<T> {
  const client = await payload.db.pool.connect()
  let locked = false
  try {
    // Waiting for the lock may take as long as the other holder's work: no query deadline for it.
    await client.query(withoutDeadline({ text: 'SELECT pg_advisory_lock(hashtext($1))', values: [name] }))
    locked = true
    return await work()
  } finally {
    try {
      if (locked) await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name])
      client.release()
    } catch (err) {
      // A connection that cannot unlock is closed instead, which releases the lock.
      client.release(err instanceof Error ? err : true)
    }
  }
}

/**
 * Runs `work` in one Payload transaction (pass its `req` to every operation) that first takes a PostgreSQL advisory
 * lock named `name` until it commits: a check-then-insert ("is one queued? if not, queue one") asked by several
 * requests at once then runs one after the other, and each sees what the one before it committed. Meant for work of a
 * few queries: waiters hold a pooled connection while they wait.
 */
export async function inLockedTransaction<T>(payload: Payload, name: string, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = (await createLocalReq({}, payload)) as PayloadRequest
  const transactionID = await payload.db.beginTransaction()
  if (!transactionID) throw new Error('The database adapter gave no transaction')
  req.transactionID = transactionID
  try {
    await (await requestDb(req)).execute(sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`)
    const result = await work(req)
    await payload.db.commitTransaction(transactionID)
    return result
  } catch (err) {
    // A failed operation may have rolled it back already (Payload then forgets the session; this does nothing).
    await payload.db.rollbackTransaction(transactionID)
    throw err
  }
}
