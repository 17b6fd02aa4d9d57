import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { refreshAccessToken, SearchConsoleProvider, siteUrlCandidates } from '../../plugins/seo-keywords/lib/ranks/gsc'
import { SerpApiProvider } from '../../plugins/seo-keywords/lib/ranks/serp'
import { FAKE, startFakeRankApis } from '../helpers/fake-rank-apis.mjs'

let fake: { url: string; close: () => Promise<void> }
beforeAll(async () => {
  fake = await startFakeRankApis()
})
afterAll(async () => fake.close())

const requests = async () => (await (await fetch(`${fake.url}/__requests`)).json()) as { path: string; query: Record<string, string>; body: string; auth: string | null }[]

describe('SERP API client (fake server on 127.0.0.1)', () => {
  const serp = () => new SerpApiProvider({ apiKey: FAKE.serpKey, baseUrl: fake.url, siteDomain: FAKE.siteDomain })

  it('finds our first organic result and the competitors’ positions', async () => {
    const [gst, other, missing] = await serp().lookup(['gst registration', 'tax audit', 'missing keyword'], { competitorDomains: [FAKE.competitor, 'nobody.example'] })
    expect(gst).toEqual({ keyword: 'gst registration', position: 4, competitors: { [FAKE.competitor]: 2, 'nobody.example': null } })
    expect(other!.position).toBe(12)
    expect(missing!.position).toBeNull()
    const sent = (await requests()).filter((r) => r.path === '/search.json').at(-1)!
    expect(sent.query).toMatchObject({ engine: 'google', q: 'missing keyword', gl: 'in', num: '100', google_domain: 'google.co.in', location: 'Gurgaon,Haryana,India' })
  })

  it('raises a clear error for a refused key or a failing service', async () => {
    await expect(new SerpApiProvider({ apiKey: 'wrong', baseUrl: fake.url, siteDomain: FAKE.siteDomain }).lookup(['gst'])).rejects.toThrow('SERP API: Invalid API key.')
    await expect(serp().lookup(['broken keyword'])).rejects.toThrow('SERP API: Internal server error')
    await expect(new SerpApiProvider({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9', siteDomain: 'x.in' }).lookup(['gst'])).rejects.toThrow(/SERP API unreachable/)
  })
})

describe('Google Search Console client (fake OAuth and API on 127.0.0.1)', () => {
  const gsc = (refreshToken = FAKE.refreshToken) =>
    new SearchConsoleProvider({
      siteUrl: `sc-domain:${FAKE.siteDomain}`,
      baseUrl: fake.url,
      now: () => new Date('2026-11-21T10:00:00Z'),
      accessToken: async () => (await refreshAccessToken({ tokenUrl: `${fake.url}/token`, clientId: 'id', clientSecret: 'secret', refreshToken })).accessToken,
    })

  it('reads average position, clicks and impressions per query over the last 28 days', async () => {
    const [gst, none] = await gsc().lookup(['gst registration', 'company registration'])
    expect(gst).toEqual({ keyword: 'gst registration', position: 3.4, clicks: 12, impressions: 340 })
    expect(none).toEqual({ keyword: 'company registration', position: null, clicks: 0, impressions: 0 })
    const sent = (await requests()).filter((r) => r.path.includes('searchAnalytics')).at(-1)!
    expect(sent.path).toBe(`/webmasters/v3/sites/${encodeURIComponent(`sc-domain:${FAKE.siteDomain}`)}/searchAnalytics/query`)
    expect(sent.auth).toBe(`Bearer ${FAKE.accessToken}`)
    expect(JSON.parse(sent.body)).toMatchObject({ startDate: '2026-10-22', endDate: '2026-11-18', dimensions: ['query'] })
  })

  it('reports a revoked token clearly', async () => {
    await expect(gsc('revoked').lookup(['gst'])).rejects.toThrow('Google OAuth: Token has been expired or revoked.')
  })

  it('tries the property forms in the spec’s order', () => {
    expect(siteUrlCandidates('https://firm.in/x')).toEqual(['sc-domain:firm.in', 'firm.in', 'https://firm.in/'])
  })
})
