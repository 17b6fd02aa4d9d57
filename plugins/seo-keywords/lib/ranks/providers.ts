import type { Payload } from 'payload'

import { env } from '../../../../src/lib/env'
import { refreshAccessToken, SearchConsoleProvider, siteUrlCandidates } from './gsc'
import { SerpApiProvider } from './serp'
import type { RankProvider } from './types'

/** Our domain: SITE_DOMAIN, else SERVER_URL's host. */
export function siteDomain(): string | null {
  if (env.SITE_DOMAIN) return env.SITE_DOMAIN
  if (env.SERVER_URL) return new URL(env.SERVER_URL).hostname.replace(/^www\./, '')
  return null
}

async function gscRefreshToken(payload: Payload): Promise<{ token: string | null; siteUrl: string | null }> {
  const settings = await payload.findGlobal({ slug: 'seo-settings', overrideAccess: true, showHiddenFields: true, depth: 0 })
  return { token: env.GSC_REFRESH_TOKEN ?? settings.gsc_refresh_token ?? null, siteUrl: env.GSC_SITE_URL ?? settings.gsc_site_url ?? null }
}

/**
 * The rank provider this installation uses: Search Console when connected (client id, secret and a refresh
 * token), else the SERP API when it has a key; RANK_PROVIDER forces one. Null when none is configured.
 */
export async function resolveRankProvider(payload: Payload): Promise<{ provider: RankProvider | null; reason: string }> {
  const domain = siteDomain()
  const wantGsc = env.RANK_PROVIDER === 'gsc' || env.RANK_PROVIDER === 'auto'
  const wantSerp = env.RANK_PROVIDER === 'serp' || env.RANK_PROVIDER === 'auto'
  if (env.RANK_PROVIDER === 'none') return { provider: null, reason: 'Rank tracking is turned off (RANK_PROVIDER=none).' }

  if (wantGsc && env.GSC_CLIENT_ID && env.GSC_CLIENT_SECRET) {
    const { token, siteUrl } = await gscRefreshToken(payload)
    const property = siteUrl ?? (domain ? siteUrlCandidates(domain)[0]! : null)
    if (token && property) {
      let cached: { accessToken: string; expiresAt: number } | null = null
      return {
        provider: new SearchConsoleProvider({
          siteUrl: property,
          baseUrl: env.GSC_API_BASE_URL,
          accessToken: async () => {
            if (!cached || cached.expiresAt - Date.now() < 60_000) {
              cached = await refreshAccessToken({ tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL, clientId: env.GSC_CLIENT_ID!, clientSecret: env.GSC_CLIENT_SECRET!, refreshToken: token })
            }
            return cached.accessToken
          },
        }),
        reason: `Google Search Console (${property})`,
      }
    }
  }
  if (wantSerp && env.SERP_API_KEY) {
    if (!domain) return { provider: null, reason: 'Set SITE_DOMAIN (or SERVER_URL) so the SERP API knows which results are ours.' }
    return {
      provider: new SerpApiProvider({ apiKey: env.SERP_API_KEY, baseUrl: env.SERP_API_BASE_URL, siteDomain: domain, location: env.SERP_LOCATION }),
      reason: `SERP API for ${domain}`,
    }
  }
  return {
    provider: null,
    reason: 'No rank provider is configured: connect Google Search Console (GSC_CLIENT_ID, GSC_CLIENT_SECRET) or set SERP_API_KEY.',
  }
}
