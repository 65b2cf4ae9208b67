import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { familyEndpoints as endpoints } from '../../../src/api/contracts/index.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { WINDOW, sendWindow } from '../calendar/index.ts';
import type { FamilyService } from './service.ts';

const tags = ['families'];
const guardiansOnly =
  'Guardians only, about the children actively linked to them: another child answers 404 as a missing one.';

/** A guardian's pages about their children: the dashboard's cards, a child's app use, a child's events. */
export const familyRoutes =
  (service: FamilyService): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(endpoints.children, {
        tags,
        summary:
          "The guardian's linked children with what needs doing: questionnaires, upcoming events, open reports",
        description: guardiansOnly,
        config: { target: { own: "the guardian's own children: the service lists only their active links" } },
      }),
      handler: async (request) => service.children(request.tenancy),
    });
    app.route({
      ...endpointRoute(endpoints.usage, {
        tags,
        summary: "A child's time in the app, what they played and watched, and how they said they felt",
        description: `${guardiansOnly} A link that does not open the child's usage answers 403.`,
        config: { target: { patient: 'patient_id', opens: 'usage' } },
      }),
      handler: async (request) =>
        service.usage(request.tenancy, request.params.patient_id, Number(request.query.days)),
    });
    app.route({
      ...endpointRoute(endpoints.events, {
        tags,
        summary: "The events of a child's areas and those chosen for them, starting between two London days",
        description: `${guardiansOnly} ${WINDOW}`,
        config: { target: { patient: 'patient_id', opens: 'calendar' } },
      }),
      handler: async (request, reply) =>
        sendWindow(
          reply,
          await service.events(
            request.tenancy,
            request.params.patient_id,
            request.query.from,
            request.query.to,
          ),
        ),
    });
  };
