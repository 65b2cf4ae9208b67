import type { PGlite } from '@electric-sql/pglite';
import PQueue from 'p-queue';
import { DatabaseBusyError } from './busy.ts';
import { QueryCancelledError, currentQueryScope } from './query-scope.ts';

/** How much work of HTTP requests may wait for the embedded database, and for how long. */
export interface RequestQueueOptions {
  /** Requests that may wait for their first statement; one more is refused at once. */
  limit: number;
  /** A request still waiting for its first statement this long is refused, before it runs. */
  waitMs: number;
}

export const DEFAULT_REQUEST_QUEUE: RequestQueueOptions = { limit: 64, waitMs: 1_000 };

/** What the line holds now (the tests watch it). */
export interface RequestQueue {
  /** Requests waiting for their first statement. */
  readonly waiting: number;
  /** Requests out of the line whose first statement is running (or waiting on PGlite itself). */
  readonly running: number;
}

/**
 * PGlite runs one statement at a time, and without a bound every request of a burst waits in its
 * line until the client gives up (at 100 connections: p99 4.5 s and client time-outs).
 * This puts a bounded line in front of it for HTTP requests only:
 *
 * - a request's first statement (or transaction) waits in a p-queue of one at a time; when `limit`
 *   requests already wait, it is refused at once, and one that has waited `waitMs` is refused then,
 *   before it runs — both as `DatabaseBusyError` (503 `busy` with Retry-After);
 * - once that first statement has started the request is admitted: its later statements go straight
 *   to PGlite's own line, so a request is refused whole or served whole (nothing half-written);
 * - a request whose caller went away before it was admitted is dropped (`QueryCancelledError`);
 * - work outside any request — the job engine, migrations, the start-up seed, the health probe's
 *   own timer — is never refused.
 *
 * Statements inside a transaction go through the transaction's own handle and are not queued again.
 */
export function queueRequestStatements(client: PGlite, options: RequestQueueOptions): RequestQueue {
  const queue = new PQueue({ concurrency: 1 });
  const retryAfterSeconds = Math.max(1, Math.ceil(options.waitMs / 1000));

  const admit = <T>(run: () => Promise<T>): Promise<T> => {
    const scope = currentQueryScope();
    if (!scope || scope.admitted) return run();
    if (scope.cancelled) return Promise.reject(new QueryCancelledError());
    if (queue.size >= options.limit) return Promise.reject(new DatabaseBusyError(retryAfterSeconds));
    // The deadline and the caller's departure drop the statement only while it waits: once it runs,
    // it runs to its end (PGlite cannot interrupt a statement).
    const waiting = new AbortController();
    let started = false;
    const deadline = setTimeout(() => {
      if (!started) waiting.abort(new DatabaseBusyError(retryAfterSeconds));
    }, options.waitMs);
    const gone = () => {
      if (!started) waiting.abort(new QueryCancelledError());
    };
    scope.gone.signal.addEventListener('abort', gone, { once: true });
    return queue
      .add(
        async () => {
          // PGlite answers in promise callbacks without ever returning to the event loop, so one
          // request would run to its end before the server even read the next: the backlog would
          // wait unseen in the sockets. Yielding first lets the requests that arrived meanwhile join
          // (or be refused by) this line.
          await new Promise((resolve) => setImmediate(resolve));
          if (waiting.signal.aborted) throw waiting.signal.reason;
          started = true;
          scope.admitted = true;
          clearTimeout(deadline);
          return run();
        },
        { signal: waiting.signal },
      )
      .finally(() => {
        clearTimeout(deadline);
        scope.gone.signal.removeEventListener('abort', gone);
      });
  };

  for (const name of ['query', 'exec', 'transaction'] as const) {
    const original = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    Object.defineProperty(client, name, {
      value: (...args: unknown[]) => admit(() => original(...args)),
      configurable: true,
      writable: true,
    });
  }
  return {
    get waiting() {
      return queue.size;
    },
    get running() {
      return queue.pending;
    },
  };
}
