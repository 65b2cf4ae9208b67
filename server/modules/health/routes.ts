import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '../../../src/api/contracts/index.ts';
import type { Database } from '../../db/client.ts';

export const healthRoutes =
  (database: Database, version: string): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness and database',
          description:
            'Answers from the database state the server keeps (a background probe every few seconds and the outcome of real queries), never with a query of its own: 503 with `database: "down"` while the database cannot be reached.',
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      async (_request, reply) => {
        if (database.monitor.up) return { status: 'ok' as const, database: database.kind, version };
        return reply.code(503).send({ status: 'unavailable' as const, database: 'down' as const, version });
      },
    );
  };
