import { describe, expect, it } from 'vitest'

import { planKeywordRepair, planOptimisationRepair, scanKeyword, scanOptimisation, type KeywordRow, type OptimisationRow } from '../../plugins/seo-repair/lib/scan'

const value = { keyword: 'gst registration', target_url: '/services/gst-services', optimized_title: 'GST Registration in Gurgaon' }
const opt = (over: Partial<OptimisationRow> = {}): OptimisationRow => ({ id: 1, keyword: 'gst registration', component_path: '/services/gst-services', optimized_value: value, status: 'pending_implementation', ...over })

describe('optimisation scan (spec 03 section 5)', () => {
  it('accepts a valid row', () => {
    expect(scanOptimisation(opt())).toEqual([])
    expect(planOptimisationRepair(opt())).toEqual({ kind: 'ok' })
  })
  it('flags missing fields, an invalid status and an empty value (critical)', () => {
    const findings = scanOptimisation(opt({ id: null, keyword: ' ', component_path: null, optimized_value: '[]', status: 'done' }))
    expect(findings.map((f) => `${f.field}:${f.severity}`)).toEqual(['id:critical', 'keyword:error', 'component_path:error', 'optimized_value:critical', 'status:error'])
  })
  it('repairs from the row’s own data: status, JSON text, keyword and path from the value', () => {
    const plan = planOptimisationRepair(opt({ keyword: '', component_path: '', status: null, optimized_value: JSON.stringify(value) }))
    expect(plan).toEqual({
      kind: 'repair',
      data: { optimized_value: value, keyword: 'gst registration', component_path: '/services/gst-services', status: 'pending_implementation' },
      actions: [
        'parsed optimized_value from JSON text',
        'keyword set from optimized_value: "gst registration"',
        'component_path set from optimized_value.target_url: /services/gst-services',
        'status null set to pending_implementation',
      ],
    })
  })
  it('quarantines what cannot be repaired without inventing content', () => {
    for (const bad of [{}, [], '', '{}', { keyword: 'x', target_url: '/' }, 'not json']) {
      const plan = planOptimisationRepair(opt({ optimized_value: bad }))
      expect(plan.kind, JSON.stringify(bad)).toBe('quarantine')
    }
  })
})

const kw = (over: Partial<KeywordRow> = {}): KeywordRow => ({
  id: 1, keyword: 'tax audit', target_url: '/services/audit', priority: 'medium', optimization_score: 50, search_volume: null, difficulty_score: null,
  in_title: true, in_description: true, in_headings: false, content_frequency: 0, target_frequency: 5, ...over,
})

describe('keyword scan and repairs (spec 03 sections 5 and 7.3)', () => {
  it('flags empty keyword and URL, bad priority, negative numbers and nulls', () => {
    expect(scanKeyword(kw())).toEqual([])
    const f = scanKeyword(kw({ keyword: '', target_url: '', priority: 'urgent', search_volume: -5, optimization_score: null, in_title: null }))
    expect(f.map((x) => x.field)).toEqual(['keyword', 'target_url', 'priority', 'search_volume', 'optimization_score', 'in_title'])
  })
  it('repairs nulls and negatives without inventing: score recomputed, volume unknown, flags false', () => {
    const plan = planKeywordRepair(kw({ optimization_score: null, in_headings: null, search_volume: -3, priority: null, target_url: ' ' }))
    expect(plan.kind).toBe('repair')
    if (plan.kind !== 'repair') return
    expect(plan.data).toEqual({ in_headings: false, optimization_score: 50, search_volume: null, target_url: '/', priority: 'medium' })
  })
  it('quarantines a keyword with no text', () => {
    expect(planKeywordRepair(kw({ keyword: '  ' }))).toEqual({ kind: 'quarantine', reasons: ['keyword is empty'] })
  })
})
