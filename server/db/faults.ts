/**
 * Recognises "the database cannot be reached right now" among the errors a query can throw, as
 * opposed to a bad statement or a constraint: those are the outage the server answers with 503
 * and recovers from on its own, without a restart.
 */

/** PostgreSQL error codes of a lost or refused connection and of a server going down. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Node's socket errors when the database host refuses, drops or never answers. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres reports a dropped socket or a connect timeout with these messages and no code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // Class 08: connection exception.
    if (/^08[0-9A-Z]{3}$/.test(code) || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))
      return true;
  }
  if (error instanceof AggregateError && error.errors.some(isUnavailable)) return true;
  return UNAVAILABLE_MESSAGES.some((m) => error.message.startsWith(m));
}

/** Walks the `cause` chain: drizzle wraps the driver's error in a DrizzleQueryError. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (isUnavailable(e)) return true;
  }
  return false;
}

/**
 * One line saying why the database could not be opened — unreachable, or refusing us (wrong
 * password, no such database) — or undefined for any other error (a bug, whose stack matters).
 */
export function describeDatabaseFailure(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (!(e instanceof Error)) break;
    const refused = typeof (e as { severity?: unknown }).severity === 'string'; // a PostgreSQL error answer
    if (!isUnavailable(e) && !refused) continue;
    // Node reports a refused connection to a name with two addresses as an AggregateError without message.
    const inner = e instanceof AggregateError ? e.errors.find((x) => x instanceof Error) : undefined;
    const message = (
      e.message ||
      (inner as Error | undefined)?.message ||
      String((e as { code?: unknown }).code ?? 'unknown error')
    ).split('\n')[0];
    return message;
  }
  return undefined;
}
