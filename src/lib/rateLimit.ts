/**
 * A per-key sliding-window counter kept in this process's memory: enough for one server. Several instances
 * behind a load balancer each count on their own (so the effective limit is multiplied); a shared store would
 * be needed there.
 */
export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number }

export type RateLimiter = {
  hit(key: string, now?: number): RateLimitResult
  reset(): void
}

const MAX_KEYS = 10_000

export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`Rate limit must be a positive integer, got ${limit}`)
  if (!(windowMs > 0)) throw new Error(`Rate-limit window must be positive, got ${windowMs}`)
  const hits = new Map<string, number[]>()

  const prune = (now: number) => {
    for (const [key, times] of hits) {
      if (!times.some((t) => now - t < windowMs)) hits.delete(key)
    }
  }

  return {
    hit(key, now = Date.now()) {
      if (hits.size > MAX_KEYS) prune(now)
      const recent = (hits.get(key) ?? []).filter((t) => now - t < windowMs)
      if (recent.length >= limit) {
        hits.set(key, recent)
        const oldest = recent[0] ?? now
        return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) }
      }
      recent.push(now)
      hits.set(key, recent)
      return { allowed: true, remaining: limit - recent.length, retryAfterSeconds: 0 }
    },
    reset() {
      hits.clear()
    },
  }
}

/**
 * The visitor's address. `next start` sets X-Forwarded-For to the socket's address when no proxy did; behind
 * `trustedProxies` proxies that each append the address they saw, the visitor is that many entries from the end.
 */
export function clientAddress(headers: Headers, trustedProxies = 1): string {
  const list = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (list.length) return list[Math.max(0, list.length - Math.max(1, trustedProxies))] ?? 'unknown'
  return headers.get('x-real-ip')?.trim() || 'unknown'
}
