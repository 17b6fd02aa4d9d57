// Fake rank data services on 127.0.0.1 for tests (the real ones cannot be reached from here):
//   GET  /search.json                 a SerpApi-style Google results API (api_key required)
//   GET  /account.json                its account endpoint (used by the health check)
//   POST /token                       Google's OAuth token endpoint (authorization_code and refresh_token grants)
//   POST /webmasters/v3/sites/:site/searchAnalytics/query   Search Console's Search Analytics API
//   GET  /__requests                  what it received
// Behaviour is steered by the keyword: 'gst' ranks 4 (SERP) / 3.4 (GSC), 'missing' is not ranked,
// 'broken' makes the SERP API answer 500; any other keyword ranks 12 on the SERP API and has no GSC row.
import http from 'node:http'

export const FAKE = { clientId: 'gsc-test-client', clientSecret: 'gsc-test-secret', authCode: 'good-code', serpKey: 'serp-test-key', refreshToken: 'refresh-test-token', accessToken: 'access-test-token', siteDomain: 'firm.example', competitor: 'rival-ca.example' }

export function startFakeRankApis() {
  const received = []
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const send = (status, body) => {
      res.writeHead(status, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      received.push({ method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body: raw, auth: req.headers.authorization ?? null })
      if (req.method === 'GET' && url.pathname === '/__requests') return send(200, received)
      if (req.method === 'GET' && url.pathname === '/account.json') {
        if (url.searchParams.get('api_key') !== FAKE.serpKey) return send(401, { error: 'Invalid API key.' })
        return send(200, { account_email: 'test@example.com', searches_per_month: 100, total_searches_left: 80 })
      }
      if (req.method === 'GET' && url.pathname === '/search.json') {
        if (url.searchParams.get('api_key') !== FAKE.serpKey) return send(401, { error: 'Invalid API key.' })
        const q = url.searchParams.get('q') ?? ''
        if (q.includes('broken')) return send(500, { error: 'Internal server error' })
        const results = [
          { position: 1, link: 'https://www.incometax.gov.in/' },
          { position: 2, link: `https://${FAKE.competitor}/services` },
          { position: 3, link: 'https://example.org/a' },
        ]
        if (!q.includes('missing')) results.push({ position: q.includes('gst') ? 4 : 12, link: `https://www.${FAKE.siteDomain}/services/gst-services` })
        return send(200, { search_metadata: { status: 'Success' }, organic_results: results })
      }
      if (req.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(raw)
        if (form.get('grant_type') === 'authorization_code') {
          if (form.get('code') !== FAKE.authCode || form.get('client_secret') !== FAKE.clientSecret) return send(400, { error: 'invalid_grant' })
          return send(200, { access_token: FAKE.accessToken, refresh_token: FAKE.refreshToken, expires_in: 3599, token_type: 'Bearer' })
        }
        if (form.get('grant_type') !== 'refresh_token' || form.get('refresh_token') !== FAKE.refreshToken) {
          return send(400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' })
        }
        return send(200, { access_token: FAKE.accessToken, expires_in: 3599, token_type: 'Bearer' })
      }
      const gsc = url.pathname.match(/^\/webmasters\/v3\/sites\/([^/]+)\/searchAnalytics\/query$/)
      if (req.method === 'POST' && gsc) {
        if (req.headers.authorization !== `Bearer ${FAKE.accessToken}`) return send(401, { error: { code: 401, message: 'Request had invalid authentication credentials.' } })
        const body = JSON.parse(raw || '{}')
        const expr = body.dimensionFilterGroups?.[0]?.filters?.[0]?.expression ?? ''
        const keywords = expr.replace(/^\^\(/, '').replace(/\)\$$/, '').split('|').map((k) => k.replace(/\\(.)/g, '$1')).filter(Boolean)
        const rows = keywords.filter((k) => k.includes('gst')).map((k) => ({ keys: [k], clicks: 12, impressions: 340, ctr: 0.035, position: 3.44 }))
        return send(200, { rows, responseAggregationType: 'byProperty' })
      }
      send(404, { error: 'Not found' })
    })
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) })
    })
  })
}
