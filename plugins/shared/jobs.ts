import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * Runs a queued job now, unless a worker has already taken it. Payload's `jobs.runByID` runs a job even while the
 * minute runner is running it, and the copy that ends first deletes the job under the other. So the job is first
 * taken here in one atomic UPDATE (processing false to true), which the runner then skips. Resolves to whether
 * this call ran it.
 */
export async function runJobNow(payload: Payload, id: number | string): Promise<boolean> {
  const taken = await payload.db.drizzle.execute(sql`
    UPDATE payload_jobs SET processing = true, updated_at = now()
    WHERE id = ${id} AND processing = false AND completed_at IS NULL AND has_error IS NOT TRUE
    RETURNING id`)
  if (taken.rows.length !== 1) return false
  await payload.jobs.runByID({ id })
  return true
}
