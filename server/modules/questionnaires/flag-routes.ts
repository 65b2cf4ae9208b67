import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  questionnaireFlagSchema,
  responseIdParamsSchema,
} from '../../../src/api/contracts/questionnaires.ts';
import { questionnairesEndpoints as endpoints } from '../../../src/api/contracts/questionnaire-endpoints.ts';
import { errorResponses as errors } from '../../http/responses.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { FlagService } from './flag-service.ts';

const tags = ['questionnaires'];
const secured = { tags, security: [{ bearer: [] }] };

/** The duty-of-care queue (staff) and the organisation's safeguarding settings (admins). */
export const flagRoutes =
  (flags: FlagService): FastifyPluginAsyncZod =>
  async (app) => {
    const staff = { permission: 'questionnaires.staff' } as const;
    app.route({
      ...endpointRoute(endpoints.flags, { tags, summary: "The organisation's duty-of-care queue" }),
      handler: async (request) => ({ data: await flags.list(request.tenancy, request.query.status) }),
    });
    app.get(
      '/questionnaire/flags/:id',
      {
        config: staff,
        schema: {
          ...secured,
          summary: 'One duty-of-care flag, with its state and clock',
          params: responseIdParamsSchema,
          response: { 200: questionnaireFlagSchema, ...errors },
        },
      },
      async (request) => flags.one(request.tenancy, request.params.id),
    );
    app.route({
      ...endpointRoute(endpoints.acknowledgeFlag, {
        tags,
        summary: 'Acknowledge a duty-of-care flag (stops its escalation)',
      }),
      handler: async (request) => flags.acknowledge(request.tenancy, request.params.id, request.body.note),
    });
    app.route({
      ...endpointRoute(endpoints.startFlag, { tags, summary: 'Mark an acknowledged flag in progress' }),
      handler: async (request) => flags.start(request.tenancy, request.params.id),
    });
    app.route({
      ...endpointRoute(endpoints.resolveFlag, {
        tags,
        summary: 'Resolve a flag with its outcome and a note',
      }),
      handler: async (request) =>
        flags.resolve(request.tenancy, request.params.id, request.body.outcome, request.body.note),
    });
    app.route({
      ...endpointRoute(endpoints.safeguarding, {
        tags,
        summary: "The organisation's safeguarding contacts, escalation time and safety net",
      }),
      handler: async (request) => flags.settings(request.tenancy),
    });
    app.route({
      ...endpointRoute(endpoints.saveSafeguarding, {
        tags,
        summary: "Set the organisation's safeguarding contacts, escalation time and safety net",
      }),
      handler: async (request) => flags.saveSettings(request.tenancy, request.body),
    });
  };
