import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { retentionEndpoints as endpoints } from '../../../src/api/contracts/retention.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { RetentionService } from './service.ts';

/** How long the organisation's data is kept. */
export const retentionRoutes =
  (service: RetentionService): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(endpoints.get, {
        tags: ['retention'],
        summary:
          "How long the organisation's data is kept, in days per kind (the product's defaults until changed)",
        description: 'The super admin names the organisation with `organisation_id` (or selects one).',
      }),
      handler: async (request) => service.get(request.tenancy, request.query.organisation_id),
    });
    app.route({
      ...endpointRoute(endpoints.update, {
        tags: ['retention'],
        summary: "Change how long the organisation's data is kept, within each kind's bounds (audited)",
        description: 'A period below its minimum or above its maximum answers 400 naming the field.',
      }),
      handler: async (request) => service.update(request.tenancy, request.body),
    });
  };
