import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { cancelQueryScope, newQueryScope, runInQueryScope, type QueryScope } from '../db/query-scope.ts';

const scopeOf = new WeakMap<FastifyRequest, QueryScope>();

/**
 * When the caller goes away before the answer (closed tab, client timeout), the request's running
 * statement is cancelled on PostgreSQL and its further queries are refused, so its connection is
 * free again at once instead of when the query would have ended.
 *
 * PGlite (the embedded database) runs one statement at a time in this process and cannot cancel
 * one: there, a request whose caller left runs to its end, bounded by the paged lists.
 */
export function registerQueryCancellation(app: FastifyInstance, database: Database): void {
  const url = database.url;
  if (database.kind !== 'postgres' || !url) return;
  app.addHook('onRequest', (request, reply, done) => {
    const scope = newQueryScope();
    scopeOf.set(request, scope);
    reply.raw.once('close', () => {
      // Only a caller gone before the answer: once it is written (writableEnded, also under inject,
      // whose response never reports "finished"), what the request still does after it — an e-mail
      // written after the reply, an audit row — must run to its end.
      if (reply.raw.writableEnded || reply.sent) return;
      cancelQueryScope(scope, url).catch((error: unknown) =>
        request.log.warn(
          { message: (error as Error).message },
          'could not cancel the query of a closed request',
        ),
      );
    });
    runInQueryScope(scope, done);
  });
  // A request body is read on the socket's events, outside the scope: the handler runs in it again.
  app.addHook('preValidation', (request, _reply, done) => {
    const scope = scopeOf.get(request);
    if (scope) runInQueryScope(scope, done);
    else done();
  });
}
