import { isEmptyOptimizedValue, optimizedValueSchema } from '../../seo-optimiser/lib/optimizedValue'
import { keywordScore } from '../../seo-keywords/lib/scoring'

/**
 * The invalid-record rules of spec 03 section 5 and the repairs of section 7.3, as pure functions: a scan
 * says what is wrong with a row; a repair says what can be set from the row's own data, or why it cannot.
 */
export type Severity = 'critical' | 'error' | 'warning'
export type Finding = { field: string; severity: Severity; message: string }

export const OPTIMISATION_STATUSES = ['pending_implementation', 'implemented', 'failed'] as const
export const PRIORITIES = ['low', 'medium', 'high'] as const

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '')

/** Parses optimized_value stored as JSON text into an object; anything else is returned as is. */
export function normaliseOptimizedValue(value: unknown): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}

export type OptimisationRow = {
  id: number | null
  keyword: string | null
  component_path: string | null
  optimized_value: unknown
  status: string | null
  implemented_at?: string | null
}

export function scanOptimisation(row: OptimisationRow): Finding[] {
  const out: Finding[] = []
  if (row.id === null || row.id === undefined) out.push({ field: 'id', severity: 'critical', message: 'id is missing' })
  if (blank(row.keyword)) out.push({ field: 'keyword', severity: 'error', message: 'keyword is empty' })
  if (blank(row.component_path)) out.push({ field: 'component_path', severity: 'error', message: 'component_path is empty' })
  if (isEmptyOptimizedValue(row.optimized_value)) out.push({ field: 'optimized_value', severity: 'critical', message: 'optimized_value is empty' })
  else {
    if (typeof row.optimized_value === 'string') out.push({ field: 'optimized_value', severity: 'warning', message: 'optimized_value is stored as JSON text, not an object' })
    const parsed = optimizedValueSchema.safeParse(normaliseOptimizedValue(row.optimized_value))
    if (!parsed.success) out.push({ field: 'optimized_value', severity: 'error', message: `optimized_value is invalid: ${[...new Set(parsed.error.issues.map((i) => i.message))].join('; ')}` })
  }
  if (!OPTIMISATION_STATUSES.includes(row.status as never)) out.push({ field: 'status', severity: 'error', message: `status ${JSON.stringify(row.status)} is not valid` })
  if (row.status === 'implemented' && !row.implemented_at) out.push({ field: 'implemented_at', severity: 'warning', message: 'implemented without an implementation date' })
  return out
}

export type OptimisationRepair =
  | { kind: 'ok' }
  | { kind: 'repair'; data: Partial<OptimisationRow>; actions: string[] }
  | { kind: 'quarantine'; reasons: string[] }

/**
 * What can be repaired from the row itself: a null or invalid status becomes pending_implementation; JSON text
 * becomes an object; an empty keyword or component path is taken from optimized_value's keyword or target_url.
 * A row whose optimised value is empty or invalid cannot be repaired without inventing content: quarantine.
 */
export function planOptimisationRepair(row: OptimisationRow): OptimisationRepair {
  const findings = scanOptimisation(row)
  if (!findings.length) return { kind: 'ok' }
  const data: Partial<OptimisationRow> = {}
  const actions: string[] = []
  const value = normaliseOptimizedValue(row.optimized_value)
  const parsed = optimizedValueSchema.safeParse(value)
  if (isEmptyOptimizedValue(row.optimized_value) || !parsed.success) {
    return { kind: 'quarantine', reasons: findings.filter((f) => f.field === 'optimized_value' && f.severity !== 'warning').map((f) => f.message) }
  }
  if (typeof row.optimized_value === 'string') {
    data.optimized_value = parsed.data
    actions.push('parsed optimized_value from JSON text')
  }
  if (blank(row.keyword)) {
    data.keyword = parsed.data.keyword
    actions.push(`keyword set from optimized_value: "${parsed.data.keyword}"`)
  }
  if (blank(row.component_path)) {
    data.component_path = parsed.data.target_url
    actions.push(`component_path set from optimized_value.target_url: ${parsed.data.target_url}`)
  }
  if (!OPTIMISATION_STATUSES.includes(row.status as never)) {
    data.status = 'pending_implementation'
    actions.push(`status ${JSON.stringify(row.status)} set to pending_implementation`)
  }
  return actions.length ? { kind: 'repair', data, actions } : { kind: 'ok' }
}

export type KeywordRow = {
  id: number | null
  keyword: string | null
  target_url: string | null
  priority: string | null
  optimization_score: number | null
  search_volume: number | null
  difficulty_score: number | null
  in_title: boolean | null
  in_description: boolean | null
  in_headings: boolean | null
  content_frequency: number | null
  target_frequency: number | null
}

export function scanKeyword(row: KeywordRow): Finding[] {
  const out: Finding[] = []
  if (row.id === null || row.id === undefined) out.push({ field: 'id', severity: 'critical', message: 'id is missing' })
  if (blank(row.keyword)) out.push({ field: 'keyword', severity: 'critical', message: 'keyword is empty' })
  if (blank(row.target_url)) out.push({ field: 'target_url', severity: 'error', message: 'target_url is empty' })
  if (!PRIORITIES.includes(row.priority as never)) out.push({ field: 'priority', severity: 'error', message: `priority ${JSON.stringify(row.priority)} is not low, medium or high` })
  for (const f of ['optimization_score', 'search_volume', 'difficulty_score'] as const) {
    if (typeof row[f] === 'number' && row[f]! < 0) out.push({ field: f, severity: 'error', message: `${f} is negative (${row[f]})` })
  }
  if (row.optimization_score === null) out.push({ field: 'optimization_score', severity: 'warning', message: 'optimization_score is null' })
  for (const f of ['in_title', 'in_description', 'in_headings'] as const) {
    if (row[f] === null) out.push({ field: f, severity: 'warning', message: `${f} is null` })
  }
  return out
}

export type KeywordRepair = { kind: 'ok' } | { kind: 'repair'; data: Partial<KeywordRow>; actions: string[] } | { kind: 'quarantine'; reasons: string[] }

/**
 * Keyword repairs (spec 03 section 7.3), without inventing data: null flags become false; a null or negative
 * score is recomputed from the flags; negative volume or difficulty become unknown (null); an empty target URL
 * becomes the home page; a missing priority becomes medium (the default). An empty keyword cannot be repaired.
 * (The spec also set a null last_checked_at to now; that would claim a check that never happened, so a null
 * stays null: never checked.)
 */
export function planKeywordRepair(row: KeywordRow): KeywordRepair {
  const findings = scanKeyword(row)
  if (!findings.length) return { kind: 'ok' }
  if (blank(row.keyword)) return { kind: 'quarantine', reasons: ['keyword is empty'] }
  const data: Partial<KeywordRow> = {}
  const actions: string[] = []
  for (const f of ['in_title', 'in_description', 'in_headings'] as const) {
    if (row[f] === null) {
      data[f] = false
      actions.push(`${f} null set to false`)
    }
  }
  if (row.optimization_score === null || row.optimization_score < 0) {
    const score = keywordScore({
      inTitle: Boolean(data.in_title ?? row.in_title),
      inDescription: Boolean(data.in_description ?? row.in_description),
      inHeadings: Boolean(data.in_headings ?? row.in_headings),
      contentFrequency: Math.max(0, row.content_frequency ?? 0),
      targetFrequency: row.target_frequency,
    })
    data.optimization_score = score
    actions.push(`optimization_score ${row.optimization_score} recomputed from the placement flags: ${score}`)
  }
  for (const f of ['search_volume', 'difficulty_score'] as const) {
    if (typeof row[f] === 'number' && row[f]! < 0) {
      data[f] = null
      actions.push(`${f} ${row[f]} set to unknown`)
    }
  }
  if (blank(row.target_url)) {
    data.target_url = '/'
    actions.push('target_url empty set to the home page')
  }
  if (!PRIORITIES.includes(row.priority as never)) {
    data.priority = 'medium'
    actions.push(`priority ${JSON.stringify(row.priority)} set to medium`)
  }
  return { kind: 'repair', data, actions }
}
