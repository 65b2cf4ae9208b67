import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  retentionQuerySchema,
  retentionScheduleSchema,
  retentionUpdateSchema,
} from '../../../src/api/contracts/retention.ts';
import { errorResponses as errors } from '../../http/responses.ts';
import type { RetentionService } from './service.ts';

const secured = { tags: ['retention'], security: [{ bearer: [] }] };

/** How long the organisation's data is kept. */
export const retentionRoutes =
  (service: RetentionService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/retention',
      {
        config: { permission: 'retention.read' },
        schema: {
          ...secured,
          summary:
            "How long the organisation's data is kept, in days per kind (the product's defaults until changed)",
          description: 'The super admin names the organisation with `organisation_id` (or selects one).',
          querystring: retentionQuerySchema,
          response: { 200: retentionScheduleSchema, ...errors },
        },
      },
      async (request) => service.get(request.tenancy, request.query.organisation_id),
    );
    app.put(
      '/retention',
      {
        config: { permission: 'retention.manage' },
        schema: {
          ...secured,
          summary: "Change how long the organisation's data is kept, within each kind's bounds (audited)",
          description: 'A period below its minimum or above its maximum answers 400 naming the field.',
          body: retentionUpdateSchema,
          response: { 200: retentionScheduleSchema, ...errors },
        },
      },
      async (request) => service.update(request.tenancy, request.body),
    );
  };
