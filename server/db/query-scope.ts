import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { DatabaseBusyError } from './busy.ts';

/**
 * The connections one HTTP request holds, so that its queries can be cancelled when the caller
 * goes away: without this, a request the client gave up on keeps one of the pool's connections
 * busy until its query ends on its own (minutes for a large one), and a few of them starve the API.
 */
export interface QueryScope {
  /** The pool's connections this request holds right now. */
  readonly clients: Set<ScopedClient>;
  /** Set once the caller has gone or the request ran out of time: no further query of the request starts. */
  cancelled: boolean;
  /**
   * Called when one of the request's statements ran past the statement timeout, so that the rest of
   * its work ends too (a query beside it in a `Promise.all`, the next one after it).
   */
  onTimeout?: () => void;
  /**
   * Aborted when the caller goes away before its answer: the request's work still waiting for the
   * embedded database is dropped (server/db/pglite-queue.ts).
   */
  readonly gone: AbortController;
  /**
   * Set once one of the request's statements has started on the embedded database: its later
   * statements are never refused as busy, so that a request is refused whole or not at all.
   */
  admitted: boolean;
}

const scopes = new AsyncLocalStorage<QueryScope>();

/** Runs `work` (and everything it starts) as one cancellable request. */
export function runInQueryScope<T>(scope: QueryScope, work: () => T): T {
  return scopes.run(scope, work);
}

/** Runs `work` outside any request, for a connection the process keeps (the upload locks'). */
export function outsideQueryScope<T>(work: () => T): T {
  return scopes.exit(work);
}

export const newQueryScope = (): QueryScope => ({
  clients: new Set(),
  cancelled: false,
  gone: new AbortController(),
  admitted: false,
});

/** The request the running code belongs to; undefined outside HTTP requests (jobs, migrations, start-up). */
export const currentQueryScope = (): QueryScope | undefined => scopes.getStore();

/** The error a query of a cancelled request fails with: PostgreSQL's own code for a cancelled statement. */
export class QueryCancelledError extends Error {
  override name = 'QueryCancelledError';
  readonly code = '57014';
  constructor() {
    super('canceling statement due to user request');
  }
}

/**
 * For work in JavaScript between queries (a loop in slices): throws the cancelled statement's error once
 * the request was cancelled, so that nothing of it runs after its time-out or its caller's departure.
 */
export function throwIfCancelled(): void {
  if (scopes.getStore()?.cancelled) throw new QueryCancelledError();
}

const STATEMENT_CANCELLED = '57014';

/** A pooled connection that refuses to start a query once its request was cancelled. */
export class ScopedClient extends pg.Client {
  scope: QueryScope | undefined;

  // pg's overloads (promise, callback, Query object) are passed through unchanged.
  override query(...args: unknown[]): never {
    if (this.scope?.cancelled && !isRollback(args[0])) {
      const error = new QueryCancelledError();
      const callback = args.findLast((a) => typeof a === 'function') as ((e: Error) => void) | undefined;
      if (callback) {
        process.nextTick(() => callback(error));
        return undefined as never;
      }
      return Promise.reject(error) as never;
    }
    const scope = this.scope;
    const timedOut = (error: unknown) => {
      if ((error as { code?: unknown } | null)?.code === STATEMENT_CANCELLED && scope && !scope.cancelled)
        scope.onTimeout?.();
    };
    // The pool's own query() passes a callback; drizzle's transactions take the promise.
    const at = args.findLastIndex((a) => typeof a === 'function');
    const callback = args[at] as ((error: unknown, ...rest: unknown[]) => void) | undefined;
    if (scope && callback)
      args[at] = (error: unknown, ...rest: unknown[]) => {
        if (error) timedOut(error);
        callback(error, ...rest);
      };
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    // A branch of its own: the caller still receives the rejection.
    if (scope && result instanceof Promise) result.catch(timedOut);
    return result as never;
  }
}

/** A transaction's rollback still runs after a cancel, so the connection goes back to the pool clean. */
const isRollback = (statement: unknown) => {
  const text = typeof statement === 'string' ? statement : (statement as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*rollback\b/i.test(text);
};

type Done = (error: Error | undefined, client?: pg.PoolClient, release?: () => void) => void;

/**
 * A pool whose connections know the request that holds them. Both `pool.query` and `pool.connect`
 * (transactions) take their connection through `connect`, called in the caller's async context.
 */
export class ScopedPool extends pg.Pool {
  /** Requests that may wait for a connection when all are in use; one more is refused as busy. */
  readonly waitingLimit: number;
  constructor(config: pg.PoolConfig, waitingLimit = Infinity) {
    super({ ...config, Client: ScopedClient });
    this.waitingLimit = waitingLimit;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: Done): void;
  override connect(callback?: Done): Promise<pg.PoolClient> | void {
    const scope = scopes.getStore();
    if (!scope) return callback ? super.connect(callback) : super.connect();
    const claim = (client: pg.PoolClient): pg.PoolClient => {
      const scoped = client as unknown as ScopedClient & pg.PoolClient;
      scoped.scope = scope;
      scope.clients.add(scoped);
      const release = scoped.release;
      scoped.release = (error?: Error | boolean) => {
        scope.clients.delete(scoped);
        scoped.scope = undefined;
        return release.call(scoped, error);
      };
      return scoped;
    };
    // A request that has to wait for a connection: past the limit it is refused at once, and one
    // whose wait ran out (connectionTimeoutMillis) was refused for a busy pool, not an outage.
    const queued = this.totalCount >= (this.options.max ?? 10) && this.idleCount === 0;
    const refusal = scope.cancelled
      ? new QueryCancelledError()
      : queued && this.waitingCount >= this.waitingLimit
        ? new DatabaseBusyError(1)
        : undefined;
    if (refusal) {
      if (callback) return void process.nextTick(() => callback(refusal));
      return Promise.reject(refusal);
    }
    const waitedOut = (error: Error) =>
      queued && error.message.startsWith(CONNECT_TIMEOUT) ? new DatabaseBusyError(1) : error;
    if (callback)
      return super.connect((failure, client) => {
        const error = failure && waitedOut(failure);
        if (error || !client) return callback(error);
        const claimed = claim(client);
        callback(undefined, claimed, (e?: unknown) => claimed.release(e as Error | undefined));
      });
    return super.connect().then(claim, (error: Error) => Promise.reject(waitedOut(error)));
  }
}

/** node-postgres's message when no connection came within connectionTimeoutMillis. */
const CONNECT_TIMEOUT = 'timeout exceeded when trying to connect';

/**
 * Cancels what the scope's request is running on PostgreSQL (`pg_cancel_backend`, on a connection
 * of its own: the pool may be the thing that is full) and refuses its further queries. The cancelled
 * statement fails with 57014; a transaction it was in rolls back when its connection is released.
 */
export async function cancelQueryScope(scope: QueryScope, url: string): Promise<void> {
  scope.cancelled = true;
  scope.gone.abort();
  // pg sets processID from the server's BackendKeyData; its type declarations omit it.
  const pids = [...scope.clients]
    .map((c) => (c as unknown as { processID?: unknown }).processID)
    .filter((p): p is number => typeof p === 'number');
  if (pids.length === 0) return;
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  admin.on('error', () => undefined);
  try {
    await admin.connect();
    await admin.query('select pg_cancel_backend(pid) from unnest($1::int[]) as pid', [pids]);
  } finally {
    await admin.end().catch(() => undefined);
  }
}
