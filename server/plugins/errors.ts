import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isStorybookPath, type ApiErrorBody, type ErrorCode } from '../../src/api/contracts/index.ts';
import { ApiError, databaseBusy, tookTooLong } from '../http/errors.ts';
import { isDatabaseUnavailable } from '../db/faults.ts';
import { DatabaseBusyError } from '../db/busy.ts';
import { databaseFaultOf, safeError } from '../http/logging.ts';

/**
 * A database refusal caused by the input (a reference to nothing, a number out of range, text the
 * column cannot hold): a 400 naming the column, never the statement. Services check references
 * themselves; this is the safety net for any they miss.
 */
function inputFault(error: unknown): ApiError | null {
  const fault = databaseFaultOf(error);
  if (!fault) return null;
  const column = /Key \(([a-z_]+)\)=/.exec(fault.detail ?? '')?.[1] ?? fault.column;
  const field = (message: string) => (column ? [{ path: column, message }] : undefined);
  switch (fault.code) {
    case '23503':
      // Deleting a row others still point at is a conflict; naming a row that does not exist is bad input.
      if (/still referenced/.test(fault.detail ?? ''))
        return new ApiError(409, 'Conflict', 'Other records still refer to this one');
      return new ApiError(
        400,
        'ValidationError',
        `${column ?? 'A referenced record'}: does not exist`,
        field('does not exist'),
      );
    case '22P02':
    case '22003':
    case '22021':
    case '22001':
      return new ApiError(
        400,
        'ValidationError',
        'A value is not valid for its field',
        field('is not valid'),
      );
    default:
      return null;
  }
}

/**
 * A statement PostgreSQL cancelled (57014): past the statement timeout, or because its caller went
 * away (then nobody reads the answer). Not an outage and not a bug: the caller may narrow the
 * request or try again, after Retry-After.
 */
function cancelledQuery(error: unknown): ApiError | null {
  if (databaseFaultOf(error)?.code !== '57014') return null;
  return tookTooLong();
}

/** A request the embedded database had no room or time for (drizzle wraps the error in its own). */
function busyDatabase(error: unknown): ApiError | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof DatabaseBusyError) return databaseBusy(e.retryAfterSeconds);
  }
  return null;
}

const codeForStatus = (status: number): ErrorCode => {
  if (status === 401) return 'Unauthorized';
  if (status === 403) return 'Forbidden';
  if (status === 404) return 'ResourceNotFound';
  if (status === 409) return 'Conflict';
  if (status === 413) return 'PayloadTooLarge';
  if (status === 415) return 'UnsupportedMediaType';
  if (status === 423) return 'Locked';
  if (status === 429) return 'TooManyRequests';
  if (status >= 500) return 'InteralServerError';
  return 'ValidationError';
};

/**
 * Fastify's own refusals before any route runs (a URL that does not decode, a bad Accept-Version):
 * the same error body as everything else, not the framework's.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    error.code === 'FST_ERR_BAD_URL' ? 'The address is not a valid URL' : 'The request is not valid';
  const body: ApiErrorBody = { status, code: codeForStatus(status), message };
  void reply.code(status).type('application/json').send(body);
}

/**
 * One error handler, one error body: `{ status, code, message }`; 5xx never leaks details.
 * With `portalFallback`, a GET outside /api that matched nothing answers with the portal's
 * index.html (client-side routes), which @fastify/static must be serving.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  options: {
    portalFallback?: boolean;
    /** The built page for an address (a prerendered /login), index.html otherwise. */
    portalPage?: (url: string, cookies: string | undefined) => string;
    onDatabaseUnavailable?: () => void;
  } = {},
): void {
  app.setErrorHandler((caught: FastifyError, request, reply) => {
    let body: ApiErrorBody;
    const busy = busyDatabase(caught);
    const error = ((busy ?? inputFault(caught) ?? cancelledQuery(caught)) as FastifyError | null) ?? caught;
    if (error instanceof ApiError) {
      body = { status: error.status, code: error.code, message: error.message };
      if (error.fields) body.fields = error.fields;
      if (error.field !== undefined) body.field = error.field;
      if (error.line !== undefined) body.line = error.line;
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const fields = error.validation.flatMap((issue) => {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const message = issue.message ?? 'is invalid';
        // An unknown field is named by the field itself, not by the object that holds it.
        const keys =
          issue.keyword === 'unrecognized_keys' ? (issue.params as { keys?: unknown }).keys : undefined;
        if (Array.isArray(keys) && keys.length > 0) {
          return keys.map((k) => ({
            path: [path, String(k)].filter(Boolean).join('.'),
            message: 'is not a field of this call',
          }));
        }
        return [{ path: path || where, message }];
      });
      const named = fields.map((f) => `${f.path}: ${f.message}`).join('; ');
      body = { status: 400, code: 'ValidationError', message: `Invalid ${where}: ${named}`, fields };
    } else if (typeof error.statusCode === 'number' && error.statusCode < 500) {
      body = { status: error.statusCode, code: codeForStatus(error.statusCode), message: error.message };
    } else if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: the caller may retry; the monitor probes until the database is back.
      options.onDatabaseUnavailable?.();
      request.log.warn({ code: (error as { code?: string }).code }, 'database unavailable');
      reply.header('retry-after', '5');
      body = {
        status: 503,
        code: 'ServiceUnavailable',
        message: 'The service is briefly unavailable. Please try again in a moment.',
      };
    } else {
      // Never the raw error: a failed query's message holds its SQL and parameters.
      request.log.error({ err: safeError(error) }, 'unhandled error');
      body = {
        status: 500,
        code: 'InteralServerError',
        message: 'Something went wrong. Please try again later.',
      };
    }
    // A busy refusal is the server shedding load as designed, not a fault: under a burst it is most
    // answers, and an error line for each would cost the time the refusal saves.
    if (body.status >= 500 && error instanceof ApiError && !busy)
      request.log.error({ err: safeError(error) });
    // A refused access is a security event (who, which route, which rule): the log, not the audit
    // table, holds it, so that a caller hammering a forbidden route cannot grow the audit log.
    if (body.status === 403)
      request.log.warn(
        { event: 'access.refused', user: request.principal?.sub ?? null, route: request.routeOptions.url },
        body.message,
      );
    return reply.code(body.status).type('application/json').send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (
      options.portalFallback &&
      request.method === 'GET' &&
      url !== '/api' &&
      !url.startsWith('/api/') &&
      // Served by Storybook's own folder, or nothing (server/http/storybook.ts).
      !isStorybookPath(url)
    ) {
      const page = options.portalPage?.(request.url, request.headers.cookie) ?? 'index.html';
      // The page depends on the language and cookie-banner cookies: a cache must keep one per value.
      if (page !== 'index.html') reply.header('vary', 'cookie');
      return reply.header('cache-control', 'no-cache').sendFile(page);
    }
    const body: ApiErrorBody = {
      status: 404,
      code: 'ResourceNotFound',
      message: `No such endpoint: ${request.method} ${url}`,
    };
    return reply.code(404).send(body);
  });
}
