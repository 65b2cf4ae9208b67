import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  messagesPageSchema,
  messagesQuerySchema,
  outboxMessageSchema,
  scheduledOverviewSchema,
} from '../../../src/api/contracts/index.ts';
import { errorResponses as errors } from '../../http/responses.ts';
import type { MessagesService } from './service.ts';

const secured = { tags: ['messages'], security: [{ bearer: [] }] };

/** The messages screen: the organisation's e-mails of the last 30 days, and its scheduled work. */
export const messagesRoutes =
  (service: MessagesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/messages',
      {
        config: { permission: 'messages.read' },
        schema: {
          ...secured,
          summary:
            "The organisation's e-mails of the last 30 days, newest first (the super admin without a selection: every organisation's); never their text or links",
          querystring: messagesQuerySchema,
          response: { 200: messagesPageSchema, ...errors },
        },
      },
      async (request) => service.list(request.tenancy, request.query),
    );
    app.post(
      '/messages/:id/retry',
      {
        config: { permission: 'messages.retry' },
        schema: {
          ...secured,
          summary: 'Send a failed e-mail again (a new delivery job)',
          description:
            "409 when the message is not failed (still being sent, or sent); another organisation's message answers 404.",
          params: idParamsSchema,
          response: { 200: outboxMessageSchema, ...errors },
        },
      },
      async (request) => service.retry(request.tenancy, request.params.id),
    );
    app.get(
      '/scheduled-work',
      {
        config: { permission: 'messages.read' },
        schema: {
          ...secured,
          summary:
            'What the schedules will do next (soonest first) and the scheduled changes that failed in the last 30 days (newest first)',
          response: { 200: scheduledOverviewSchema, ...errors },
        },
      },
      async (request) => service.scheduled(request.tenancy),
    );
  };
