import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { createLocalReq } from 'payload'

import { withAdvisoryLock } from '../../shared/lock'
import {
  planKeywordRepair,
  planOptimisationRepair,
  scanKeyword,
  scanOptimisation,
  type Finding,
  type KeywordRow,
  type OptimisationRow,
} from './scan'

export const BACKUP_RETENTION_MS = 48 * 3600_000
export type RepairTarget = 'optimisations' | 'keywords'

type PhaseName = 'backup' | 'enhanced_detection' | 'data_repair' | 'schema_hardening' | 'final_verification'
export type PhaseResult = {
  phase: PhaseName
  status: 'completed' | 'failed' | 'partial'
  timestamp: string
  recordsFixed: number
  recordsQuarantined: number
  issuesDetected: number
  findings: string[]
  actions: string[]
}

export type RepairReport = {
  target: RepairTarget
  phases: PhaseResult[]
  totals: { rowsBefore: number; rowsAfter: number; recordsFixed: number; recordsQuarantined: number; issuesDetected: number; issuesRemaining: number }
}

type Row = Record<string, unknown> & { id: number }

const NUMERIC: Record<RepairTarget, string[]> = {
  optimisations: [],
  keywords: ['current_position', 'previous_position', 'search_volume', 'difficulty_score', 'content_frequency', 'target_frequency', 'optimization_score', 'clicks', 'impressions'],
}

/**
 * The rows as stored (column names as in the database), read straight from the table: the Local API would tidy
 * some problems away on read (it parses JSON text, for one), and the scan must see what is really there.
 */
async function allRows(payload: Payload, target: RepairTarget): Promise<Row[]> {
  // Plain SQL: drizzle's json columns re-parse JSON text, which would hide exactly that problem.
  const result = (await payload.db.drizzle.execute(sql`select * from ${sql.identifier(target)} order by id`)) as unknown as { rows: Record<string, unknown>[] }
  return result.rows.map((r) => {
    const out: Record<string, unknown> = { ...r }
    for (const f of NUMERIC[target]) if (typeof out[f] === 'string') out[f] = Number(out[f])
    return out as Row
  })
}

const scanRow = (target: RepairTarget, row: Row): Finding[] =>
  target === 'optimisations' ? scanOptimisation(row as unknown as OptimisationRow) : scanKeyword(row as unknown as KeywordRow)

export type ScanResult = { target: RepairTarget; rows: number; affected: number; bySeverity: Record<string, number>; findings: { id: number; findings: Finding[] }[] }

/** Scans every row of the target; changes nothing. */
export async function scanData(payload: Payload, target: RepairTarget): Promise<ScanResult> {
  const rows = await allRows(payload, target)
  const findings = rows.map((r) => ({ id: r.id, findings: scanRow(target, r) })).filter((f) => f.findings.length)
  const bySeverity: Record<string, number> = { critical: 0, error: 0, warning: 0 }
  for (const f of findings) for (const x of f.findings) bySeverity[x.severity] = (bySeverity[x.severity] ?? 0) + 1
  return { target, rows: rows.length, affected: findings.length, bySeverity, findings }
}

const EXPECTED_NOT_NULL: Record<RepairTarget, string[]> = {
  optimisations: ['keyword', 'component_path', 'optimized_value', 'status', 'optimization_type'],
  keywords: ['keyword', 'target_url'],
}

/**
 * The 5-phase repair plan (spec 03 section 2.10): 1 back up the affected rows (kept 48 h), 2 detect issues,
 * 3 repair in one transaction (unrepairable rows are moved to quarantine, never deleted outright), 4 check the
 * schema's constraints, 5 re-scan to verify. Each phase reports status, counts, findings and actions.
 */
export function runRepairPlan(payload: Payload, target: RepairTarget, runId?: number): Promise<RepairReport> {
  // One repair of a collection at a time, from any process: a second one meanwhile would back up, repair and
  // quarantine the same rows again. It waits, then finds what the first left.
  return withAdvisoryLock(payload, `seo-data-repair:${target}`, () => repairPlan(payload, target, runId))
}

async function repairPlan(payload: Payload, target: RepairTarget, runId?: number): Promise<RepairReport> {
  const phases: PhaseResult[] = []
  const now = () => new Date().toISOString()
  const before = await allRows(payload, target)
  const affected = before.filter((r) => scanRow(target, r).length)

  // 1. Backup
  const backupAt = now()
  if (affected.length) {
    await payload.create({
      collection: 'data-backups',
      data: { source_collection: target, row_count: affected.length, rows: affected, expires_at: new Date(Date.now() + BACKUP_RETENTION_MS).toISOString(), run: runId ?? null },
      overrideAccess: true,
    })
  }
  phases.push({
    phase: 'backup',
    status: 'completed',
    timestamp: backupAt,
    recordsFixed: 0,
    recordsQuarantined: 0,
    issuesDetected: 0,
    findings: [affected.length ? `${affected.length} affected rows copied` : 'No affected rows: nothing to back up'],
    actions: affected.length ? ['Backup kept for 48 hours, then purged'] : [],
  })

  // 2. Enhanced detection
  const detection = affected.map((r) => ({ row: r, findings: scanRow(target, r) }))
  const issuesDetected = detection.reduce((n, d) => n + d.findings.length, 0)
  const counts = new Map<string, number>()
  for (const d of detection) {
    for (const f of d.findings) {
      // Group by rule: the values inside a message (quoted, bracketed, numbers) are left out.
      const rule = `${f.severity}: ${f.message.replace(/".*"|\(.*\)|\d+/g, '…')}`
      counts.set(rule, (counts.get(rule) ?? 0) + 1)
    }
  }
  phases.push({
    phase: 'enhanced_detection',
    status: 'completed',
    timestamp: now(),
    recordsFixed: 0,
    recordsQuarantined: 0,
    issuesDetected,
    findings: [...counts].map(([k, n]) => `${n} x ${k}`),
    actions: [`Scanned ${before.length} rows`],
  })

  // 3. Data repair, one transaction
  let repair: RepairDone
  try {
    // A row whose repair the collection refuses is quarantined instead. Payload rolls back the transaction it was
    // given when an operation fails, so the repairs made before it in the same transaction are gone: the phase starts
    // again in a new transaction, with that row moved to quarantine this time. At most one new start per row.
    const refused = new Map<number, string>()
    for (;;) {
      const attempt = await repairInOneTransaction(payload, target, detection, refused, runId)
      if (attempt.kind === 'done') {
        repair = attempt
        break
      }
      refused.set(attempt.id, attempt.reason)
    }
  } catch (err) {
    phases.push({
      phase: 'data_repair',
      status: 'failed',
      timestamp: now(),
      recordsFixed: 0,
      recordsQuarantined: 0,
      issuesDetected: 0,
      findings: [`Rolled back: ${err instanceof Error ? err.message : String(err)}`],
      actions: ['No row was changed'],
    })
    return finish(payload, target, phases, before.length, issuesDetected)
  }
  const { fixed, quarantined, findings: repairFindings, actions } = repair
  phases.push({
    phase: 'data_repair',
    status: 'completed',
    timestamp: now(),
    recordsFixed: fixed,
    recordsQuarantined: quarantined,
    issuesDetected: 0,
    findings: repairFindings,
    actions,
  })

  // 4. Schema hardening: the database itself refuses the worst problems
  const columns = (await payload.db.drizzle.execute(
    sql`select column_name, is_nullable from information_schema.columns where table_schema = current_schema() and table_name = ${target}`,
  )) as unknown as { rows: { column_name: string; is_nullable: string }[] }
  const nullable = new Map(columns.rows.map((c) => [c.column_name, c.is_nullable === 'YES']))
  const missing = EXPECTED_NOT_NULL[target].filter((c) => nullable.get(c) !== false)
  phases.push({
    phase: 'schema_hardening',
    status: missing.length ? 'partial' : 'completed',
    timestamp: now(),
    recordsFixed: 0,
    recordsQuarantined: 0,
    issuesDetected: missing.length,
    findings: EXPECTED_NOT_NULL[target].map((c) => `${c}: ${nullable.get(c) === false ? 'NOT NULL enforced' : 'nullable'}`),
    actions: missing.length ? [`Add a migration making ${missing.join(', ')} NOT NULL`] : ['Constraints already enforced by the committed migrations'],
  })

  return finish(payload, target, phases, before.length, issuesDetected)
}

type RepairDone = { kind: 'done'; fixed: number; quarantined: number; findings: string[]; actions: string[] }
type RepairRefused = { kind: 'refused'; id: number; reason: string }

/**
 * Phase 3 in one transaction: each affected row repaired from its own data, or moved to quarantine. Rows in
 * `refused` (their repair was refused before, with the reason) go to quarantine. A repair the collection refuses
 * now ends the attempt, rolled back, naming the row; any other failure is thrown, rolled back.
 */
async function repairInOneTransaction(
  payload: Payload,
  target: RepairTarget,
  detection: { row: Row }[],
  refused: Map<number, string>,
  runId: number | undefined,
): Promise<RepairDone | RepairRefused> {
  const req = (await createLocalReq({ context: { disableRevalidate: true, skipRecrawl: true } }, payload)) as PayloadRequest
  const transactionID = await payload.db.beginTransaction()
  if (transactionID) req.transactionID = transactionID
  const done: RepairDone = { kind: 'done', fixed: 0, quarantined: 0, findings: [], actions: [] }
  try {
    for (const { row } of detection) {
      const why = refused.get(row.id)
      if (why !== undefined) {
        await quarantine(payload, req, target, row, [`repair refused: ${why}`], runId)
        done.quarantined++
        done.findings.push(`#${row.id}: could not be repaired (${why}), quarantined`)
        continue
      }
      const plan = target === 'optimisations' ? planOptimisationRepair(row as unknown as OptimisationRow) : planKeywordRepair(row as unknown as KeywordRow)
      if (plan.kind === 'ok') continue
      if (plan.kind === 'repair') {
        try {
          await payload.update({ collection: target, id: row.id, data: plan.data as never, overrideAccess: true, req, depth: 0 })
        } catch (err) {
          // The row still fails the collection's rules after the repair: keep it safe instead, in a new attempt.
          if (transactionID) {
            await payload.db.rollbackTransaction(transactionID)
            return { kind: 'refused', id: row.id, reason: err instanceof Error ? err.message : String(err) }
          }
          throw err
        }
        done.fixed++
        done.actions.push(`#${row.id}: ${plan.actions.join('; ')}`)
        continue
      }
      await quarantine(payload, req, target, row, plan.reasons, runId)
      done.quarantined++
      done.findings.push(`#${row.id}: ${plan.reasons.join('; ')}, quarantined`)
    }
    if (transactionID) await payload.db.commitTransaction(transactionID)
    return done
  } catch (err) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw err
  }
}

async function quarantine(payload: Payload, req: PayloadRequest, target: RepairTarget, row: Row, reasons: string[], runId?: number) {
  await payload.create({
    collection: 'quarantine',
    data: { source_collection: target, source_id: row.id, data: row, reasons, run: runId ?? null },
    overrideAccess: true,
    req,
  })
  await payload.delete({ collection: target, id: row.id, overrideAccess: true, req })
}

async function finish(payload: Payload, target: RepairTarget, phases: PhaseResult[], rowsBefore: number, issuesDetected: number): Promise<RepairReport> {
  // 5. Final verification: scan again
  const after = await scanData(payload, target)
  const remaining = after.findings.reduce((n, f) => n + f.findings.length, 0)
  const repairFailed = phases.some((p) => p.phase === 'data_repair' && p.status === 'failed')
  phases.push({
    phase: 'final_verification',
    status: repairFailed ? 'failed' : remaining ? 'partial' : 'completed',
    timestamp: new Date().toISOString(),
    recordsFixed: 0,
    recordsQuarantined: 0,
    issuesDetected: remaining,
    findings: remaining ? after.findings.slice(0, 20).map((f) => `#${f.id}: ${f.findings.map((x) => x.message).join('; ')}`) : ['Re-scan found no invalid rows'],
    actions: [`Re-scanned ${after.rows} rows`],
  })
  const recordsFixed = phases.reduce((n, p) => n + p.recordsFixed, 0)
  const recordsQuarantined = phases.reduce((n, p) => n + p.recordsQuarantined, 0)
  return {
    target,
    phases,
    totals: { rowsBefore, rowsAfter: after.rows, recordsFixed, recordsQuarantined, issuesDetected, issuesRemaining: remaining },
  }
}

/** Deletes backups older than their 48-hour retention. */
export async function purgeExpiredBackups(payload: Payload): Promise<number> {
  const result = await payload.delete({
    collection: 'data-backups',
    where: { expires_at: { less_than: new Date().toISOString() } },
    overrideAccess: true,
  })
  return result.docs.length
}
