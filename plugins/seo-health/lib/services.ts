import { env } from '../../../src/lib/env'
import type { ExternalService } from './checks'

const GEMINI_DEFAULT_BASE = 'https://generativelanguage.googleapis.com'

/**
 * The external APIs this installation is configured to use. Services without configuration are not checked
 * (they are reported as not configured, never as down).
 */
export function configuredServices(storedGscRefreshToken: string | null = null): { services: ExternalService[]; notConfigured: string[] } {
  const services: ExternalService[] = []
  const notConfigured: string[] = []
  if (env.GEMINI_API_KEY) {
    const base = (env.GEMINI_BASE_URL ?? GEMINI_DEFAULT_BASE).replace(/\/+$/, '')
    services.push({
      name: 'gemini',
      endpointUrl: `${base}/v1beta/models`,
      probe: (signal) => fetch(`${base}/v1beta/models?pageSize=1`, { headers: { 'x-goog-api-key': env.GEMINI_API_KEY! }, signal }),
    })
  } else notConfigured.push('gemini')

  if (env.SERP_API_KEY) {
    const base = (env.SERP_API_BASE_URL ?? 'https://serpapi.com').replace(/\/+$/, '')
    // The account endpoint answers without spending a search credit.
    services.push({
      name: 'serp-api',
      endpointUrl: `${base}/account.json`,
      probe: (signal) => fetch(`${base}/account.json?${new URLSearchParams({ api_key: env.SERP_API_KEY! })}`, { signal }),
    })
  } else notConfigured.push('serp-api')

  const gscToken = env.GSC_REFRESH_TOKEN ?? storedGscRefreshToken
  if (env.GSC_CLIENT_ID && env.GSC_CLIENT_SECRET && gscToken) {
    const tokenUrl = env.GOOGLE_OAUTH_TOKEN_URL ?? 'https://oauth2.googleapis.com/token'
    services.push({
      name: 'google-search-console',
      endpointUrl: tokenUrl,
      probe: (signal) =>
        fetch(tokenUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ client_id: env.GSC_CLIENT_ID!, client_secret: env.GSC_CLIENT_SECRET!, refresh_token: gscToken, grant_type: 'refresh_token' }),
          signal,
        }),
    })
  } else notConfigured.push('google-search-console')
  return { services, notConfigured }
}
