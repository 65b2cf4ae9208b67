import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { cancelQueryScope, newQueryScope, runInQueryScope, type QueryScope } from '../db/query-scope.ts';
import { tookTooLong } from './errors.ts';

const scopeOf = new WeakMap<FastifyRequest, QueryScope>();

/** A read's whole time, its JavaScript included: twice what one of its statements may take. */
const requestDeadlineMs = (database: Pick<Database, 'kind' | 'statementTimeoutMs'>): number =>
  database.kind === 'postgres' && database.statementTimeoutMs ? 2 * database.statementTimeoutMs : 0;

/**
 * When the caller goes away before the answer (closed tab, client timeout), the request's running
 * statement is cancelled on PostgreSQL and its further queries are refused, so its connection is
 * free again at once instead of when the query would have ended.
 *
 * A time-out ends all of a request's work, not only the statement that ran out of time: when one
 * statement passes the statement timeout, the request's other running statements are cancelled and
 * its further queries refused; and a read (GET) that has not answered by its deadline
 * (`requestDeadlineMs`) is answered 503 with Retry-After and cancelled the same way, so a loop in
 * JavaScript that checks `throwIfCancelled()` between its slices stops too. An answer already
 * under way (a streamed export) is left to finish.
 *
 * PGlite (the embedded database) runs one statement at a time in this process and cannot cancel
 * one: there, a request whose caller left before its first statement started is dropped from the
 * database's line (server/db/pglite-queue.ts), and one already under way runs to its end, bounded
 * by the paged lists.
 */
export function registerQueryCancellation(
  app: FastifyInstance,
  database: Database,
  /** Told of each statement PostgreSQL ended past its time-out (the metrics count them). */
  onStatementTimeout?: () => void,
): void {
  const url = database.url;
  if (database.kind === 'pglite') return registerRequestScopes(app);
  if (database.kind !== 'postgres' || !url) return;
  const deadlineMs = requestDeadlineMs(database);
  app.addHook('onRequest', (request, reply, done) => {
    const scope = newQueryScope();
    scopeOf.set(request, scope);
    const cancel = (why: string) =>
      cancelQueryScope(scope, url).catch((error: unknown) =>
        request.log.warn({ message: (error as Error).message }, `could not cancel the query of ${why}`),
      );
    scope.onTimeout = () => {
      onStatementTimeout?.();
      void cancel('a request past its statement timeout');
    };
    const reading = request.method === 'GET' || request.method === 'HEAD';
    const deadline =
      reading && deadlineMs > 0
        ? setTimeout(() => {
            if (reply.sent || reply.raw.headersSent) return;
            void cancel('a request past its deadline');
            request.log.warn({ route: request.routeOptions.url }, 'request past its deadline');
            void reply.send(tookTooLong());
          }, deadlineMs)
        : undefined;
    deadline?.unref();
    reply.raw.once('close', () => {
      clearTimeout(deadline);
      // Only a caller gone before the answer: once it is written (writableEnded, also under inject,
      // whose response never reports "finished"), what the request still does after it — an e-mail
      // written after the reply, an audit row — must run to its end.
      if (reply.raw.writableEnded || reply.sent) return;
      void cancel('a closed request');
    });
    runInQueryScope(scope, done);
  });
  app.addHook('preValidation', reenterScope);
}

/** On PGlite: each request runs in its scope, which says when its caller went away before the answer. */
function registerRequestScopes(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const scope = newQueryScope();
    scopeOf.set(request, scope);
    reply.raw.once('close', () => {
      if (reply.raw.writableEnded || reply.sent) return;
      scope.cancelled = true;
      scope.gone.abort();
    });
    // The work a request does after its answer (an e-mail, an audit row) is owed: never refused as busy.
    reply.raw.once('finish', () => (scope.admitted = true));
    runInQueryScope(scope, done);
  });
  app.addHook('preValidation', reenterScope);
}

/** A request body is read on the socket's events, outside the scope: the handler runs in it again. */
function reenterScope(request: FastifyRequest, _reply: FastifyReply, done: () => void): void {
  const scope = scopeOf.get(request);
  if (scope) runInQueryScope(scope, done);
  else done();
}
