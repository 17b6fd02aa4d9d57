import { randomInt } from 'node:crypto'

/** HTTP helpers for integration tests: they talk to the built site exactly as REST/GraphQL consumers do. */
export const BASE_URL = process.env.TEST_BASE_URL ?? ''
if (!BASE_URL) throw new Error('TEST_BASE_URL is not set: run integration tests through `npm test`.')

export type Role = 'anonymous' | 'editor' | 'admin'

const credentials = {
  admin: { email: process.env.ADMIN_EMAIL!, password: process.env.ADMIN_PASSWORD! },
  editor: { email: process.env.EDITOR_EMAIL!, password: process.env.EDITOR_PASSWORD! },
}

const tokens = new Map<Role, string>()

export async function tokenFor(role: Role): Promise<string | null> {
  if (role === 'anonymous') return null
  const cached = tokens.get(role)
  if (cached) return cached
  const res = await fetch(`${BASE_URL}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials[role]),
  })
  if (!res.ok) throw new Error(`Login as ${role} failed: ${res.status} ${await res.text()}`)
  const { token } = (await res.json()) as { token: string }
  tokens.set(role, token)
  return token
}

export type ApiResponse<T = any> = { status: number; body: T; headers: Headers }

/** A body sent as it is, with its own content type or none (JSON bodies are sent by `api` itself). */
export class RawBody {
  constructor(
    readonly text: string | undefined,
    readonly contentType?: string,
  ) {}
}

export async function api<T = any>(
  role: Role,
  method: string,
  path: string,
  body?: unknown,
  opts: { ip?: string } = {},
): Promise<ApiResponse<T>> {
  const token = await tokenFor(role)
  // The site sees each test request as coming from its own address unless the test names one.
  const headers: Record<string, string> = { 'X-Forwarded-For': opts.ip ?? uniqueIp() }
  if (token) headers.Authorization = `JWT ${token}`
  let payload: BodyInit | undefined
  if (body instanceof FormData) payload = body
  else if (body instanceof RawBody) {
    if (body.contentType) headers['Content-Type'] = body.contentType
    payload = body.text
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json'
    payload = JSON.stringify(body)
  }
  return readResponse<T>(await fetch(`${BASE_URL}${path}`, { method, headers, body: payload }))
}

async function readResponse<T>(res: Response): Promise<ApiResponse<T>> {
  const text = await res.text()
  let parsed: any = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed as T, headers: res.headers }
}

/**
 * POSTs `body` (a FormData or a string of `contentType`) without a Content-Length, in 64 kB chunks (Transfer-Encoding:
 * chunked), as clients that stream a body do.
 */
export async function postChunked(role: Role, path: string, body: FormData | string, contentType?: string): Promise<ApiResponse> {
  const encoded = new Request(BASE_URL, { method: 'POST', body, headers: contentType ? { 'Content-Type': contentType } : {} })
  const bytes = new Uint8Array(await encoded.arrayBuffer())
  let offset = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close()
      controller.enqueue(bytes.subarray(offset, (offset += 64 * 1024)))
    },
  })
  const token = await tokenFor(role)
  const headers: Record<string, string> = { 'X-Forwarded-For': uniqueIp(), 'Content-Type': encoded.headers.get('content-type') ?? '' }
  if (token) headers.Authorization = `JWT ${token}`
  // `duplex` (a stream body's requirement) is missing from the RequestInit type.
  const init = { method: 'POST', headers, body: stream, duplex: 'half' }
  return readResponse(await fetch(`${BASE_URL}${path}`, init as RequestInit))
}

export type GraphQLResult<T = any> = { status: number; data: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] }

export async function gql<T = any>(role: Role, query: string, variables?: Record<string, unknown>): Promise<GraphQLResult<T>> {
  const res = await api(role, 'POST', '/api/graphql', { query, variables })
  return { status: res.status, data: res.body?.data ?? null, errors: res.body?.errors }
}

/** First error message of a Payload REST error response. */
export const errorMessage = (res: ApiResponse) => res.body?.errors?.[0]?.message as string | undefined

/** Total number of enquiries, counted as an admin. */
export async function countEnquiries(): Promise<number> {
  const res = await api('admin', 'GET', '/api/contact-submissions?limit=0')
  if (res.status !== 200) throw new Error(`Counting enquiries failed: ${res.status}`)
  return res.body.totalDocs
}

/**
 * Where this test file's addresses start, at random among the 2^24 of 10.0.0.0/8. Each file counts from its own start;
 * a start drawn from the process id (as it was) made two files whose ids were 200 apart use the same addresses, so
 * one could find an address another had sent its limit of enquiries from, and get 429.
 */
let ipCounter = randomInt(0, 2 ** 24)
/** A fresh address (10.x.y.z) per call: rate limits are per address. */
export function uniqueIp(): string {
  ipCounter = (ipCounter + 1) % 2 ** 24
  const n = ipCounter
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`

/** A page of the site as a visitor's browser gets it. */
export async function page(path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const res = await fetch(`${BASE_URL}${path}`, { redirect: 'manual', headers: { 'X-Forwarded-For': uniqueIp() } })
  return { status: res.status, html: await res.text(), headers: res.headers }
}

/** A page's <title>, decoded. */
export const titleOf = (html: string) => decodeHtml(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '')

/** A page's first <h1> as text: its tags dropped, decoded, its spaces as a reader sees them. */
export const h1Of = (html: string) =>
  decodeHtml(html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1]?.replace(/<[^>]+>/g, '') ?? '')
    .replace(/\s+/g, ' ')
    .trim()

/** Content of a <meta name|property="…"> tag in server-rendered HTML. */
export function metaContent(html: string, key: string): string | undefined {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const tag = html.match(new RegExp(`<meta[^>]+(?:name|property)="${escaped}"[^>]*>`))?.[0]
  return tag?.match(/content="([^"]*)"/)?.[1]
}

/** Every JSON-LD block in the HTML, parsed. */
export function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!))
}

/** Decodes the HTML entities React writes into text and attributes. */
export const decodeHtml = (s: string) =>
  s.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>')

/** Polls until `check` returns a value (not undefined) or the time is up. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > end) throw new Error(`Condition not met within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** Every document a list query finds, page by page (visitors get at most 100 a request). */
export async function allDocs<T = any>(role: Role, path: string): Promise<T[]> {
  const docs: T[] = []
  for (let page = 1; ; page++) {
    const res = await api(role, 'GET', `${path}${path.includes('?') ? '&' : '?'}limit=100&page=${page}`)
    if (res.status !== 200) throw new Error(`GET ${path} page ${page}: ${res.status} ${JSON.stringify(res.body)}`)
    docs.push(...res.body.docs)
    if (!res.body.hasNextPage) return docs
  }
}

/** Runs `work` with a new editor's account (`name`, `password`), made by the admin and deleted after it. */
export async function withEditor(name: string, password: string, work: (account: { id: number; email: string }) => Promise<void>) {
  const email = `${unique(name.toLowerCase().replace(/\W+/g, '-'))}@example.com`.toLowerCase()
  const made = await api('admin', 'POST', '/api/users', { email, password, name, roles: ['editor'] })
  if (made.status !== 201) throw new Error(`Making the editor ${email} failed: ${made.status} ${JSON.stringify(made.body)}`)
  try {
    await work({ id: made.body.doc.id, email })
  } finally {
    await api('admin', 'DELETE', `/api/users/${made.body.doc.id}`)
  }
}
