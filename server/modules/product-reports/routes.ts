import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productReportsEndpoints as endpoints } from '../../../src/api/contracts/product-reports.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { ProductReportsService } from './service.ts';

const tags = ['reports'];

/** The super admin's reports across organisations (/reports), and a guardian's newsletter opt-in. */
export const productReportsRoutes =
  (products: ProductReportsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(endpoints.organisations, {
        tags,
        summary: 'Super admin: every organisation with its seats and usage (last 30 days)',
      }),
      handler: async () => products.organisations(),
    });
    app.route({
      ...endpointRoute(endpoints.newsletterUsers, {
        tags,
        summary: 'Super admin: the guardians subscribed to the newsletter',
      }),
      handler: async () => products.newsletterUsers(),
    });
    app.route({
      ...endpointRoute(endpoints.feedback, {
        tags,
        summary: 'Super admin: registration feedback of every organisation, newest first',
      }),
      handler: async (request) => products.feedback(request.tenancy, request.query),
    });
    app.route({
      ...endpointRoute(endpoints.newsletter, {
        tags,
        summary: 'A guardian: whether they are subscribed to the newsletter',
      }),
      handler: async (request) => products.newsletter(request.tenancy),
    });
    app.route({
      ...endpointRoute(endpoints.setNewsletter, {
        tags,
        summary: 'A guardian subscribes to the newsletter or unsubscribes (audited)',
      }),
      handler: async (request) => products.setNewsletter(request.tenancy, request.body),
    });
  };
