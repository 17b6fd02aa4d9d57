import { sql } from '@payloadcms/db-postgres'
import type { PostgresAdapter, PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { APIError, type Payload, type PayloadRequest } from 'payload'

/**
 * Per-key sliding-window limits kept in PostgreSQL, so every instance of the site on one database counts the
 * same hits. One row per key (`<limiter>:<address>`) holds the times of its recent allowed hits; a single
 * INSERT ... ON CONFLICT statement drops the expired ones and adds the new one only while under the limit,
 * under the row's lock, so concurrent requests cannot slip past it.
 */
export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number }

export type RateLimiter = {
  /** Counts a hit for the key, unless it is already at the limit; says whether this one was allowed. */
  hit(payload: Payload, key: string, now?: number): Promise<RateLimitResult>
  /** What a hit would be told, without counting one: for limits on failures, checked before the attempt. */
  check(payload: Payload, key: string, now?: number): Promise<RateLimitResult>
}

export const RATE_LIMIT_TABLE = 'rate_limits'
// Rows whose last hit is older than this are deleted now and then (no window is longer).
const STALE_AFTER_MS = 24 * 60 * 60 * 1000

/** The table, added to Payload's schema (so migrations and dev push know it) by a beforeSchemaInit hook. */
export const addRateLimitTable: NonNullable<PostgresAdapterArgs['beforeSchemaInit']>[number] = ({ adapter, schema }) => {
  adapter.rawTables[RATE_LIMIT_TABLE] = {
    name: RATE_LIMIT_TABLE,
    columns: {
      key: { name: 'key', type: 'varchar', primaryKey: true, notNull: true },
      hits: { name: 'hits', type: 'jsonb', notNull: true },
      updatedAt: { name: 'updated_at', type: 'timestamp', mode: 'string', precision: 3, withTimezone: true, defaultNow: true, notNull: true },
    },
    indexes: { updatedAt: { name: 'rate_limits_updated_at_idx', on: 'updatedAt' } },
  }
  return schema
}

/** Deletes the rows of addresses with no hit for a day (no window is longer); hits run it now and then. */
export async function forgetQuietAddresses(payload: Payload, now = Date.now()): Promise<number> {
  const db = payload.db as unknown as PostgresAdapter
  const result = await db.drizzle.execute(
    sql`DELETE FROM ${sql.identifier(RATE_LIMIT_TABLE)} WHERE updated_at < ${new Date(now - STALE_AFTER_MS).toISOString()}::timestamptz`,
  )
  return result.rowCount ?? 0
}

export function createRateLimiter({ name, limit, windowMs }: { name: string; limit: number; windowMs: number }): RateLimiter {
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`Rate limiter name must be lower-case letters, digits and dashes, got ${JSON.stringify(name)}`)
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`Rate limit must be a positive integer, got ${limit}`)
  if (!(windowMs > 0 && windowMs <= STALE_AFTER_MS)) throw new Error(`Rate-limit window must be positive and at most a day, got ${windowMs} ms`)

  const refused = (hits: number[], now: number): RateLimitResult => {
    // The fraction only tells hits apart; the window counts whole milliseconds.
    const oldest = Math.floor(hits[0] ?? now)
    return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) }
  }

  return {
    async check(payload, key, now = Date.now()) {
      const db = payload.db as unknown as PostgresAdapter
      const result = await db.drizzle.execute(sql`
        SELECT coalesce(jsonb_agg(t ORDER BY (t #>> '{}')::numeric), '[]'::jsonb) AS hits
        FROM ${sql.identifier(RATE_LIMIT_TABLE)} AS r, jsonb_array_elements(r.hits) AS t
        WHERE r.key = ${`${name}:${key}`} AND (t #>> '{}')::numeric > ${now - windowMs}`)
      const hits = ((result.rows[0]?.hits ?? []) as Array<number | string>).map(Number)
      if (hits.length < limit) return { allowed: true, remaining: limit - hits.length, retryAfterSeconds: 0 }
      return refused(hits.slice(-limit), now)
    },
    async hit(payload, key, now = Date.now()) {
      const db = payload.db as unknown as PostgresAdapter
      // The hit's time plus a random fraction of a millisecond, so this request can find its own entry. Written as
      // text with nine random digits, and compared by PostgreSQL: a JavaScript number near 1.8e12 keeps only about
      // 4,000 fractions per millisecond, so two requests of one burst could share a stamp and both count as allowed.
      const stamp = `${Math.trunc(now)}.${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
      const result = await db.drizzle.execute(sql`
        INSERT INTO ${sql.identifier(RATE_LIMIT_TABLE)} AS r (key, hits, updated_at)
        VALUES (${`${name}:${key}`}, jsonb_build_array(${stamp}::numeric), now())
        ON CONFLICT (key) DO UPDATE SET
          hits = (
            SELECT CASE WHEN jsonb_array_length(recent.a) >= ${limit} THEN recent.a ELSE recent.a || jsonb_build_array(${stamp}::numeric) END
            FROM (
              SELECT coalesce(jsonb_agg(t ORDER BY (t #>> '{}')::numeric), '[]'::jsonb) AS a
              FROM jsonb_array_elements(r.hits) AS t
              WHERE (t #>> '{}')::numeric > ${now - windowMs}
            ) AS recent
          ),
          updated_at = now()
        RETURNING r.hits, (r.hits -> -1) = to_jsonb(${stamp}::numeric) AS added`)
      const row = result.rows[0] as { hits?: Array<number | string>; added?: boolean } | undefined
      const hits = (row?.hits ?? []).map(Number)
      if (Math.random() < 0.01) await forgetQuietAddresses(payload, now)
      if (row?.added) return { allowed: true, remaining: Math.max(0, limit - hits.length), retryAfterSeconds: 0 }
      return refused(hits, now)
    },
  }
}

/**
 * The visitor's address. The server (scripts/serve.mjs) appends the socket's address to X-Forwarded-For, so the
 * last entry is always the peer it saw: the visitor when `trustedProxies` is 0. Behind `trustedProxies` proxies
 * that each append the address they saw, the visitor is that many entries before the last. Entries further
 * left were written by the sender and are never trusted.
 */
export function clientAddress(headers: Headers, trustedProxies = 0): string {
  const list = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (list.length) return list[Math.max(0, list.length - 1 - Math.max(0, trustedProxies))] ?? 'unknown'
  return headers.get('x-real-ip')?.trim() || 'unknown'
}

/** A wait in whole minutes for the refusal messages: 61 s is "2 minutes", 60 s "1 minute". */
export function minutesText(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}

/**
 * The error a hook throws to refuse a request over its limit: 429 with the message, `retryAfterSeconds` in its
 * data (GraphQL shows it in `extensions.data`) and a Retry-After header (Payload merges `req.responseHeaders`
 * into the REST error response).
 */
export function tooManyRequests(req: PayloadRequest, retryAfterSeconds: number, message: string): APIError {
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.set('Retry-After', String(retryAfterSeconds))
  return new APIError(message, 429, { retryAfterSeconds }, true)
}
