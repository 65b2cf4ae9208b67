import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { missionsEndpoints as endpoints } from '../../../src/api/contracts/missions.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { MissionsService } from './service.ts';

const tags = ['missions'];

/** Missions (xplr-fea-misn): the portal's calls and the patients' app's calls. */
export const missionRoutes =
  (deps: { missions: MissionsService }): FastifyPluginAsyncZod =>
  async (api) => {
    const { missions } = deps;
    api.route({
      ...endpointRoute(endpoints.list, { tags, summary: "The organisation's missions" }),
      handler: async (request) => missions.list(request.tenancy),
    });
    api.route({
      ...endpointRoute(endpoints.create, {
        tags,
        summary:
          'Create a mission (its steps name quizzes, videos, questionnaires or carousel items of the organisation)',
      }),
      handler: async (request, reply) =>
        reply.code(201).send(await missions.create(request.tenancy, request.body)),
    });
    api.route({
      ...endpointRoute(endpoints.get, { tags, summary: 'One mission' }),
      handler: async (request) => missions.get(request.tenancy, request.params.id),
    });
    api.route({
      ...endpointRoute(endpoints.update, {
        tags,
        summary: 'Edit a mission: its steps in their new order (step ids keep their progress)',
      }),
      handler: async (request) => missions.update(request.tenancy, request.params.id, request.body),
    });
    api.route({
      ...endpointRoute(endpoints.remove, { tags, summary: 'Delete a mission with its progress and badges' }),
      handler: async (request, reply) => {
        await missions.remove(request.tenancy, request.params.id);
        return reply.code(204).send();
      },
    });
    api.route({
      ...endpointRoute(endpoints.setAreas, { tags, summary: 'Offer the mission in exactly these areas' }),
      handler: async (request) =>
        missions.setAreas(request.tenancy, request.params.id, request.body.area_ids),
    });
    api.route({
      ...endpointRoute(endpoints.progress, { tags, summary: "Each patient's progress and badge" }),
      handler: async (request) => missions.progress(request.tenancy, request.params.id),
    });
  };
