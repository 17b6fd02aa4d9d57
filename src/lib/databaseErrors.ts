// How an error says the database could not be reached: for the API's 503 (src/hooks/databaseUnreachable.ts) and the
// log's one line (src/lib/logging.ts).

/** PostgreSQL's own "cannot take connections": shutting down, starting up, cannot connect now. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03'])
/**
 * What node-pg and its pool say when the connection fails or drops, and what the site's pool says when a query went
 * unanswered (src/lib/databasePool.ts). Payload's transactions rethrow a failed BEGIN as a new error with only the
 * message, which for a query that fails is drizzle's "Failed query: begin": the reason (the cause) is gone, but a
 * BEGIN on a connection the pool has just handed out fails only when the connection does.
 */
const PG_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|the database system is (starting up|shutting down|in recovery mode)|no answer within [\d.]+ s \(DATABASE_QUERY_TIMEOUT_MS\)|cannot begin transaction: Failed query: begin\b/i
const NETWORK_ERROR = /\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN)\b/

/** host:port of the database, as network errors name it ("connect ECONNREFUSED 127.0.0.1:54329"). */
function databaseAddress(databaseUrl: string): { host: string; port: string } | undefined {
  try {
    const url = new URL(databaseUrl)
    return { host: url.hostname.replace(/^\[|\]$/g, ''), port: url.port || '5432' }
  } catch {
    return undefined
  }
}

/**
 * The error in a chain (the error, what it wraps) that says the database could not be reached: PostgreSQL refusing
 * connections, the connection dropped, or a network error on the way to the database's own address. A network error
 * on the way to anything else (an AI or search provider) is not one.
 */
export function databaseUnreachableCause(error: unknown, databaseUrl: string | undefined = process.env.DATABASE_URL): Error | undefined {
  const db = databaseUrl ? databaseAddress(databaseUrl) : undefined
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth++) {
    const { code, message, address, hostname, port } = current as Record<string, unknown>
    if (typeof code === 'string' && SERVER_CODES.has(code)) return current as Error
    if (typeof message === 'string' && PG_MESSAGES.test(message)) return current as Error
    if (db && ((typeof code === 'string' && NETWORK_ERROR.test(code)) || (typeof message === 'string' && NETWORK_ERROR.test(message)))) {
      const host = typeof address === 'string' ? address : typeof hostname === 'string' ? hostname : undefined
      if (host !== undefined && (host === db.host || (db.host === 'localhost' && /^(127\.|::1$)/.test(host))) && String(port ?? db.port) === db.port) return current as Error
      // Payload's transactions wrap the error in a new one that keeps only its message: "connect ECONNREFUSED host:port".
      if (typeof message === 'string' && (message.includes(`${db.host}:${db.port}`) || (db.host === 'localhost' && message.includes(`127.0.0.1:${db.port}`)))) {
        return current as Error
      }
    }
    current = (current as { cause?: unknown }).cause ?? (current as { originalError?: unknown }).originalError
  }
  return undefined
}

/** Whether an error (or one it wraps) says the database could not be reached (databaseUnreachableCause). */
export function isDatabaseUnreachable(error: unknown, databaseUrl: string | undefined = process.env.DATABASE_URL): boolean {
  return databaseUnreachableCause(error, databaseUrl) !== undefined
}
