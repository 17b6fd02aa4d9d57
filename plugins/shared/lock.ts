import type { Payload } from 'payload'

import { withoutDeadline } from '../../src/lib/databasePool'

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
