import type { Endpoint } from 'payload'

import { json } from './http'

/** What routing needs of Payload's sanitized config. */
type EndpointList = readonly Pick<Endpoint, 'method' | 'path'>[] | false | undefined
type RoutingConfig = {
  routes: { api: string }
  endpoints?: EndpointList
  collections: readonly { slug: string; endpoints?: EndpointList }[]
  globals: readonly { slug: string; endpoints?: EndpointList }[]
}

/** Whether an endpoint's path ('/', '/:id', '/access/:id?', '/versions/:id') matches a path, as Payload routes them. */
export function pathMatches(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean)
  const have = path.split('/').filter(Boolean)
  const optional = want.length > 0 && /^:\w+\?$/.test(want[want.length - 1]!)
  if (have.length !== want.length && !(optional && have.length === want.length - 1)) return false
  return have.every((segment, i) => want[i]!.startsWith(':') || want[i] === segment)
}

const ORDER = ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS']

/**
 * The methods an address of the REST API takes, found the way Payload's handleEndpoints routes a request: the
 * endpoints of the collection or global its first segment names, else the config's own. Empty when no endpoint has
 * this path at all.
 */
export function allowedMethods(config: RoutingConfig, pathname: string): string[] {
  const api = config.routes.api
  if (!pathname.startsWith(`${api}/`)) return []
  let rest = pathname.slice(api.length)
  const globals = rest.startsWith('/globals/')
  if (globals) rest = rest.slice('/globals'.length)
  const first = rest.split('/')[1] ?? ''
  const owner = globals ? config.globals.find((g) => g.slug === first) : config.collections.find((c) => c.slug === first)
  const endpoints = owner ? owner.endpoints : config.endpoints
  if (owner) rest = rest.slice(first.length + 1) || '/'
  if (!endpoints) return []
  const matching = endpoints.filter((e) => pathMatches(e.path, rest))
  // An address an endpoint names word for word (`/api/news-updates/suggestions`) is that endpoint's: read as a
  // document's ID ('/:id') it names no document (every ID here is a number), so PATCH or DELETE there finds nothing.
  const literal = matching.filter((e) => !e.path.includes(':'))
  const methods = new Set((literal.length ? literal : matching).map((e) => e.method.toUpperCase()))
  if (!methods.size) return []
  if (methods.has('GET')) methods.add('HEAD')
  methods.add('OPTIONS')
  return ORDER.filter((m) => methods.has(m))
}

const listed = (methods: string[]) => {
  const shown = methods.filter((m) => m !== 'HEAD' && m !== 'OPTIONS')
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}` : shown.join('')
}

/** The 405 message: what the address takes, and for PUT (a common habit) how to change a document here instead. */
export function wrongMethodMessage(method: string, pathname: string, allowed: string[]): string {
  let message = `${method} is not accepted at ${pathname}, which takes ${listed(allowed)}.`
  if (method === 'PUT' && allowed.includes('PATCH')) message += ' To change a document, send PATCH with the fields to change.'
  else if (method === 'PUT' && allowed.includes('POST') && pathname.includes('/globals/')) message += ' To change it, send POST with the fields to change.'
  return message
}

/**
 * Payload answers a method an address does not take (`PUT /api/news-updates/7`, `GET /api/seo/crawl`, `DELETE
 * /api/globals/site-settings`) with 404 "Route not found", as if the address did not exist (and `GET /api/users/login`
 * with "Not Found", having looked for a document with the ID "login"). It exists: 405 Method Not
 * Allowed with the `Allow` header (RFC 9110 §15.5.6) and a message naming the methods it takes.
 */
export function wrongMethodIs405<Args extends unknown[]>(
  handler: (request: Request, ...args: Args) => Promise<Response>,
  config: Promise<RoutingConfig> | RoutingConfig,
) {
  return async (request: Request, ...args: Args): Promise<Response> => {
    const response = await handler(request, ...args)
    if (response.status !== 404) return response
    const body = (await response.clone().json().catch(() => null)) as { message?: unknown; errors?: { message?: unknown }[] } | null
    const routeNotFound = typeof body?.message === 'string' && body.message.startsWith('Route not found')
    // `GET /api/users/login` reached the document route ('/:id') and found no document "login": the address is the
    // sign-in's, which takes POST.
    const documentNotFound = body?.errors?.[0]?.message === 'Not Found'
    if (!routeNotFound && !documentNotFound) return response
    const pathname = new URL(request.url).pathname
    // A document's address that named none ('/:id' took the method) keeps its 404: the method is among those listed.
    const allowed = allowedMethods(await config, pathname)
    if (!allowed.length || allowed.includes(request.method)) return response
    await response.body?.cancel()
    return json({ errors: [{ message: wrongMethodMessage(request.method, pathname, allowed) }] }, 405, { Allow: allowed.join(', ') })
  }
}
