import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  healthEndpoints,
  healthSchema,
  probeSchema,
} from '../../../src/api/contracts/index.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { ApiError } from '../../http/errors.ts';
import type { Database } from '../../db/client.ts';
import type { JobEngine, QueueHealth } from '../../jobs/engine.ts';
import { createReadinessCheck } from './readiness.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

export const healthRoutes =
  (database: Database, version: string, jobs: Pick<JobEngine, 'health'>): FastifyPluginAsyncZod =>
  async (app) => {
    // The two answers there are, serialised once through the contract: monitors and load
    // balancers call this many times a second, and a string with its type set is sent as it is.
    // (The zod type provider types `send` by the response schema; these strings are its output.)
    const serialised = (answer: z.input<typeof healthSchema>) =>
      JSON.stringify(healthSchema.parse(answer)) as unknown as z.output<typeof healthSchema>;
    // Serialised again only when the queue was measured anew (the engine keeps one object per measure).
    let measured: QueueHealth | undefined;
    let up = '' as unknown as ReturnType<typeof serialised>;
    let down = up;
    const answers = () => {
      const queue = jobs.health();
      if (queue !== measured) {
        measured = queue;
        up = serialised({ status: 'ok', database: database.kind, version, queue });
        down = serialised({ status: 'unavailable', database: 'down', version, queue });
      }
      return { up, down };
    };
    app.route({
      ...endpointRoute(healthEndpoints.status, {
        tags: ['health'],
        summary: 'Liveness and database',
        description:
          'Answers from the database state the server keeps (a background probe every few seconds and the outcome of real queries), never with a query of its own: 503 with `database: "down"` while the database cannot be reached. `queue` is the job queue as last measured (every 30 s): how long the oldest job due to run has waited, and how many failed every attempt.',
        errors: { 503: healthSchema },
      }),
      // Both answers are under 100 bytes, below the 1 kB compression threshold, and the call has
      // no body: @fastify/compress's three hooks would only look and pass, on every probe.
      compress: false,
      decompress: false,
      handler: (_request, reply) => {
        const { up, down } = answers();
        if (database.monitor.up) reply.type(JSON_TYPE).send(up);
        else reply.code(503).type(JSON_TYPE).send(down);
      },
    });

    // Probes for orchestrators (a container platform's liveness and readiness checks): many a
    // minute, so no compression hooks, and the live one touches nothing but the event loop.
    const probe = { compress: false, decompress: false } as const;
    app.get(
      '/health/live',
      {
        ...probe,
        config: { public: 'liveness probe of the process for orchestrators; touches no data' },
        schema: {
          tags: ['health'],
          summary: 'Liveness: the process answers',
          description: 'Always 200 while the process runs its event loop; asks nothing of the database.',
          response: { 200: probeSchema },
        },
      },
      async () => ({ status: 'ok' as const }),
    );
    const ready = createReadinessCheck(database.db);
    app.get(
      '/health/ready',
      {
        ...probe,
        config: { public: "readiness probe for orchestrators and load balancers; reads no one's data" },
        schema: {
          tags: ['health'],
          summary: 'Readiness: the server can serve',
          description:
            'One cheap query: 200 when the database answers within about 1 s and holds every migration of this release; 503 `not_ready` with the reason otherwise (Retry-After: 5).',
          response: { 200: probeSchema, 503: apiErrorSchema },
        },
      },
      async () => {
        const reason = await ready();
        if (reason === null) return { status: 'ok' as const };
        const error = new ApiError(503, 'not_ready', reason);
        error.retryAfter = 5;
        throw error;
      },
    );
  };
