import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calendarEventListSchema,
  childEventsQuerySchema,
  childParamsSchema,
  childUsageQuerySchema,
  childUsageSchema,
  familyChildrenSchema,
} from '../../../src/api/contracts/index.ts';
import { errorResponses as errors } from '../../http/responses.ts';
import { WINDOW, sendWindow } from '../calendar/index.ts';
import type { FamilyService } from './service.ts';

const secured = { tags: ['families'], security: [{ bearer: [] }] };
const guardiansOnly =
  'Guardians only, about the children actively linked to them: another child answers 404 as a missing one.';

/** A guardian's pages about their children: the dashboard's cards, a child's app use, a child's events. */
export const familyRoutes =
  (service: FamilyService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/families/children',
      {
        config: { permission: 'family.read' },
        schema: {
          ...secured,
          summary:
            "The guardian's linked children with what needs doing: questionnaires, upcoming events, open reports",
          description: guardiansOnly,
          response: { 200: familyChildrenSchema, ...errors },
        },
      },
      async (request) => service.children(request.tenancy),
    );
    app.get(
      '/families/children/:patient_id/usage',
      {
        config: { permission: 'family.read' },
        schema: {
          ...secured,
          summary: "A child's time in the app, what they played and watched, and how they said they felt",
          description: `${guardiansOnly} A link that does not open the child's usage answers 403.`,
          params: childParamsSchema,
          querystring: childUsageQuerySchema,
          response: { 200: childUsageSchema, ...errors },
        },
      },
      async (request) =>
        service.usage(request.tenancy, request.params.patient_id, Number(request.query.days)),
    );
    app.get(
      '/families/children/:patient_id/events',
      {
        config: { permission: 'family.read' },
        schema: {
          ...secured,
          summary:
            "The events of a child's areas and those chosen for them, starting between two London days",
          description: `${guardiansOnly} ${WINDOW}`,
          params: childParamsSchema,
          querystring: childEventsQuerySchema,
          response: { 200: calendarEventListSchema, ...errors },
        },
      },
      async (request, reply) =>
        sendWindow(
          reply,
          await service.events(
            request.tenancy,
            request.params.patient_id,
            request.query.from,
            request.query.to,
          ),
        ),
    );
  };
