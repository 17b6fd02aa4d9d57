import { describe, expect, it } from 'vitest'

import { KEYWORD_ISSUES as I } from '../../plugins/seo-keywords/lib/constants'
import { bulkGeoKeywords, fullKeyword, GEO_CITIES, GEO_MODIFIERS } from '../../plugins/seo-keywords/lib/geo'
import {
  healthBand,
  keywordIssues,
  keywordScore,
  opportunityScore,
  optimisationBand,
  positionBucket,
  positionSortKey,
  quickFilters,
  tableScoreBand,
  topOpportunities,
  volumeBand,
} from '../../plugins/seo-keywords/lib/scoring'
import { analysePageUrl, urlKeywordScore, urlRating } from '../../plugins/seo-keywords/lib/urlAnalysis'

const signals = { inTitle: false, inDescription: false, inHeadings: false, contentFrequency: 0 }

describe('keyword score (spec 03 section 5)', () => {
  it('gives 25 for each of title, description and headings', () => {
    expect(keywordScore(signals)).toBe(0)
    expect(keywordScore({ ...signals, inTitle: true })).toBe(25)
    expect(keywordScore({ ...signals, inTitle: true, inDescription: true, inHeadings: true })).toBe(75)
  })
  it('gives up to 25 for frequency against the target (default 5), capped at 100', () => {
    expect(keywordScore({ ...signals, contentFrequency: 1 })).toBe(5)
    expect(keywordScore({ ...signals, contentFrequency: 5 })).toBe(25)
    expect(keywordScore({ ...signals, contentFrequency: 2, targetFrequency: 4 })).toBe(13)
    expect(keywordScore({ inTitle: true, inDescription: true, inHeadings: true, contentFrequency: 40 })).toBe(100)
    expect(keywordScore({ ...signals, contentFrequency: 3, targetFrequency: 0 })).toBe(15)
  })
  it('bands scores as both documents do', () => {
    expect([optimisationBand(80), optimisationBand(79), optimisationBand(50), optimisationBand(49)]).toEqual(['good', 'warning', 'warning', 'poor'])
    expect([tableScoreBand(0), tableScoreBand(59), tableScoreBand(60), tableScoreBand(80)]).toEqual(['unscored', 'needs-work', 'good', 'excellent'])
    expect([healthBand(90), healthBand(89), healthBand(70), healthBand(69), healthBand(50), healthBand(49)]).toEqual(['Excellent', 'Good', 'Good', 'Fair', 'Fair', 'Poor'])
  })
})

describe('keyword issues and filters', () => {
  it('flags rank, missing placements, body presence and low score', () => {
    expect(keywordIssues({ ...signals, currentPosition: 11, optimizationScore: 0 })).toEqual([I.rank, I.title, I.h1, I.description, I.body, I.score])
    expect(keywordIssues({ inTitle: true, inDescription: true, inHeadings: true, contentFrequency: 3, currentPosition: 10, optimizationScore: 70 })).toEqual([])
  })
  it('buckets positions, counting a missing one as 100', () => {
    expect([1, 3, 4, 10, 11, 20, 21, 50, 51, 100, null].map(positionBucket)).toEqual([
      'top3', 'top3', 'top10', 'top10', 'top20', 'top20', 'top50', 'top50', 'below50', 'unranked', 'unranked',
    ])
    expect(positionSortKey(null)).toBe(100)
  })
  it('finds low-hanging fruit, quick wins, high volume and declining keywords', () => {
    const k = { inTitle: true, inDescription: true, inHeadings: false, contentFrequency: 2, currentPosition: 15, previousPosition: 12, optimizationScore: 60, searchVolume: 800 }
    expect(quickFilters(k)).toEqual(['low-hanging-fruit', 'high-volume', 'declining'])
    expect(quickFilters({ ...k, optimizationScore: 75, currentPosition: 5, previousPosition: 5 })).toEqual(['quick-wins'])
  })
  it('bands volume and keeps unknown volume unknown', () => {
    expect([null, 0, 1, 99, 100, 999, 1000].map(volumeBand)).toEqual(['unknown', 'unknown', 'low', 'low', 'medium', 'medium', 'high'])
  })
})

describe('opportunity score (spec 02 section 5)', () => {
  it('is (ours - best competitor) x 2, bounded 0-100, 0 when unranked or unknown', () => {
    expect(opportunityScore(15, [5, 9])).toBe(20)
    expect(opportunityScore(3, [8])).toBe(0)
    expect(opportunityScore(90, [2])).toBe(100)
    expect(opportunityScore(null, [2])).toBe(0)
    expect(opportunityScore(100, [2])).toBe(0)
    expect(opportunityScore(12, [null, undefined])).toBe(0)
  })
  it('lists those above 30, best first, at most 10, with 30% of volume as the potential gain', () => {
    const items = Array.from({ length: 14 }, (_, i) => ({ keyword: `k${i}`, score: 25 + i * 5, searchVolume: i % 2 ? 1000 : null }))
    const top = topOpportunities(items)
    expect(top).toHaveLength(10)
    expect(top[0]).toEqual({ keyword: 'k13', score: 90, searchVolume: 1000, potentialVisits: 300 })
    expect(top.every((t) => t.score > 30)).toBe(true)
    expect(top.find((t) => t.keyword === 'k12')?.potentialVisits).toBeNull()
  })
})

describe('URL keyword score (spec 03 section 5)', () => {
  it('scores 20 per word for a segment start, 15 for a token, 10 inside a token, +5 per segment', () => {
    expect(urlKeywordScore('gst services', '/services/gst-services')).toBe(100)
    expect(urlKeywordScore('gst', '/services/gst-services')).toBe(100)
    expect(urlKeywordScore('audit', '/services/tax-audit')).toBe(100)
    expect(urlKeywordScore('audit', '/x/taxaudit')).toBe(75)
    expect(urlKeywordScore('income tax filing', '/about')).toBe(0)
    expect(urlKeywordScore('ca in gurgaon', 'https://firm.in/ca-gurgaon')).toBe(100)
    expect(urlKeywordScore('an', '/anything')).toBe(0)
  })
})

describe('page URL analysis (spec 03 section 5)', () => {
  it('weights primary 3, location 2, service 2, business 1 and rates the result', () => {
    const about = analysePageUrl('/about', 'About Chartered Accountants Gurgaon')
    expect(about.current_score).toBe(0)
    expect(about.seo_friendly_rating).toBe('Poor')
    expect(about.suggested_url).toBe('/about-chartered-accountants-gurgaon-ca-services')
    const gst = analysePageUrl('/services/gst-services', 'GST Registration & Returns', 'service')
    expect(gst.keyword_presence.service).toEqual(['gst'])
    expect(gst.keyword_presence.business).toEqual(['services'])
    expect(gst.current_score).toBe(Math.round((2 + 1) / 33 * 100))
    expect(gst.suggested_url).toBe('/services/gst-registration-returns-ca-gurgaon')
    expect([urlRating(80), urlRating(79), urlRating(60), urlRating(59), urlRating(40), urlRating(39)]).toEqual(['Excellent', 'Good', 'Good', 'Fair', 'Fair', 'Poor'])
  })
  it('recommends against long URLs, underscores and other characters', () => {
    const r = analysePageUrl('/Blog/Some_Very_Long_Article_Title_That_Goes_On_And_On_Forever_2024', 'x').recommendations
    expect(r[0]).toMatch(/^Shorten the URL to 60 characters/)
    expect(r).toContain('Use hyphens instead of underscores between words.')
    expect(r).toContain('Use only lowercase letters, digits, hyphens and slashes.')
  })
})

describe('geo keywords (spec 02 section 5)', () => {
  it('joins base, modifier and location with single spaces', () => {
    expect(fullKeyword(' ca  firm ', 'near me', 'Gurgaon')).toBe('ca firm near me Gurgaon')
  })
  it('has about 41 cities and the 10 modifiers, in for default', () => {
    expect(GEO_CITIES.length).toBe(41)
    expect(new Set(GEO_CITIES).size).toBe(41)
    expect(GEO_MODIFIERS).toEqual(['in', 'near', 'near me', 'services in', 'best in', 'top in', 'around', 'consultant in', 'firm in', 'office in'])
  })
  it('bulk-generates 10 x 20 x 3 = 600 distinct keywords with no invented volume', () => {
    const drafts = bulkGeoKeywords()
    expect(drafts).toHaveLength(600)
    expect(new Set(drafts.map((d) => d.full_keyword)).size).toBe(600)
    expect(drafts.every((d) => !('search_volume' in d))).toBe(true)
    expect(new Set(drafts.map((d) => d.location))).toEqual(new Set(GEO_CITIES.slice(0, 20)))
    expect(new Set(drafts.map((d) => d.geo_modifier))).toEqual(new Set(['in', 'near', 'near me']))
  })
})

describe('admin labels', () => {
  it('turns snake_case field names into readable labels', async () => {
    const { humanise } = await import('../../plugins/shared/collection')
    expect(humanise('target_url')).toBe('Target URL')
    expect(humanise('h1_count')).toBe('H1 count')
    expect(humanise('gsc_site_url')).toBe('Search Console site URL')
    expect(humanise('optimization_score')).toBe('Optimization score')
  })
})
