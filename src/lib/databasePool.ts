import pg from 'pg'

/**
 * node-pg's pool emits 'error' when the database ends a connection sitting idle in it: PostgreSQL restarting or
 * failing over, an administrator ending sessions, a managed database's or a proxy's idle timeout. Nothing listened,
 * so each one was an uncaught exception: the server logged `uncaughtException` with a hundred lines of the client's
 * internals, and a script (migrate, seed) would have died of it. The pool has already dropped that connection and
 * the next request opens a new one, so a warning of one line is all it needs.
 */
export class Pool extends pg.Pool {
  constructor(options?: pg.PoolConfig, log: (line: string) => void = (line) => console.warn(line)) {
    super(options)
    this.on('error', (error) => {
      const code = (error as { code?: unknown }).code
      log(`The database ended an idle connection (${error.message}${typeof code === 'string' ? `, ${code}` : ''}); the next request opens a new one.`)
    })
  }
}

/** node-pg with that pool, for Payload's PostgreSQL adapter (its `pg` option). */
export const pgWithIdleErrorLog: typeof pg = { ...pg, Pool } as typeof pg
