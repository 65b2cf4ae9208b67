import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ErrorCode } from '../../src/api/contracts/index.ts';
import { ApiError } from '../http/errors.ts';

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
  const message = error.code === 'FST_ERR_BAD_URL' ? 'The address is not a valid URL' : 'The request is not valid';
  const body: ApiErrorBody = { status, code: codeForStatus(status), message };
  void reply.code(status).type('application/json').send(body);
}

/**
 * One error handler, one error body: `{ status, code, message }`; 5xx never leaks details.
 * With `portalFallback`, a GET outside /api that matched nothing answers with the portal's
 * index.html (client-side routes), which @fastify/static must be serving.
 */
export function registerErrorHandling(app: FastifyInstance, options: { portalFallback?: boolean } = {}): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ApiErrorBody;
    if (error instanceof ApiError) {
      body = { status: error.status, code: error.code, message: error.message };
      if (error.fields) body.fields = error.fields;
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const fields = error.validation.flatMap((issue) => {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const message = issue.message ?? 'is invalid';
        // An unknown field is named by the field itself, not by the object that holds it.
        const keys = issue.keyword === 'unrecognized_keys' ? (issue.params as { keys?: unknown }).keys : undefined;
        if (Array.isArray(keys) && keys.length > 0) {
          return keys.map((k) => ({ path: [path, String(k)].filter(Boolean).join('.'), message: 'is not a field of this call' }));
        }
        return [{ path: path || where, message }];
      });
      const named = fields.map((f) => `${f.path}: ${f.message}`).join('; ');
      body = { status: 400, code: 'ValidationError', message: `Invalid ${where}: ${named}`, fields };
    } else if (typeof error.statusCode === 'number' && error.statusCode < 500) {
      body = { status: error.statusCode, code: codeForStatus(error.statusCode), message: error.message };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      body = {
        status: 500,
        code: 'InteralServerError',
        message: 'Something went wrong. Please try again later.',
      };
    }
    if (body.status >= 500 && error instanceof ApiError) request.log.error({ err: error });
    return reply.code(body.status).type('application/json').send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (options.portalFallback && request.method === 'GET' && url !== '/api' && !url.startsWith('/api/')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const body: ApiErrorBody = {
      status: 404,
      code: 'ResourceNotFound',
      message: `No such endpoint: ${request.method} ${url}`,
    };
    return reply.code(404).send(body);
  });
}
