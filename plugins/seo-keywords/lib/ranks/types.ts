/** One keyword's answer from a rank provider. `position` null means not found in the results measured. */
export type RankLookup = {
  keyword: string
  position: number | null
  clicks?: number | null
  impressions?: number | null
  /** Positions of competitor domains for the same search, when the provider sees them (SERP APIs do). */
  competitors?: Record<string, number | null>
}

export type RankProviderName = 'gsc' | 'serp'

export interface RankProvider {
  readonly name: RankProviderName
  /** Where it sends requests (for health checks and messages; never carries a secret). */
  readonly endpoint: string
  /** Looks up a chunk of keywords; throws when the lookup as a whole fails. */
  lookup(keywords: string[], options?: { competitorDomains?: string[] }): Promise<RankLookup[]>
}

export class RankProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'RankProviderError'
  }
}

/** example.in from https://www.example.in/path. */
export const bareDomain = (urlOrDomain: string) =>
  urlOrDomain
    .trim()
    .toLowerCase()
    .replace(/^sc-domain:/, '')
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[/:].*$/, '')
