import pg from 'pg'

/** Marks a query that may wait as long as it takes (for a lock other work holds): it gets no deadline. */
const NO_DEADLINE = Symbol('no query deadline')

export function withoutDeadline<T extends object>(config: T): T {
  return Object.assign(config, { [NO_DEADLINE]: true })
}

/** How a query fails when the database did not answer it in time (src/lib/databaseErrors.ts recognises it). */
export class NoAnswerError extends Error {
  constructor(deadlineMillis: number, cause?: unknown) {
    super(`no answer within ${deadlineMillis / 1000} s (DATABASE_QUERY_TIMEOUT_MS); the connection was closed`, { cause })
    this.name = 'NoAnswerError'
  }
}

export interface PoolOptions extends pg.PoolConfig {
  /**
   * How long a query may go unanswered before its connection is closed; 0 or unset: no limit. Closing it is what
   * frees the caller of a database that hangs with the connection open (the pool's connection timeout only covers
   * opening one), and it makes PostgreSQL roll back whatever that connection had begun: a query that timed out
   * inside a transaction cannot be committed later by the connection's next user.
   */
  queryDeadlineMillis?: number
}

type Callback = (error: Error | null | undefined, result?: unknown) => void

/**
 * PostgreSQL answers the COMMIT of a transaction in which a statement failed with ROLLBACK, not with an error: nothing
 * of it was saved (a failure that was caught and ignored along the way). Made an error here, so that the transaction
 * fails as it would on a COMMIT refused outright (src/lib/transactions.ts).
 */
function rolledBack(commit: boolean, result: unknown): Error | undefined {
  if (!commit || (result as { command?: unknown } | undefined)?.command !== 'ROLLBACK') return undefined
  return new Error('the database rolled the transaction back at COMMIT, as a statement in it had failed')
}

/**
 * node-pg's client with that deadline. (pg's own `query_timeout` only stops waiting: the connection stays in the pool
 * with the query, and any transaction around it, still open on the server.) Submittable queries (cursors, streams)
 * get no deadline; nothing here uses them. A COMMIT that fails, or is answered ROLLBACK, is also reported ('commitFailed',
 * logged by the pool).
 */
class DeadlineClient extends pg.Client {
  private readonly deadlineMillis: number
  /** Set when this client closed its connection for want of an answer. */
  closedAfterMillis: number | undefined

  constructor(options: PoolOptions = {}) {
    super(options)
    this.deadlineMillis = options.queryDeadlineMillis ?? 0
  }

  // pg's overloads (text or config, values, callback, promise or callback) are all taken as they come.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const [config, values, callback] = args
    const object = config !== null && typeof config === 'object'
    const submittable = object && typeof config.submit === 'function'
    const text: unknown = object ? config.text : config
    const commit = typeof text === 'string' && /^\s*commit\b/i.test(text)
    const timed = this.deadlineMillis > 0 && !(object && NO_DEADLINE in config)
    if (submittable || (!timed && !commit)) return super.query(...(args as Parameters<pg.Client['query']>))

    let timer: NodeJS.Timeout | undefined
    if (timed) {
      timer = setTimeout(() => {
        timer = undefined
        this.closedAfterMillis = this.deadlineMillis
        // Closed as if the network had failed with this error: every query on it fails with it, and the pool drops
        // the client (below).
        this.connection.stream.destroy(new NoAnswerError(this.deadlineMillis))
      }, this.deadlineMillis)
      timer.unref()
    }
    const settle = () => {
      if (timer) clearTimeout(timer)
      timer = undefined
    }
    const explain = (error: Error) => {
      const explained = this.closedAfterMillis === undefined || error instanceof NoAnswerError ? error : new NoAnswerError(this.closedAfterMillis, error)
      // The log's trace of it; the request is answered with an error (src/lib/transactions.ts).
      if (commit) this.emit('commitFailed', explained)
      return explained
    }
    const answered = (done: Callback): Callback => (error, result) => {
      settle()
      const refused = error ? undefined : rolledBack(commit, result)
      if (refused) done(explain(refused))
      else done(error ? explain(error) : error, result)
    }

    if (typeof values === 'function') return super.query(config, answered(values))
    if (typeof callback === 'function') return super.query(config, values, answered(callback))
    return (super.query(config, values) as Promise<unknown>).then(
      (result) => {
        settle()
        const refused = rolledBack(commit, result)
        if (refused) throw explain(refused)
        return result
      },
      (error: Error) => {
        settle()
        throw explain(error)
      },
    )
  }
}

/**
 * node-pg's pool with that client, and a listener for 'error': the pool emits it when the database ends a
 * connection sitting idle in it (PostgreSQL restarting or failing over, an administrator ending sessions, a managed
 * database's or a proxy's idle timeout). Nothing listened, so each one was an uncaught exception: the server logged
 * `uncaughtException` with a hundred lines of the client's internals, and a script (migrate, seed) would have died of
 * it. The pool has already dropped that connection and the next request opens a new one, so a warning of one line is
 * all it needs.
 */
export class Pool extends pg.Pool {
  /** Where the warning goes: the console until Payload's logger exists (payload.config's onInit hands it over). */
  warn: (line: string) => void

  constructor(options: PoolOptions = {}, warn: (line: string) => void = (line) => console.warn(line)) {
    super({ ...options, Client: DeadlineClient as unknown as pg.PoolConfig['Client'] })
    this.warn = warn
    this.on('connect', (client) => {
      // A connection that fails while a request holds it (dropped, or closed for want of an answer): its queries fail
      // with the reason, and the client also emits 'error', which nothing else listens to while it is in use, so it
      // was an uncaught exception.
      const events = client as unknown as NodeJS.EventEmitter
      events.on('error', () => undefined)
      events.on('commitFailed', (error: Error) =>
        this.warn(`A COMMIT failed (${error.message}); its request is answered with an error.`),
      )
      // And it leaves the pool at once: its user may never release it (drizzle does not when a BEGIN fails), and
      // until then it held one of the pool's places, for good.
      client.once('end', () => {
        const internals = this as unknown as {
          _clients: pg.PoolClient[]
          _remove(client: pg.PoolClient, then: () => void): void
          _pulseQueue(): void
        }
        // pg-pool's own steps for a client released with an error: remove it, then serve whoever waits for a place.
        if (internals._clients.includes(client)) internals._remove(client, () => internals._pulseQueue())
      })
    })
    this.on('error', (error, client) => {
      // A connection closed for a query's deadline: that failure is the query's, reported with it.
      if ((client as unknown as DeadlineClient | undefined)?.closedAfterMillis !== undefined) return
      const code = (error as { code?: unknown }).code
      this.warn(`The database ended an idle connection (${error.message}${typeof code === 'string' ? `, ${code}` : ''}); the next request opens a new one.`)
    })
  }
}

/** node-pg with that pool, for Payload's PostgreSQL adapter (its `pg` option); `queryDeadlineMillis` as above. */
export function nodePg({ queryDeadlineMillis }: { queryDeadlineMillis: number }): typeof pg {
  class SitePool extends Pool {
    constructor(options?: pg.PoolConfig) {
      super({ ...options, queryDeadlineMillis })
    }
  }
  return { ...pg, Pool: SitePool } as typeof pg
}
