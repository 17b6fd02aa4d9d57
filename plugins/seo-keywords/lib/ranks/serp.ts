import { bareDomain, RankProviderError, type RankLookup, type RankProvider } from './types'

export type SerpOptions = {
  apiKey: string
  /** SerpApi-compatible base URL (default https://serpapi.com). */
  baseUrl?: string
  /** Our site's domain, e.g. example.in. */
  siteDomain: string
  location?: string
  googleDomain?: string
  timeoutMs?: number
  fetchImpl?: typeof fetch
}

type OrganicResult = { position?: number; link?: string }

/**
 * A hosted SERP API in the SerpApi format (GET /search.json?engine=google&q=…): our position is that of the
 * first organic result on our domain within the top 100; competitor positions come from the same results.
 */
export class SerpApiProvider implements RankProvider {
  readonly name = 'serp' as const
  readonly endpoint: string
  constructor(private readonly options: SerpOptions) {
    this.endpoint = `${(options.baseUrl ?? 'https://serpapi.com').replace(/\/+$/, '')}/search.json`
  }

  async lookup(keywords: string[], { competitorDomains = [] }: { competitorDomains?: string[] } = {}): Promise<RankLookup[]> {
    const out: RankLookup[] = []
    for (const keyword of keywords) out.push(await this.one(keyword, competitorDomains))
    return out
  }

  private async one(keyword: string, competitorDomains: string[]): Promise<RankLookup> {
    const { apiKey, siteDomain, location = 'Gurgaon,Haryana,India', googleDomain = 'google.co.in', timeoutMs = 20_000, fetchImpl = fetch } = this.options
    const params = new URLSearchParams({ engine: 'google', q: keyword, location, google_domain: googleDomain, gl: 'in', hl: 'en', num: '100', api_key: apiKey })
    let res: Response
    try {
      res = await fetchImpl(`${this.endpoint}?${params}`, { signal: AbortSignal.timeout(timeoutMs) })
    } catch (err) {
      throw new RankProviderError(`SERP API unreachable: ${err instanceof Error ? err.message : String(err)}`)
    }
    const body = (await res.json().catch(() => null)) as { organic_results?: OrganicResult[]; error?: string } | null
    if (!res.ok || !body || body.error) throw new RankProviderError(`SERP API: ${body?.error ?? `HTTP ${res.status}`}`, res.status)
    const results = body.organic_results ?? []
    const positionOf = (domain: string) => {
      const d = bareDomain(domain)
      const hit = results.find((r) => r.link && (bareDomain(r.link) === d || bareDomain(r.link).endsWith(`.${d}`)))
      return typeof hit?.position === 'number' ? hit.position : null
    }
    return {
      keyword,
      position: positionOf(siteDomain),
      competitors: Object.fromEntries(competitorDomains.map((d) => [d, positionOf(d)])),
    }
  }
}
