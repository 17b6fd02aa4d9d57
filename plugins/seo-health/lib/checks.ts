import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { releaseStrandedJobs, SCHEDULE_PUBLISH_TASK, tasksOnQueue } from '../../shared/jobs'
import { SEO_QUEUE } from '../../shared/plugin'
import { statusFor, type CheckResult } from './status'

const since = (started: number) => Math.round(performance.now() - started)
const describe = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 300)

/** The database answers a trivial query; degraded above 2000 ms. */
export async function checkDatabase(payload: Payload): Promise<CheckResult> {
  const started = performance.now()
  try {
    await payload.db.drizzle.execute(sql`select 1`)
    const ms = since(started)
    return { name: 'database', kind: 'database', status: statusFor('database', true, ms), responseTimeMs: ms, message: `Answered in ${ms} ms` }
  } catch (err) {
    return { name: 'database', kind: 'database', status: 'down', responseTimeMs: null, message: `Query failed: ${describe(err)}` }
  }
}

/** Releases what a stopped server left running: the SEO queue's tasks, and scheduled publishing. */
export const releaseAllStrandedJobs = (payload: Payload) => releaseStrandedJobs(payload, tasksOnQueue(payload, SEO_QUEUE), [SCHEDULE_PUBLISH_TASK])

/**
 * The jobs queue can be read. Jobs that a stopped server left marked as running are released first (an SEO task
 * would block its schedule for good, a scheduled publish would never happen); degraded when it released any.
 */
export async function checkJobsQueue(payload: Payload): Promise<CheckResult> {
  const started = performance.now()
  try {
    const released = await releaseAllStrandedJobs(payload)
    const failed = await payload.count({
      collection: 'payload-jobs',
      where: { and: [{ hasError: { equals: true } }, { updatedAt: { greater_than: new Date(Date.now() - 24 * 3600_000).toISOString() } }] },
      overrideAccess: true,
    })
    const ms = since(started)
    const status = released.length ? 'degraded' : statusFor('api', true, ms)
    const message = released.length
      ? `Released ${released.length} job(s) a stopped server left running (${[...new Set(released.map((j) => j.taskSlug))].join(', ')})${
          released.some((j) => j.retried) ? '; scheduled publishing is retried' : ''
        }`
      : `Queue readable; ${failed.totalDocs} failed job(s) in the last 24 hours`
    return { name: 'jobs-queue', kind: 'jobs', status, responseTimeMs: ms, message }
  } catch (err) {
    return { name: 'jobs-queue', kind: 'jobs', status: 'down', responseTimeMs: null, message: `Queue unreadable: ${describe(err)}` }
  }
}

export type ExternalService = {
  /** Stored as api-monitoring.service_name. */
  name: string
  /** Shown and stored; never carries a secret. */
  endpointUrl: string
  /** Makes the request; the service is up when it answers without a server error. */
  probe: (signal: AbortSignal) => Promise<Response>
}

/** An external API answers (any status below 500) within its time; degraded above 5000 ms. */
export async function checkExternal(service: ExternalService, timeoutMs = 10_000): Promise<CheckResult> {
  const started = performance.now()
  try {
    const res = await service.probe(AbortSignal.timeout(timeoutMs))
    const ms = since(started)
    if (res.status >= 500) return { name: service.name, kind: 'api', status: 'down', responseTimeMs: ms, message: `HTTP ${res.status}` }
    if (res.status === 401 || res.status === 403) {
      return { name: service.name, kind: 'api', status: 'degraded', responseTimeMs: ms, message: `Reachable, but the credentials were refused (HTTP ${res.status})` }
    }
    return { name: service.name, kind: 'api', status: statusFor('api', true, ms), responseTimeMs: ms, message: `HTTP ${res.status} in ${ms} ms` }
  } catch (err) {
    return { name: service.name, kind: 'api', status: 'down', responseTimeMs: null, message: describe(err) }
  }
}
