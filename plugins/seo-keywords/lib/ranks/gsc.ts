import { RankProviderError, type RankLookup, type RankProvider } from './types'

export type GscOptions = {
  /** Returns a valid OAuth access token (refreshing it when needed). */
  accessToken: () => Promise<string>
  /** The Search Console property, e.g. sc-domain:example.in or https://example.in/. */
  siteUrl: string
  /** Default https://searchconsole.googleapis.com. */
  baseUrl?: string
  /** Days of data, ending 3 days ago (Search Console data lags). Default 28. */
  days?: number
  timeoutMs?: number
  fetchImpl?: typeof fetch
  now?: () => Date
}

const day = (d: Date) => d.toISOString().slice(0, 10)
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Google Search Console's Search Analytics API: average position, clicks and impressions per query over the
 * window. A keyword with no row had no impressions in the window: its position is unknown (null).
 */
export class SearchConsoleProvider implements RankProvider {
  readonly name = 'gsc' as const
  readonly endpoint: string
  constructor(private readonly options: GscOptions) {
    this.endpoint = `${(options.baseUrl ?? 'https://searchconsole.googleapis.com').replace(/\/+$/, '')}/webmasters/v3/sites/${encodeURIComponent(options.siteUrl)}/searchAnalytics/query`
  }

  async lookup(keywords: string[]): Promise<RankLookup[]> {
    const { days = 28, timeoutMs = 20_000, fetchImpl = fetch, now = () => new Date() } = this.options
    const end = new Date(now().getTime() - 3 * 86_400_000)
    const start = new Date(end.getTime() - (days - 1) * 86_400_000)
    const token = await this.options.accessToken()
    const body = {
      startDate: day(start),
      endDate: day(end),
      dimensions: ['query'],
      rowLimit: Math.max(keywords.length * 5, 100),
      dimensionFilterGroups: [
        { filters: [{ dimension: 'query', operator: 'includingRegex', expression: `^(${keywords.map((k) => escapeRegex(k.toLowerCase())).join('|')})$` }] },
      ],
    }
    let res: Response
    try {
      res = await fetchImpl(this.endpoint, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (err) {
      throw new RankProviderError(`Search Console unreachable: ${err instanceof Error ? err.message : String(err)}`)
    }
    const json = (await res.json().catch(() => null)) as { rows?: { keys: string[]; clicks: number; impressions: number; position: number }[]; error?: { message?: string } } | null
    if (!res.ok) throw new RankProviderError(`Search Console: ${json?.error?.message ?? `HTTP ${res.status}`}`, res.status)
    const rows = new Map((json?.rows ?? []).map((r) => [r.keys[0]?.toLowerCase() ?? '', r]))
    return keywords.map((keyword) => {
      const row = rows.get(keyword.toLowerCase())
      return row
        ? { keyword, position: Math.round(row.position * 10) / 10, clicks: Math.round(row.clicks), impressions: Math.round(row.impressions) }
        : { keyword, position: null, clicks: 0, impressions: 0 }
    })
  }
}

export type OAuthTokens = { accessToken: string; expiresAt: number }

/** Exchanges a refresh token for an access token at Google's OAuth token endpoint (or a configured one). */
export async function refreshAccessToken(opts: {
  tokenUrl?: string
  clientId: string
  clientSecret: string
  refreshToken: string
  fetchImpl?: typeof fetch
}): Promise<OAuthTokens> {
  const { tokenUrl = 'https://oauth2.googleapis.com/token', fetchImpl = fetch } = opts
  const res = await fetchImpl(tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: opts.clientId, client_secret: opts.clientSecret, refresh_token: opts.refreshToken, grant_type: 'refresh_token' }),
    signal: AbortSignal.timeout(15_000),
  })
  const body = (await res.json().catch(() => null)) as { access_token?: string; expires_in?: number; error?: string; error_description?: string } | null
  if (!res.ok || !body?.access_token) {
    throw new RankProviderError(`Google OAuth: ${body?.error_description ?? body?.error ?? `HTTP ${res.status}`}`, res.status)
  }
  return { accessToken: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000 }
}

/** Site URL forms tried in order (spec 03 section 4): domain property, bare domain, https domain. */
export function siteUrlCandidates(domain: string): string[] {
  const bare = domain.replace(/^sc-domain:/, '').replace(/^https?:\/\//, '').replace(/\/.*$/, '')
  return [`sc-domain:${bare}`, bare, `https://${bare}/`]
}
