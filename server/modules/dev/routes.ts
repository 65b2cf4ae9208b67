import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, outboxSchema, text } from '../../../src/api/contracts/index.ts';
import type { DevRepository } from './repository.ts';

/**
 * Development helpers; app.ts registers them only when NODE_ENV is not production. The outbox holds
 * activation and reset links, so only a signed-in super admin may read it: anyone else could take
 * over an account with a reset link.
 */
export const devRoutes =
  (repo: DevRepository): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dev/outbox',
      {
        config: { permission: 'dev.outbox' },
        schema: {
          tags: ['development'],
          summary:
            'The newest 100 e-mails of the outbox (development only, super admin), optionally for one address',
          security: [{ bearer: [] }],
          querystring: z.object({ to: text().max(320).optional() }),
          response: { 200: outboxSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request) => {
        const rows = await repo.outbox(request.query.to);
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
            state: r.state,
            attempts: r.attempts,
            error: r.error,
          })),
        };
      },
    );
  };
