import type { Writable } from 'node:stream';
import { trace } from '@opentelemetry/api';
import pino, { type LoggerOptions } from 'pino';

/** A PostgreSQL error (pg, PGlite) somewhere in an error's cause chain. */
export interface DatabaseFault {
  code: string;
  message: string;
  detail?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

export function databaseFaultOf(error: unknown): DatabaseFault | null {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as DatabaseFault;
  }
  return null;
}

/** Keys of database errors that carry the statement, its parameters or row values. */
const LEAKY_KEYS = new Set(['query', 'params', 'parameters', 'detail', 'where', 'internalQuery', 'hint']);

/**
 * What a log line may say about an error. A failed query's message and stack start with the SQL
 * and its parameters (drizzle's "Failed query: … params: …"), which can hold e-mail addresses,
 * password hashes or tokens: keep the database's own message, code and the names of the
 * constraint, table and column, and the stack frames without their first lines. An e-mail address
 * in what is kept (an SMTP server's refusal quotes its recipient) is written as `[e-mail]`.
 */
export function safeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error))
    // Already made safe (the error handler logs safeError's result): pass it through.
    return error && typeof error === 'object'
      ? (error as Record<string, unknown>)
      : { message: String(error) };
  const fault = databaseFaultOf(error);
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  if (fault) {
    return {
      type: 'DatabaseError',
      message: withoutAddresses(fault.message),
      code: fault.code,
      ...(fault.constraint && { constraint: fault.constraint }),
      ...(fault.table && { table: fault.table }),
      ...(fault.column && { column: fault.column }),
      stack: frames.join('\n'),
    };
  }
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(serialized)
      .filter(([key]) => !LEAKY_KEYS.has(key))
      .map(([key, value]) => [key, typeof value === 'string' ? withoutAddresses(value) : value]),
  );
}

/** An e-mail address anywhere in a text (an SMTP refusal names its recipient). */
const EMAIL_ADDRESS = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[a-z]{2,}/gi;
const withoutAddresses = (text: string) => text.replace(EMAIL_ADDRESS, '[e-mail]');

/** Query parameters whose values are credentials (signed media addresses, OAuth codes, e-mailed tokens). */
const SECRET_QUERY = /([?&](?:token|code|sig|refresh_token|access_token|password)=)[^&#]*/gi;
export const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

/** Anything in a log line under these paths is replaced, whatever logged it. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  // At the top of a line (logger.info({ token }, …)) and one level down (a body, an object).
  'password',
  'current_password',
  'token',
  'access_token',
  'refresh_token',
  '*.password',
  '*.current_password',
  '*.token',
  '*.access_token',
  '*.refresh_token',
  'err.query',
  'err.params',
  'err.parameters',
];

/** The ids of the trace and span a line is written in, when one is active (server/telemetry.ts). */
function traceFields(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/** `traced`: each line carries the active trace's ids (only then: reading them costs on every line). */
export const loggerOptions = (level: string, options: { traced?: boolean } = {}): LoggerOptions => ({
  level,
  ...(options.traced && { mixin: traceFields }),
  redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  serializers: {
    err: safeError,
    req: (req: { method?: string; url?: string; hostname?: string; ip?: string; id?: string }) => ({
      method: req.method,
      url: req.url === undefined ? undefined : redactUrl(req.url),
      hostname: req.hostname,
      remoteAddress: req.ip,
    }),
  },
});

/** The server's logger: JSON lines to `stream` (stdout by default) with the redaction above. */
export const createLogger = (level: string, stream?: Writable, options: { traced?: boolean } = {}) =>
  stream ? pino(loggerOptions(level, options), stream) : pino(loggerOptions(level, options));
