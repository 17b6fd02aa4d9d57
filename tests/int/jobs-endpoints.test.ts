import { describe, expect, it } from 'vitest'

import { api, errorMessage } from '../helpers/api'

// Payload's own endpoints for a cron: run queued jobs, queue what is due (guarded in src/lib/jobsEndpoints.ts).
const RUN = '/api/payload-jobs/run'
const SCHEDULES = '/api/payload-jobs/handle-schedules'

describe("Payload's jobs endpoints", () => {
  it.each([RUN, SCHEDULES])('%s: visitors are asked to sign in, editors are refused', async (path) => {
    const anonymous = await api('anonymous', 'GET', path)
    expect(anonymous.status).toBe(401)
    expect(errorMessage(anonymous)).toBe('Please sign in as an administrator.')
    const editor = await api('editor', 'GET', path)
    expect(editor.status).toBe(403)
    expect(errorMessage(editor)).toBe('Only administrators may run jobs.')
  })

  it('refuses an option that does not exist or a value it cannot take, with a sentence, and runs nothing', async () => {
    const cases: [string, string][] = [
      [`${RUN}?limit=abc`, 'limit must be a whole number from 1 to 100.'],
      [`${RUN}?limit=-5`, 'limit must be a whole number from 1 to 100.'],
      [`${RUN}?limit=0`, 'limit must be a whole number from 1 to 100.'],
      [`${RUN}?limit=5000`, 'limit must be a whole number from 1 to 100.'],
      [`${RUN}?limit=1&limit=2`, 'Give limit once, as a single value.'],
      [`${RUN}?queue=nosuch`, 'There is no queue nosuch. Queues: seo, default.'],
      [`${RUN}?allQueues=maybe`, 'allQueues must be true or false.'],
      [`${RUN}?dryRun=true`, 'Unknown parameter: dryRun. Allowed: queue, allQueues, limit, silent, disableScheduling.'],
      [`${SCHEDULES}?queue=nosuch`, 'There is no queue nosuch. Queues: seo, default.'],
      [`${SCHEDULES}?limit=5`, 'Unknown parameter: limit. Allowed: queue, allQueues.'],
    ]
    for (const [path, message] of cases) {
      const res = await api('admin', 'GET', path)
      expect(res.status, path).toBe(400)
      expect(errorMessage(res), path).toBe(message)
    }
  })

  it('still runs a queue for an admin who asks properly', async () => {
    const res = await api('admin', 'GET', `${RUN}?queue=default&limit=1&disableScheduling=true`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ message: 'Success', noJobsRemaining: expect.any(Boolean) })
  })
})
