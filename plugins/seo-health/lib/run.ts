import type { Payload } from 'payload'

import { checkDatabase, checkExternal, checkJobsQueue, type ExternalService } from './checks'
import { configuredServices } from './services'
import { overallStatus, summarise, type CheckResult, type OverallStatus } from './status'

export const HEALTH_CHECK_TYPE = 'comprehensive_health'

export type HealthReport = {
  status: OverallStatus
  checks: CheckResult[]
  timestamp: string
  summary: ReturnType<typeof summarise>
  notConfigured: string[]
  logId: number
}

/**
 * Runs every check, stores the result in `monitoring-logs` (details: checks, timestamp, summary) and each
 * external service's running record in `api-monitoring`.
 */
export async function runHealthCheck(payload: Payload, given?: ReturnType<typeof configuredServices>): Promise<HealthReport> {
  const settings = given ? null : await payload.findGlobal({ slug: 'seo-settings', overrideAccess: true, showHiddenFields: true, depth: 0 })
  const services = given ?? configuredServices(settings?.gsc_refresh_token ?? null)
  const external = await Promise.all(services.services.map((s) => checkExternal(s)))
  const checks = [await checkDatabase(payload), await checkJobsQueue(payload), ...external]
  const timestamp = new Date().toISOString()
  const summary = summarise(checks)
  const status = overallStatus(checks)
  const log = await payload.create({
    collection: 'monitoring-logs',
    data: { check_type: HEALTH_CHECK_TYPE, status, details: { checks, timestamp, summary, notConfigured: services.notConfigured } },
    overrideAccess: true,
  })
  for (const [i, service] of services.services.entries()) await recordService(payload, service, external[i]!, timestamp)
  for (const name of services.notConfigured) await recordNotConfigured(payload, name, timestamp)
  return { status, checks, timestamp, summary, notConfigured: services.notConfigured, logId: log.id }
}

async function findService(payload: Payload, name: string) {
  const { docs } = await payload.find({ collection: 'api-monitoring', where: { service_name: { equals: name } }, limit: 1, depth: 0, overrideAccess: true })
  return docs[0]
}

async function recordService(payload: Payload, service: ExternalService, check: CheckResult, timestamp: string) {
  const current = await findService(payload, service.name)
  const total = (current?.checks_total ?? 0) + 1
  const ok = (current?.checks_ok ?? 0) + (check.status === 'down' ? 0 : 1)
  const data = {
    service_name: service.name,
    status: check.status,
    endpoint_url: service.endpointUrl,
    response_time: check.responseTimeMs,
    checks_total: total,
    checks_ok: ok,
    success_rate: Math.round((ok / total) * 1000) / 10,
    last_checked_at: timestamp,
    last_error: check.status === 'healthy' ? null : check.message,
  }
  if (current) await payload.update({ collection: 'api-monitoring', id: current.id, data, overrideAccess: true })
  else await payload.create({ collection: 'api-monitoring', data, overrideAccess: true })
}

async function recordNotConfigured(payload: Payload, name: string, timestamp: string) {
  const current = await findService(payload, name)
  const data = { service_name: name, status: 'not_configured' as const, last_checked_at: timestamp, last_error: null, response_time: null }
  if (current) await payload.update({ collection: 'api-monitoring', id: current.id, data, overrideAccess: true })
  else await payload.create({ collection: 'api-monitoring', data, overrideAccess: true })
}
