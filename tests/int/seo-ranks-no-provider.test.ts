import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { localPayload } from '../helpers/localPayload'

// An installation with no rank provider: no Search Console client, no SERP API key. The Local API in the test's own
// process, with those read from the environment when its config is loaded.
let payload: Payload
const jobs: (number | string)[] = []

beforeAll(async () => {
  vi.stubEnv('RANK_PROVIDER', 'auto')
  vi.stubEnv('SERP_API_KEY', '')
  vi.stubEnv('GSC_CLIENT_ID', '')
  vi.stubEnv('GSC_CLIENT_SECRET', '')
  payload = await localPayload()
})

afterAll(async () => {
  if (jobs.length) await payload.delete({ collection: 'payload-jobs', where: { id: { in: jobs } }, overrideAccess: true })
  await payload?.destroy()
  vi.unstubAllEnvs()
})

describe('the scheduled rank refresh with no rank provider', () => {
  it('records a failed run that says what to configure, and logs one warning instead of a job error', async () => {
    // As the daily schedule queues it; waiting an hour, so the server under test does not take it first.
    const job = await payload.jobs.queue({ task: 'seo-rank-refresh', input: { trigger: 'schedule' }, queue: 'seo', waitUntil: new Date(Date.now() + 3600_000) })
    jobs.push(job.id)
    const warn = vi.spyOn(payload.logger, 'warn')
    const error = vi.spyOn(payload.logger, 'error')
    try {
      await payload.jobs.runByID({ id: job.id })
      const reason = 'No rank provider is configured: connect Google Search Console (GSC_CLIENT_ID, GSC_CLIENT_SECRET) or set SERP_API_KEY.'
      const runs = await payload.find({ collection: 'seo-runs', where: { job_id: { equals: job.id } }, depth: 0, overrideAccess: true })
      expect(runs.docs).toHaveLength(1)
      expect(runs.docs[0]).toMatchObject({ kind: 'ranks', trigger: 'schedule', status: 'failed', message: reason })
      expect(warn).toHaveBeenCalledWith({ msg: `Rank refresh run ${runs.docs[0]!.id} checked nothing: ${reason}` })
      expect(error).not.toHaveBeenCalled()
      // Completed, so Payload deleted it; a failed job would stay, marked hasError, in the jobs list.
      expect((await payload.find({ collection: 'payload-jobs', where: { id: { equals: job.id } }, overrideAccess: true })).totalDocs).toBe(0)
    } finally {
      warn.mockRestore()
      error.mockRestore()
    }
  })
})
