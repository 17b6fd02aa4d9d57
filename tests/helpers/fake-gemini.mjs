// A stand-in for the Gemini API on 127.0.0.1 (the real one cannot be reached from here). It answers
// POST /v1beta/models/<model>:generateContent and GET /v1beta/models the way Gemini does, and lists what it received at GET /__requests.
// The visitor's last message steers it: "FAIL" → 500, "EMPTY" → no text, "SLOW" → answers after 1.5 s, "LONG" → an answer
// stopped at the length limit (finishReason MAX_TOKENS, mid-sentence), "MARKDOWN" → an
// answer in the Markdown models write (bold, a list, links to a page of the site, to another site and a javascript: one,
// raw HTML).
export const MARKDOWN_ANSWER = [
  '**GSTR-1** is due on the *11th* of the next month.',
  '',
  '* Monthly filers: the 11th',
  '* Quarterly filers (QRMP): the 13th',
  '',
  'See our [GST Services](/services/gst-services), the [GST portal](https://www.gst.gov.in) or [this](javascript:alert(1)).',
  '<img src=x onerror="alert(1)">',
].join('\n')
import http from 'node:http'

export function startFakeGemini(expectedKey) {
  const received = []
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/__requests') {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      return res.end(JSON.stringify(received))
    }
    if (req.method === 'GET' && req.url?.startsWith('/v1beta/models')) {
      // The model list, which the health check uses to see the API answer and accept the key.
      const ok = req.headers['x-goog-api-key'] === expectedKey
      res.writeHead(ok ? 200 : 403, { 'Content-Type': 'application/json' })
      return res.end(JSON.stringify(ok ? { models: [{ name: 'models/gemini-2.0-flash' }] } : { error: { code: 403, message: 'Forbidden', status: 'PERMISSION_DENIED' } }))
    }
    const match = req.url?.match(/^\/v1beta\/models\/([^:]+):generateContent/)
    if (req.method !== 'POST' || !match) {
      res.writeHead(404, { 'Content-Type': 'application/json' })
      return res.end(JSON.stringify({ error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } }))
    }
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const body = JSON.parse(raw || '{}')
      received.push({ model: match[1], key: req.headers['x-goog-api-key'], body })
      const send = (status, payload) => {
        res.writeHead(status, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify(payload))
      }
      if (req.headers['x-goog-api-key'] !== expectedKey) {
        return send(400, { error: { code: 400, message: 'API key not valid.', status: 'INVALID_ARGUMENT' } })
      }
      const last = body.contents?.at(-1)?.parts?.map((p) => p.text).join('') ?? ''
      if (last.includes('FAIL')) return send(500, { error: { code: 500, message: 'Internal error', status: 'INTERNAL' } })
      const text = last.includes('MARKDOWN') ? MARKDOWN_ANSWER : `Answer to: ${last}`
      const answer = last.includes('EMPTY')
        ? { candidates: [{ content: { role: 'model', parts: [] }, finishReason: 'STOP', index: 0 }] }
        : last.includes('LONG')
          ? { candidates: [{ content: { role: 'model', parts: [{ text: `${text}. Then there is the` }] }, finishReason: 'MAX_TOKENS', index: 0 }] }
          : { candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }] }
      setTimeout(() => send(200, answer), last.includes('SLOW') ? 1500 : 0)
    })
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) })
    })
  })
}
