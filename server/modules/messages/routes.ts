import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesEndpoints as endpoints } from '../../../src/api/contracts/index.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { MessagesService } from './service.ts';

const tags = ['messages'];

/** The messages screen: the organisation's e-mails of the last 30 days, and its scheduled work. */
export const messagesRoutes =
  (service: MessagesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(endpoints.list, {
        tags,
        summary:
          "The organisation's e-mails of the last 30 days, newest first (the super admin without a selection: every organisation's); never their text or links",
      }),
      handler: async (request) => service.list(request.tenancy, request.query),
    });
    app.route({
      ...endpointRoute(endpoints.retry, {
        tags,
        summary: 'Send a failed e-mail again (a new delivery job)',
        description:
          "409 when the message is not failed (still being sent, or sent); another organisation's message answers 404.",
      }),
      handler: async (request) => service.retry(request.tenancy, request.params.id),
    });
    app.route({
      ...endpointRoute(endpoints.scheduled, {
        tags,
        summary:
          'What the schedules will do next (soonest first) and the scheduled changes that failed in the last 30 days (newest first)',
      }),
      handler: async (request) => service.scheduled(request.tenancy),
    });
  };
