import type { Payload, PayloadRequest } from 'payload'

import { JOB_STALE_MS, runJobNow } from '../../shared/jobs'
import { inLockedTransaction } from '../../shared/lock'
import { SEO_QUEUE } from '../../shared/plugin'
import { RunRecorder } from './runs'

type Queued = { runId: number; jobId: number | string; queued: boolean }
/** The tasks that record their progress in a run given as `input.runId`. */
type RunTask = 'seo-crawl' | 'seo-rank-refresh'

/**
 * Queues task `task` with a new `seo-runs` record of kind `kind`, unless one is open: then that run is the answer
 * (`queued` false). Asked by hand (`trigger` 'manual'), a run queued or running (its job touched within JOB_STALE_MS)
 * counts; otherwise only one still queued, which the new request joins (a content change while a crawl runs queues
 * the next, which may read the changed page). The next scheduled run Payload's scheduler keeps waiting (for 03:00)
 * has no run record and is not one to follow. Several requests at once (a double click, two admins) would each find
 * none and each queue one: they are answered one after the other, under an advisory lock for the task.
 */
export function queueRun(
  payload: Payload,
  args: { task: RunTask; kind: Parameters<typeof RunRecorder.create>[1]; trigger: string; delayMs?: number },
): Promise<Queued> {
  return inLockedTransaction(payload, `${args.task}:queue`, (req) => queueRunOnce(payload, req, args))
}

/**
 * For an admin's request: queues a run by hand (queueRun) and starts its job at once rather than at the queue runner's
 * next tick, unless it is running already. `state` says which: 'started' (new), 'running' (followed), 'queued'
 * (followed, started now).
 */
export async function startRunNow(
  payload: Payload,
  args: { task: RunTask; kind: Parameters<typeof RunRecorder.create>[1] },
): Promise<{ runId: number; state: 'started' | 'running' | 'queued' }> {
  const { runId, jobId, queued } = await queueRun(payload, { ...args, trigger: 'manual' })
  const run = await payload.findByID({ collection: 'seo-runs', id: runId, depth: 0, overrideAccess: true })
  if (run.status === 'queued') {
    void runJobNow(payload, jobId).catch((err: unknown) => payload.logger.error({ msg: `Run ${runId} (${args.task}) failed`, err }))
  }
  return { runId, state: queued ? 'started' : run.status === 'running' ? 'running' : 'queued' }
}

async function queueRunOnce(
  payload: Payload,
  req: PayloadRequest,
  { task, kind, trigger, delayMs = 0 }: Parameters<typeof queueRun>[1],
): Promise<Queued> {
  const open = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: task } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        trigger === 'manual'
          ? { or: [{ processing: { equals: false } }, { updatedAt: { greater_than: new Date(Date.now() - JOB_STALE_MS).toISOString() } }] }
          : { processing: { equals: false } },
      ],
    },
    sort: 'processing',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const existing = (open.docs as { id: number | string; input?: { runId?: number } }[]).find((job) => job.input?.runId)
  if (existing?.input?.runId) return { runId: existing.input.runId, jobId: existing.id, queued: false }
  const run = await RunRecorder.create(payload, kind, trigger, req)
  const job = await payload.jobs.queue({
    task,
    input: { runId: run.id, trigger },
    queue: SEO_QUEUE,
    waitUntil: delayMs ? new Date(Date.now() + delayMs) : undefined,
    req,
  })
  return { runId: run.id, jobId: job.id, queued: true }
}
