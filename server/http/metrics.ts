import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import type { SignInEvents } from '../auth/sign-in-throttle.ts';
import { bearerToken } from '../plugins/auth.ts';
import { invalidToken, tokenMissing } from './errors.ts';
import { readBacklog, type Backlog } from './metrics-queries.ts';

/** Where the metrics are served (METRICS_TOKEN, METRICS_PORT, METRICS_HOST); neither: not at all. */
export interface MetricsSettings {
  /** GET /metrics on the server itself, to a caller bearing this token. */
  token?: string;
  /** A listener of its own on this port serving GET /metrics without a token (0: any free port). */
  port?: number;
  /** The address that listener binds (127.0.0.1 by default). */
  host?: string;
}

const METRICS_PATH = '/metrics';
const OUTBOX_STATES = ['queued', 'failed'] as const;

/** What the server counts as it works; the rest of the metrics are read at scrape time. */
export interface ServerMetrics {
  readonly registry: Registry;
  readonly signIns: SignInEvents;
  statementTimedOut(): void;
  /** An e-mail delivered (the outbox's row marked sent). */
  mailSent(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The address of the metrics' own listener (METRICS_PORT) once the app is ready; undefined otherwise. */
    metricsAddress(): { host: string; port: number } | undefined;
  }
}

/** Whether the settings switch the metrics on. */
export const metricsEnabled = (settings: MetricsSettings | undefined): settings is MetricsSettings =>
  Boolean(settings?.token) || settings?.port !== undefined;

/**
 * The server's metrics in a registry of their own (one per app: tests build many apps in one
 * process). No label holds anything a request carried but its route's pattern, its method and
 * its status: never an id, an address or a name.
 */
export function createMetrics(database: Database): ServerMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  // Read once per scrape, however many gauges ask for it: a scrape starts every gauge's collect()
  // at once, before the read settles; the next scrape reads anew. Unreadable (the database is
  // down): the gauges are left empty and the scrape still answers.
  let pending: Promise<Backlog | undefined> | undefined;
  const backlog = () =>
    (pending ??= readBacklog(database.db)
      .catch(() => undefined)
      .finally(() => {
        pending = undefined;
      }));
  const fromBacklog = <L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    fill: (gauge: Gauge<L>, backlog: Backlog) => void,
  ) =>
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers,
      async collect() {
        this.reset();
        const read = await backlog();
        if (read) fill(this, read);
      },
    });

  fromBacklog(
    'lantern_job_queue_waiting',
    'Jobs due to run that no worker has taken yet',
    ['queue'],
    (g, b) => {
      for (const q of b.queues) g.set({ queue: q.queue }, q.waiting);
    },
  );
  fromBacklog(
    'lantern_job_queue_oldest_waiting_seconds',
    'Seconds the oldest job due to run has waited (0 when none waits)',
    ['queue'],
    (g, b) => {
      for (const q of b.queues) g.set({ queue: q.queue }, q.oldestWaitingSeconds ?? 0);
    },
  );
  fromBacklog('lantern_job_queue_failed', 'Jobs whose last attempt failed', ['queue'], (g, b) => {
    for (const q of b.queues) g.set({ queue: q.queue }, q.failed);
  });
  fromBacklog('lantern_mail_outbox', 'E-mails of the outbox not sent, by state', ['state'], (g, b) => {
    // Every state, 0 when none is in it: an alert on `failed` needs the series before the first failure.
    const counts = new Map<string, number>(OUTBOX_STATES.map((state) => [state, 0]));
    for (const o of b.outbox) counts.set(o.state, o.count);
    for (const [state, count] of counts) g.set({ state }, count);
  });

  new Gauge({
    name: 'lantern_database_up',
    help: 'Whether the database answers (1) or cannot be reached (0), as the server last saw it',
    registers,
    collect() {
      this.set(database.monitor.up ? 1 : 0);
    },
  });
  const pool = database.pool;
  if (pool) {
    new Gauge({
      name: 'lantern_db_pool_in_use',
      help: "Connections of the server's PostgreSQL pool running a query or transaction",
      registers,
      collect() {
        this.set(pool.totalCount - pool.idleCount);
      },
    });
    new Gauge({
      name: 'lantern_db_pool_waiting',
      help: 'Queries waiting for a connection of the pool',
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  const line = database.requestQueue;
  if (line) {
    new Gauge({
      name: 'lantern_db_queue_waiting',
      help: 'Requests waiting for the embedded database (PGlite) to run their first statement; past DATABASE_QUEUE_LIMIT they are refused as busy',
      registers,
      collect() {
        this.set(line.waiting);
      },
    });
  }

  const timeouts = new Counter({
    name: 'lantern_db_statement_timeouts_total',
    help: 'Statements of requests that PostgreSQL ended past DATABASE_STATEMENT_TIMEOUT_SECONDS',
    registers,
  });
  const failures = new Counter({
    name: 'lantern_sign_in_failures_total',
    help: 'Wrong passwords and codes at sign-in (portal, second factor, the app) and password checks',
    registers,
  });
  const lockouts = new Counter({
    name: 'lantern_sign_in_lockouts_total',
    help: 'Lock-outs begun: an account locked for one address, or for every address',
    registers,
  });
  const sent = new Counter({
    name: 'lantern_mail_sent_total',
    help: 'E-mails this server delivered',
    registers,
  });
  return {
    registry,
    signIns: { failed: () => failures.inc(), lockedOut: () => lockouts.inc() },
    statementTimedOut: () => timeouts.inc(),
    mailSent: () => sent.inc(),
  };
}

async function scrape(registry: Registry, reply: FastifyReply): Promise<string> {
  reply.header('cache-control', 'no-store').type(registry.contentType);
  return registry.metrics();
}

/** Measures every answer of the app: registered before any route, so that each one is measured. */
export function measureRequests(app: FastifyInstance, metrics: ServerMetrics): void {
  const duration = new Histogram({
    name: 'lantern_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [metrics.registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // The pattern (/api/users/:id), never the address asked for; no pattern: a 404 of no route.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe(
      { route, method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/**
 * Serves the metrics: at GET /metrics of the app to the holder of the token, and/or on a listener of
 * their own (an address only the operators reach). After the OpenAPI plugin, which lists the route.
 */
export function serveMetrics(app: FastifyInstance, metrics: ServerMetrics, settings: MetricsSettings): void {
  const token = settings.token;
  if (token) {
    const digest = (value: string) => createHash('sha256').update(value).digest();
    const expected = digest(token);
    app.get(
      METRICS_PATH,
      {
        config: { operatorSecret: 'METRICS_TOKEN' },
        schema: {
          tags: ['operations'],
          summary: 'Metrics in the Prometheus text format',
          description:
            'Served when METRICS_TOKEN is set, to a caller bearing that token (a session token is refused); docs/operations.md § Watching it.',
          security: [{ metricsToken: [] }],
        },
      },
      async (request: FastifyRequest, reply) => {
        const given = bearerToken(request);
        if (!given) throw tokenMissing();
        // Compared as digests of equal length, in constant time.
        if (!timingSafeEqual(digest(given), expected)) throw invalidToken();
        return scrape(metrics.registry, reply);
      },
    );
  }

  const port = settings.port;
  if (port === undefined) {
    app.decorate('metricsAddress', () => undefined);
    return;
  }
  const listener = Fastify({ logger: false });
  listener.get(METRICS_PATH, (_request, reply) => scrape(metrics.registry, reply));
  listener.setNotFoundHandler((request, reply) => {
    void reply.code(404).send({
      status: 404,
      code: 'ResourceNotFound',
      message: `No such endpoint: ${request.method} ${request.url.split('?')[0] ?? ''}`,
    });
  });
  let address: { host: string; port: number } | undefined;
  app.decorate('metricsAddress', () => address);
  app.addHook('onReady', async () => {
    await listener.listen({ port, host: settings.host ?? '127.0.0.1' });
    const bound = listener.server.address();
    if (bound && typeof bound === 'object') address = { host: bound.address, port: bound.port };
  });
  app.addHook('onClose', async () => {
    await listener.close();
  });
}
