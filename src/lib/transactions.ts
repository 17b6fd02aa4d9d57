import { randomUUID } from 'node:crypto'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { APIError, type DatabaseAdapterObj, type PayloadRequest } from 'payload'

/** What a request that wrote something is answered when the database did not commit it. */
export const COMMIT_FAILED_MESSAGE = 'The change was not saved: the database did not commit it. Please try again.'

/**
 * The database answered a COMMIT with an error (or with ROLLBACK, src/lib/databasePool.ts): the transaction is rolled
 * back. 503 over the API, as what makes a COMMIT fail here passes (a connection lost, a conflict with a concurrent
 * change, a full disk) and the same request may succeed again; a 500's message would be hidden over GraphQL. When the
 * cause is the database being unreachable, the afterError hook answers with its own message
 * (src/hooks/databaseUnreachable.ts).
 */
export class CommitFailedError extends APIError {
  constructor(cause: unknown) {
    super(COMMIT_FAILED_MESSAGE, 503, null, true)
    this.name = 'CommitFailedError'
    this.cause = cause
  }
}

type Adapter = PostgresAdapter
type Transaction = Adapter['sessions'][string]['db']

/**
 * Payload's transactions for the PostgreSQL adapter, except that a COMMIT which fails fails the operation.
 *
 * Payload 3.90's drizzle transactions swallow an error at COMMIT: `commitTransaction` catches it, and since the fix
 * for a BEGIN that never runs (payloadcms/payload#16220) the transaction's promise cannot reject at all. The database
 * has rolled the change back, yet the operation returns the document and the API answers 200 or 201: an editor is
 * told "saved" for a change that is gone (payloadcms/payload#17726, open). These two functions are Payload's own
 * steps (packages/drizzle/src/transactions) with that one difference: `resolve()` returns the transaction's promise as
 * it is, and `commitTransaction` throws CommitFailedError when it rejects. Payload's operations then roll back what is
 * left of the request and answer with the error.
 */
async function beginTransaction(this: Adapter, options?: Record<string, unknown>): Promise<string> {
  const id = randomUUID()
  let settle: { commit: () => void; rollback: (reason: Error) => void } | undefined
  let ready: (tx: Transaction) => void = () => undefined
  let failed: (error: unknown) => void = () => undefined
  const started = new Promise<Transaction>((resolve, reject) => {
    ready = resolve
    failed = reject
  })
  try {
    // The adapter may be connecting still, when `this.drizzle` is not there yet.
    await this.initializing
    const done = this.drizzle.transaction(
      (tx) =>
        new Promise<void>((commit, rollback) => {
          settle = { commit, rollback }
          ready(tx as Transaction)
        }),
      (options ?? this.transactionOptions) as never,
    )
    // Before the transaction is ready: the connection or its BEGIN failed. After: a no-op here, the COMMIT's error
    // is the commit's to report and a rollback's is nobody's.
    done.catch(failed)
    const db = await started
    this.sessions[id] = {
      db,
      resolve: () => {
        settle!.commit()
        return done
      },
      reject: () => {
        settle!.rollback(new Error('rolled back'))
        return done.catch(() => undefined)
      },
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    this.payload.logger.error({ err: error, msg: `Error: cannot begin transaction: ${message}` })
    // As Payload words it: src/lib/databaseErrors.ts knows this message.
    throw new Error(`Error: cannot begin transaction: ${message}`)
  }
  return id
}

async function commitTransaction(this: Adapter, incomingID: number | Promise<number | string> | string = ''): Promise<void> {
  const id = incomingID instanceof Promise ? await incomingID : incomingID
  // A session already ended (committed by the operation that began it, or rolled back) is left alone, as Payload does.
  const session = this.sessions[id]
  if (!session) return
  // Removed first, so that no other operation of the request picks it up while it ends.
  delete this.sessions[id]
  try {
    await session.resolve()
  } catch (error) {
    throw new CommitFailedError(error)
  }
}

/** Payload's PostgreSQL adapter with those transactions (for an adapter with transactions on, as the site's is). */
export function withFailingCommits(result: DatabaseAdapterObj<PostgresAdapter>): DatabaseAdapterObj<PostgresAdapter> {
  return { ...result, init: (args) => Object.assign(result.init(args), { beginTransaction, commitTransaction }) }
}

/** How long a change's transaction may stay open before what waits for its end goes ahead anyway. */
const COMMIT_WAIT_MS = 10_000

/**
 * Resolves once the database transaction of the change `req` made has ended, committed or rolled back (Payload then
 * deletes `req.transactionID`), with true; with false if it is still open after 10 s. For what a hook, which runs
 * before the commit, must do only after it: expire cached pages, tell the firm of an enquiry.
 */
export async function transactionEnded(req: PayloadRequest): Promise<boolean> {
  const until = Date.now() + COMMIT_WAIT_MS
  while (req.transactionID && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25))
  return !req.transactionID
}
