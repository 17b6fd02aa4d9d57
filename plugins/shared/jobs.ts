import { sql } from '@payloadcms/db-postgres'
import type { Payload, TaskConfig } from 'payload'

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

/** A running job touches its row this often, so a row left alone for JOB_STALE_MS belongs to a stopped server. */
export const JOB_HEARTBEAT_MS = 30_000
export const JOB_STALE_MS = 2 * 60_000

const touch = (payload: Payload, id: number | string) =>
  payload.db.drizzle.execute(sql`UPDATE payload_jobs SET updated_at = now() WHERE id = ${id} AND processing = true`)

/**
 * Wraps a task's handler so that, while it runs, its job row is touched every 30 s. Payload 3 marks a job as
 * processing and never clears the mark if the server stops meanwhile; a scheduled task then never runs again,
 * because Payload's scheduler waits for the old job to finish. The heartbeat tells a live job from such a one.
 */
export function withHeartbeat<T extends TaskConfig<any>>(task: T): T {
  const handler = task.handler
  if (typeof handler !== 'function') return task
  return {
    ...task,
    handler: async (args: Parameters<typeof handler>[0]) => {
      const { payload } = args.req
      const beat = () => touch(payload, args.job.id).catch((err: unknown) => payload.logger.warn({ msg: 'Could not record a job heartbeat', err }))
      await beat()
      const timer = setInterval(beat, JOB_HEARTBEAT_MS)
      timer.unref()
      try {
        return await handler(args)
      } finally {
        clearInterval(timer)
      }
    },
  } as T
}

export type ReleasedJob = { id: number | string; taskSlug: string; retried: boolean }

export const STRANDED_JOB_ERROR = 'The server stopped while this job was running.'

/** Payload's task that publishes or unpublishes a document at its scheduled time: safe to run again. */
export const SCHEDULE_PUBLISH_TASK = 'schedulePublish'

/**
 * Releases the jobs of `taskSlugs` that a stopped server left marked as processing (no heartbeat for 2 minutes):
 * each is marked failed, and so is the `seo-runs` record it was reporting to, so the next scheduled run can be
 * queued and nobody waits for a run that will never finish. Jobs of `retrySlugs` (tasks without a heartbeat that
 * finish in seconds and may run twice, such as a scheduled publish) are handed back to the queue instead, so the
 * article still goes live. Each is one UPDATE, so a heartbeat that comes in meanwhile keeps its job.
 */
export async function releaseStrandedJobs(payload: Payload, taskSlugs: string[], retrySlugs: string[] = []): Promise<ReleasedJob[]> {
  const stranded = (slugs: string[]) =>
    sql`task_slug IN (${sql.join(slugs.map((slug) => sql`${slug}`), sql`, `)}) AND processing = true AND completed_at IS NULL
      AND updated_at < now() - ${`${JOB_STALE_MS / 1000} seconds`}::interval`
  type Row = { id: number | string; task_slug: string }
  const failed = taskSlugs.length
    ? ((
        await payload.db.drizzle.execute(sql`
          UPDATE payload_jobs SET processing = false, has_error = true, error = ${JSON.stringify({ message: STRANDED_JOB_ERROR })}::jsonb, updated_at = now()
          WHERE ${stranded(taskSlugs)} RETURNING id, task_slug`)
      ).rows as Row[])
    : []
  const retried = retrySlugs.length
    ? ((await payload.db.drizzle.execute(sql`UPDATE payload_jobs SET processing = false, updated_at = now() WHERE ${stranded(retrySlugs)} RETURNING id, task_slug`))
        .rows as Row[])
    : []
  if (failed.length) {
    await payload.db.drizzle.execute(sql`
      UPDATE seo_runs SET status = 'failed', message = ${STRANDED_JOB_ERROR}, finished_at = now(), updated_at = now()
      WHERE job_id IN (${sql.join(failed.map((j) => sql`${Number(j.id)}`), sql`, `)}) AND status IN ('queued', 'running')`)
  }
  const released = [
    ...failed.map((j) => ({ id: j.id, taskSlug: j.task_slug, retried: false })),
    ...retried.map((j) => ({ id: j.id, taskSlug: j.task_slug, retried: true })),
  ]
  if (released.length) payload.logger.warn({ msg: `Released ${released.length} job(s) a stopped server left running`, jobs: released })
  return released
}

/** The slugs of the tasks scheduled on `queue` (the SEO suite's, which all beat). */
export const tasksOnQueue = (payload: Payload, queue: string): string[] =>
  (payload.config.jobs?.tasks ?? []).filter((t) => t.schedule?.some((s) => s.queue === queue)).map((t) => t.slug)
