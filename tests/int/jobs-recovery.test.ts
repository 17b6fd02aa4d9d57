import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { localPayload } from '../helpers/localPayload'

// The Local API in the test's own process, on the test database: a stopped server is simulated by a job row
// marked as processing that nobody has touched for minutes.
let payload: Payload
const created: (number | string)[] = []

beforeAll(async () => {
  payload = await localPayload()
})

afterAll(async () => {
  if (created.length) await payload.delete({ collection: 'payload-jobs', where: { id: { in: created } }, overrideAccess: true })
  await payload?.destroy()
})

const markRunning = async (id: number | string, minutesAgo: number) => {
  created.push(id)
  await payload.db.drizzle.execute(
    sql`UPDATE payload_jobs SET processing = true, updated_at = now() - ${`${minutesAgo} minutes`}::interval WHERE id = ${id}`,
  )
}

/** A crawl job (waiting an hour, so no runner takes it) that a server marked as running `minutesAgo`. */
async function runningJob(minutesAgo: number) {
  const job = await payload.jobs.queue({ task: 'seo-crawl', input: { trigger: 'schedule' }, queue: 'seo', waitUntil: new Date(Date.now() + 3600_000) })
  await markRunning(job.id, minutesAgo)
  return job.id
}

describe('jobs a stopped server left running', () => {
  it('are released by the health check, which says so, and their run is marked failed', async () => {
    const { RunRecorder } = await import('../../plugins/seo-runs/lib/runs')
    const { checkJobsQueue } = await import('../../plugins/seo-health/lib/checks')
    // A scheduled crawl: its job names no run; the run it created names the job.
    const id = await runningJob(3)
    const run = await RunRecorder.create(payload, 'crawl', 'schedule')
    expect(await run.claim('Crawling', id)).toBe(true)

    const check = await checkJobsQueue(payload)
    expect(check.status).toBe('degraded')
    expect(check.message).toMatch(/^Released \d+ job\(s\) a stopped server left running \(.*seo-crawl.*\)$/)

    const job = await payload.findByID({ collection: 'payload-jobs', id, depth: 0, overrideAccess: true })
    expect(job).toMatchObject({ processing: false, hasError: true, error: { message: 'The server stopped while this job was running.' } })
    const after = await payload.findByID({ collection: 'seo-runs', id: run.id, depth: 0, overrideAccess: true })
    expect(after).toMatchObject({ status: 'failed', message: 'The server stopped while this job was running.' })
    expect(after.finished_at).toBeTruthy()

    // The next check finds nothing left to release.
    expect((await checkJobsQueue(payload)).message).toMatch(/^Queue readable/)
  })

  it('hand a scheduled publish back to the queue, so the article still goes live', async () => {
    const { checkJobsQueue } = await import('../../plugins/seo-health/lib/checks')
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'news-updates', value: 0 } },
      waitUntil: new Date(Date.now() + 3600_000),
    })
    await markRunning(job.id, 3)
    const check = await checkJobsQueue(payload)
    expect(check.status).toBe('degraded')
    expect(check.message).toMatch(/schedulePublish.*; scheduled publishing is retried$/)
    expect(await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0, overrideAccess: true })).toMatchObject({ processing: false, hasError: false })
  })

  it('leave a job that is still running alone, however long ago it started, because it beats', async () => {
    const { releaseStrandedJobs, withHeartbeat } = await import('../../plugins/shared/jobs')
    const id = await runningJob(10)
    const task = withHeartbeat({
      slug: 'seo-crawl',
      handler: async () => ({ output: { released: (await releaseStrandedJobs(payload, ['seo-crawl'])).map((j) => j.id) } }),
    })
    const result = (await (task.handler as (args: unknown) => Promise<{ output: { released: unknown[] } }>)({ job: { id }, req: { payload }, input: {} }))
    expect(result.output.released).not.toContain(id)
    const job = await payload.findByID({ collection: 'payload-jobs', id, depth: 0, overrideAccess: true })
    expect(job).toMatchObject({ processing: true, hasError: false })
  })

  it('covers every task of the SEO queue', async () => {
    const { tasksOnQueue } = await import('../../plugins/shared/jobs')
    expect(tasksOnQueue(payload, 'seo').sort()).toEqual(['seo-crawl', 'seo-health-check', 'seo-purge-backups', 'seo-rank-refresh'])
  })
})
