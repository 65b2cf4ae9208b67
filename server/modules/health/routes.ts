import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '../../../src/api/contracts/index.ts';
import type { Database } from '../../db/client.ts';
import { sql } from 'drizzle-orm';

export const healthRoutes =
  (database: Database, version: string): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      { schema: { tags: ['health'], summary: 'Liveness and database', response: { 200: healthSchema } } },
      async () => {
        await database.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: database.kind, version };
      },
    );
  };
