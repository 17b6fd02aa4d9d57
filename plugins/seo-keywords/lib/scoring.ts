import { KEYWORD_ISSUES, OPPORTUNITY, RANK, SCORE, type KeywordIssue } from './constants'

export type KeywordSignals = {
  inTitle: boolean
  inDescription: boolean
  inHeadings: boolean
  contentFrequency: number
  targetFrequency?: number | null
}

/**
 * The keyword optimisation score (spec 03 section 5): 25 each for the keyword in the title, the meta
 * description and the headings, and up to 25 for its frequency in the content against the target frequency
 * (default 5). Capped at 100.
 */
export function keywordScore(s: KeywordSignals): number {
  const target = s.targetFrequency && s.targetFrequency > 0 ? s.targetFrequency : SCORE.defaultTargetFrequency
  const frequency = Math.max(0, s.contentFrequency || 0)
  const frequencyPoints = Math.round(Math.min(1, frequency / target) * SCORE.perSignal)
  const total = (s.inTitle ? SCORE.perSignal : 0) + (s.inDescription ? SCORE.perSignal : 0) + (s.inHeadings ? SCORE.perSignal : 0) + frequencyPoints
  return Math.min(SCORE.max, total)
}

/** Optimisation bands of spec 03 section 5: 80+ good, 50-79 warning, below 50 poor. */
export function optimisationBand(score: number): 'good' | 'warning' | 'poor' {
  if (score >= 80) return 'good'
  if (score >= 50) return 'warning'
  return 'poor'
}

/** 70 or more is well optimised; below needs work. */
export const isWellOptimised = (score: number) => score >= SCORE.lowScore

/** Keyword table bands (spec 03 section 9): excellent 80+, good 60-79, needs work below 60, unscored 0. */
export function tableScoreBand(score: number | null | undefined): 'excellent' | 'good' | 'needs-work' | 'unscored' {
  if (!score) return 'unscored'
  if (score >= 80) return 'excellent'
  if (score >= 60) return 'good'
  return 'needs-work'
}

/** Health score bands (spec 02 section 4): 90+ Excellent, 70-89 Good, 50-69 Fair, below 50 Poor. */
export function healthBand(score: number): 'Excellent' | 'Good' | 'Fair' | 'Poor' {
  if (score >= 90) return 'Excellent'
  if (score >= 70) return 'Good'
  if (score >= 50) return 'Fair'
  return 'Poor'
}

/** Volume bands (spec 03 section 9); a volume nobody measured is 'unknown', never a guess. */
export function volumeBand(volume: number | null | undefined): 'high' | 'medium' | 'low' | 'unknown' {
  if (!volume || volume <= 0) return 'unknown'
  if (volume >= 1000) return 'high'
  if (volume >= 100) return 'medium'
  return 'low'
}

export type PositionFilter = 'top3' | 'top10' | 'top20' | 'top50' | 'below50' | 'unranked'

/** Position filters (spec 03 section 9). 100 or none is unranked. */
export function positionBucket(position: number | null | undefined): PositionFilter {
  if (!position || position >= RANK.unranked) return 'unranked'
  if (position <= 3) return 'top3'
  if (position <= 10) return 'top10'
  if (position <= 20) return 'top20'
  if (position <= 50) return 'top50'
  return 'below50'
}

/** Sort key: a missing position counts as 100. */
export const positionSortKey = (position: number | null | undefined) => position ?? RANK.unranked

export type KeywordForIssues = KeywordSignals & { currentPosition?: number | null; optimizationScore?: number | null }

/** The keyword's issue flags (spec 03 section 5), in a fixed order. */
export function keywordIssues(k: KeywordForIssues): KeywordIssue[] {
  const issues: KeywordIssue[] = []
  if (k.currentPosition && k.currentPosition > RANK.firstPage) issues.push(KEYWORD_ISSUES.rank)
  if (!k.inTitle) issues.push(KEYWORD_ISSUES.title)
  if (!k.inHeadings) issues.push(KEYWORD_ISSUES.h1)
  if (!k.inDescription) issues.push(KEYWORD_ISSUES.description)
  if (!k.contentFrequency) issues.push(KEYWORD_ISSUES.body)
  if ((k.optimizationScore ?? 0) < SCORE.lowScore) issues.push(KEYWORD_ISSUES.score)
  return issues
}

export type QuickFilter = 'low-hanging-fruit' | 'quick-wins' | 'high-volume' | 'declining'

/** Quick filters of the keyword table (spec 03 section 9). */
export function quickFilters(k: KeywordForIssues & { searchVolume?: number | null; previousPosition?: number | null }): QuickFilter[] {
  const out: QuickFilter[] = []
  const pos = k.currentPosition ?? null
  if (pos !== null && pos >= 11 && pos <= 20 && (k.optimizationScore ?? 0) < SCORE.lowScore) out.push('low-hanging-fruit')
  const issueCount = keywordIssues(k).length
  if (issueCount >= 1 && issueCount <= 2) out.push('quick-wins')
  if ((k.searchVolume ?? 0) >= 500 && pos !== null && pos > 10) out.push('high-volume')
  if (pos !== null && k.previousPosition && pos > k.previousPosition && pos > 10) out.push('declining')
  return out
}

/**
 * Opportunity score (spec 02 section 5): (our position minus the best competitor position) x 2, bounded
 * 0-100; 0 when we are unranked or no competitor position is known.
 */
export function opportunityScore(ourPosition: number | null | undefined, competitorPositions: (number | null | undefined)[]): number {
  if (!ourPosition || ourPosition >= RANK.unranked) return 0
  const known = competitorPositions.filter((p): p is number => typeof p === 'number' && p > 0 && p < RANK.unranked)
  if (!known.length) return 0
  const best = Math.min(...known)
  return Math.max(0, Math.min(100, (ourPosition - best) * OPPORTUNITY.perPosition))
}

export type Opportunity = { keyword: string; score: number; searchVolume: number | null; potentialVisits: number | null }

/** Keywords with opportunity above 30, best first, at most 10; potential gain is 30% of volume (unknown stays unknown). */
export function topOpportunities(items: { keyword: string; score: number; searchVolume: number | null }[]): Opportunity[] {
  return items
    .filter((i) => i.score > OPPORTUNITY.listAbove)
    .sort((a, b) => b.score - a.score)
    .slice(0, OPPORTUNITY.listLimit)
    .map((i) => ({ ...i, potentialVisits: i.searchVolume ? Math.round(i.searchVolume * OPPORTUNITY.potentialVisitShare) : null }))
}
