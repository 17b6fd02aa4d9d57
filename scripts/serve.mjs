#!/usr/bin/env node
// Serves the production build, as `next start` does, with one difference: every request's X-Forwarded-For ends
// with the address this server saw on the socket. `next start` only fills the header when it is absent, so a
// visitor who sent their own X-Forwarded-For chose the address the rate limits count, and a bot could flood
// the enquiry inbox by changing it on every request. Now the last entry is always the real peer; with
// TRUSTED_PROXIES=N proxies in front, each appending as nginx's $proxy_add_x_forwarded_for does, the visitor is
// the Nth entry before it (src/lib/rateLimit.ts, clientAddress).
// Usage: node scripts/serve.mjs   (PORT, default 3000; HOST, default 0.0.0.0; NEXT_DIST_DIR, default .next)
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { keepOneLocation } from './lib/responses.mjs'

// As `next start` does, before anything of Next.js or React is loaded: they pick their production builds by it.
process.env.NODE_ENV = 'production'
// The page cache of a serving process shares editors' changes with the other instances on the same database
// (src/lib/pageCacheHandler.mjs, change 4); a build, and the unit tests of the handler, do not.
process.env.PAGE_CACHE_SYNC = 'database'
const { default: next } = await import('next')

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOST || '0.0.0.0'

const app = next({ dev: false, dir: root, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

const server = http.createServer((req, res) => {
  keepOneLocation(res)
  const peer = req.socket.remoteAddress ?? 'unknown'
  const prior = req.headers['x-forwarded-for']
  const list = Array.isArray(prior) ? prior.join(', ') : prior
  req.headers['x-forwarded-for'] = list ? `${list}, ${peer}` : peer
  handle(req, res)
})
// Longer than the 60 s idle timeout of common load balancers, as Next.js advises for keep-alive.
server.keepAliveTimeout = 65_000

const stop = () => {
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  setTimeout(() => process.exit(0), 5_000).unref()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)

server.listen(port, hostname, () => {
  console.log(`[serve] ${process.env.NEXT_DIST_DIR || '.next'} on http://${hostname}:${port}`)
})
