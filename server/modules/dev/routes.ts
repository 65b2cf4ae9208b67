import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxSchema } from '../../../src/api/contracts/index.ts';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

/** Development helpers; app.ts registers them only when NODE_ENV is not production. */
export const devRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dev/outbox',
      {
        schema: {
          tags: ['development'],
          summary: 'The newest 100 e-mails of the outbox (development only), optionally for one address',
          querystring: z.object({ to: z.string().max(320).optional() }),
          response: { 200: outboxSchema },
        },
      },
      async (request) => {
        const rows = await db
          .select()
          .from(mailOutbox)
          .where(
            request.query.to ? eq(sql`lower(${mailOutbox.to})`, request.query.to.toLowerCase()) : undefined,
          )
          .orderBy(desc(mailOutbox.createdAt))
          .limit(100);
        return {
          mails: rows.map((r) => ({
            id: r.id,
            to: r.to,
            subject: r.subject,
            text: r.text,
            html: r.html,
            link: r.link,
            created_at: r.createdAt.toISOString(),
            sent_at: r.sentAt?.toISOString() ?? null,
            error: r.error,
          })),
        };
      },
    );
  };
