import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { areasMembershipsEndpoints as endpoints } from '../../../src/api/contracts/index.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { UserAreasService } from './user-areas.ts';

const tags = ['areas'];

/** Spec §7 user areas: the caller's own, or (admins) a user's named by `user_id`. */
export const userAreaRoutes =
  (service: UserAreasService): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(endpoints.list, {
        tags,
        summary: "A user's areas with the content items chosen in each",
      }),
      handler: async (request) => service.list(request.tenancy, request.query.user_id),
    });
    app.route({
      ...endpointRoute(endpoints.add, {
        tags,
        summary: 'Add areas to a user (kept when already there); answers all their areas',
      }),
      handler: async (request) => service.add(request.tenancy, request.body),
    });
    app.route({
      ...endpointRoute(endpoints.get, { tags, summary: "One of a user's areas" }),
      handler: async (request) => service.get(request.tenancy, request.params.id),
    });
    app.route({
      ...endpointRoute(endpoints.remove, { tags, summary: 'Take a user out of an area' }),
      handler: async (request, reply) => {
        await service.remove(request.tenancy, request.params.id);
        return reply.code(204).send();
      },
    });
    app.route({
      ...endpointRoute(endpoints.setContentItems, {
        tags,
        summary: "Choose a user's content items within an area (replaces the choice)",
      }),
      handler: async (request) =>
        service.setContentItems(request.tenancy, request.params.organisation_area_id, request.body),
    });
  };
