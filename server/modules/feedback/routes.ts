import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackEndpoints as endpoints } from '../../../src/api/contracts/index.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { PublicCallLimit } from '../auth/index.ts';
import type { FeedbackService } from './service.ts';

/** Spec §7 Feedback and documents: the e-mailed feedback link (public, the token is the credential) and the admins' list. */
export const feedbackRoutes =
  (service: FeedbackService, limit: PublicCallLimit): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(endpoints.tokenStatus, {
        tags: ['feedback'],
        summary: 'Whether a feedback link can still be used',
        config: limit,
      }),
      handler: async (request) => service.status(request.params.token),
    });
    app.route({
      ...endpointRoute(endpoints.send, {
        tags: ['feedback'],
        summary: 'Send registration feedback through the e-mailed link (once)',
        description: 'A link that is not valid, has expired or was already used answers 400 naming `token`.',
        config: limit,
      }),
      handler: async (request) => service.submit(request.body),
    });
    app.route({
      ...endpointRoute(endpoints.list, {
        tags: ['feedback'],
        summary: "The organisation's registration feedback, newest first (admins)",
      }),
      handler: async (request) => service.list(request.tenancy, request.query),
    });
  };
