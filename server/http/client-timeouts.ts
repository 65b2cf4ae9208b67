/**
 * How long the server waits for a slow client before it closes the connection itself (a slow-loris holds
 * sockets open by sending a request a byte at a time, or nothing at all). Node checks the header and
 * request deadlines every `checkEveryMs`, so the longest a client can hold a socket without completing a
 * request is `requestMs + checkEveryMs` = 60 s. Video chunks are 1 MB: a minute is ample for one.
 */
export const CLIENT_TIMEOUTS = {
  /** The request's headers must all have arrived within this. */
  headersMs: 20_000,
  /** The whole request (headers and body) within this. */
  requestMs: 55_000,
  /** A socket with nothing sent either way for this long is closed (between requests too). */
  idleMs: 30_000,
  /** An idle kept-alive connection after an answer. */
  keepAliveMs: 10_000,
  checkEveryMs: 5_000,
};
export type ClientTimeouts = typeof CLIENT_TIMEOUTS;

/** Fastify's options for them (`http` reaches Node's `createServer`). */
export const clientTimeoutOptions = (t: ClientTimeouts) => ({
  connectionTimeout: t.idleMs,
  keepAliveTimeout: t.keepAliveMs,
  requestTimeout: t.requestMs,
  http: { headersTimeout: t.headersMs, connectionsCheckingInterval: t.checkEveryMs },
});
