/**
 * The numbers of the SEO specs (02 sections 5 and 9, 03 sections 4, 5 and 9) in one place.
 */
export const SCORE = {
  /** Below this a keyword needs work (the low-score optimiser's queue). */
  lowScore: 70,
  /** Keywords below this get optimisation tasks generated. */
  generation: 80,
  /** Keywords at or above this are verified as optimised. */
  verification: 90,
  perSignal: 25,
  defaultTargetFrequency: 5,
  max: 100,
} as const

export const RANK = {
  /** A missing position counts as this when sorting; 100 or none is 'unranked'. */
  unranked: 100,
  /** Ranked worse than this raises the 'Rank > 10' issue. */
  firstPage: 10,
  maxPerRun: 100,
  chunkSize: 20,
  pauseBetweenChunksMs: 250,
  pauseBetweenRetriesMs: 150,
} as const

export const OPPORTUNITY = {
  /** Points per position between us and the best competitor. */
  perPosition: 2,
  highBadgeAbove: 50,
  listAbove: 30,
  listLimit: 10,
  /** Share of search volume counted as the monthly visits to gain. */
  potentialVisitShare: 0.3,
} as const

export const GEO_BULK = { baseKeywords: 10, cities: 20, modifiers: 3 } as const

export const KEYWORD_ISSUES = {
  rank: 'Rank > 10',
  title: 'Missing in Title',
  h1: 'Missing in H1',
  description: 'Missing in Meta Description',
  body: 'Low Body Presence',
  score: 'Low Score',
} as const
export type KeywordIssue = (typeof KEYWORD_ISSUES)[keyof typeof KEYWORD_ISSUES]
