import type { CollectionConfig, Endpoint, PayloadHandler } from 'payload'

import { hasRole } from '../access'
import { json } from './http'

/**
 * Payload's own jobs endpoints, `GET /api/payload-jobs/run` (runs queued jobs, for a cron) and
 * `GET /api/payload-jobs/handle-schedules` (queues what is due), take their options from the query string and read
 * them loosely: `limit=abc` or `limit=-5` ran with no limit, an unknown queue ran nothing and answered "Success", and
 * a signed-in editor was told to sign in (401). Wrapped here: 401 without a session, 403 for other roles, 400 with a
 * sentence for an option that does not exist or a value it cannot take; then Payload's handler.
 */
type Rule = (value: string) => string | null

const flag =
  (name: string): Rule =>
  (value) =>
    value === 'true' || value === 'false' ? null : `${name} must be true or false.`

export const MAX_JOBS_A_RUN = 100

const limit: Rule = (value) =>
  /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_JOBS_A_RUN ? null : `limit must be a whole number from 1 to ${MAX_JOBS_A_RUN}.`

const queueIn =
  (queues: readonly string[]): Rule =>
  (value) =>
    queues.includes(value) ? null : `There is no queue ${value}. Queues: ${queues.join(', ')}.`

/** The first problem with a jobs endpoint's query string (as sent: Payload's parsed query holds a default depth), or null. */
export function jobsQueryProblem(params: URLSearchParams, rules: Record<string, Rule>): string | null {
  for (const name of new Set(params.keys())) {
    const rule = rules[name]
    if (!rule) return `Unknown parameter: ${name}. Allowed: ${Object.keys(rules).join(', ')}.`
    const values = params.getAll(name)
    if (values.length > 1) return `Give ${name} once, as a single value.`
    const problem = rule(values[0])
    if (problem) return problem
  }
  return null
}

function guarded(endpoint: Endpoint, rules: Record<string, Rule>): Endpoint {
  const handler: PayloadHandler = async (req) => {
    if (!req.user) return json({ errors: [{ message: 'Please sign in as an administrator.' }] }, 401)
    if (!hasRole(req.user, 'admin')) return json({ errors: [{ message: 'Only administrators may run jobs.' }] }, 403)
    const problem = jobsQueryProblem(new URL(req.url ?? '', 'http://localhost').searchParams, rules)
    if (problem) return json({ errors: [{ message: problem }] }, 400)
    return endpoint.handler(req)
  }
  return { ...endpoint, handler }
}

/** `jobs.jobsCollectionOverrides`: the jobs collection with its two endpoints guarded, for the given queues. */
export const guardJobsEndpoints =
  (queues: readonly string[]) =>
  ({ defaultJobsCollection }: { defaultJobsCollection: CollectionConfig }): CollectionConfig => {
    const queue = queueIn(queues)
    const schedules = { queue, allQueues: flag('allQueues') }
    const run = { ...schedules, limit, silent: flag('silent'), disableScheduling: flag('disableScheduling') }
    const endpoints = Array.isArray(defaultJobsCollection.endpoints) ? defaultJobsCollection.endpoints : []
    return {
      ...defaultJobsCollection,
      endpoints: endpoints.map((e) => (e.path === '/run' ? guarded(e, run) : e.path === '/handle-schedules' ? guarded(e, schedules) : e)),
    }
  }
