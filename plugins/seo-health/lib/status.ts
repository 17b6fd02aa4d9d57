/**
 * Health statuses and thresholds (spec 03 sections 4 and 9).
 */
export const HEALTH_THRESHOLDS_MS = {
  /** An external API or edge function is degraded above this. */
  api: 5000,
  /** The database is degraded above this. */
  database: 2000,
  /** In diagnostics, the database is 'slow' above this. */
  databaseSlow: 1000,
} as const

/** Health checks run every 5 minutes. */
export const HEALTH_CHECK_CRON = '*/5 * * * *'

export type CheckStatus = 'healthy' | 'degraded' | 'down'
export type OverallStatus = 'healthy' | 'degraded' | 'critical'
export type CheckKind = 'database' | 'api' | 'jobs'

export type CheckResult = {
  name: string
  kind: CheckKind
  status: CheckStatus
  responseTimeMs: number | null
  message: string
}

/** A check that answered is degraded when slower than its threshold; a failed check is down. */
export function statusFor(kind: CheckKind, ok: boolean, responseTimeMs: number): CheckStatus {
  if (!ok) return 'down'
  const limit = kind === 'database' ? HEALTH_THRESHOLDS_MS.database : HEALTH_THRESHOLDS_MS.api
  return responseTimeMs > limit ? 'degraded' : 'healthy'
}

/** Critical if any check is down, else degraded if any is degraded, else healthy. */
export function overallStatus(checks: Pick<CheckResult, 'status'>[]): OverallStatus {
  if (checks.some((c) => c.status === 'down')) return 'critical'
  if (checks.some((c) => c.status === 'degraded')) return 'degraded'
  return 'healthy'
}

export function summarise(checks: CheckResult[]) {
  const timed = checks.map((c) => c.responseTimeMs).filter((t): t is number => t !== null)
  return {
    total: checks.length,
    healthy: checks.filter((c) => c.status === 'healthy').length,
    degraded: checks.filter((c) => c.status === 'degraded').length,
    down: checks.filter((c) => c.status === 'down').length,
    averageResponseTimeMs: timed.length ? Math.round(timed.reduce((a, b) => a + b, 0) / timed.length) : null,
  }
}
