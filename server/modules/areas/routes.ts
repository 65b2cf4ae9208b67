import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { areasEndpoints as endpoints } from '../../../src/api/contracts/index.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { AreasService } from './service.ts';

const tags = ['areas'];

/** Spec §7 organisation areas and their content items. */
export const areaRoutes =
  (service: AreasService): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(endpoints.list, {
        tags,
        summary: "An organisation's areas",
        config: { target: { organisation: 'id' } },
      }),
      handler: async (request) => service.list(request.params.id),
    });
    app.route({
      ...endpointRoute(endpoints.create, { tags, summary: 'Create an area' }),
      handler: async (request, reply) =>
        reply.code(201).send(await service.create(request.tenancy, request.body)),
    });
    app.route({
      ...endpointRoute(endpoints.update, { tags, summary: 'Rename or describe an area' }),
      handler: async (request) => service.update(request.tenancy, request.params.id, request.body),
    });
    app.route({
      ...endpointRoute(endpoints.remove, { tags, summary: 'Delete an area' }),
      handler: async (request, reply) => {
        await service.remove(request.tenancy, request.params.id);
        return reply.code(204).send();
      },
    });
    app.route({
      ...endpointRoute(endpoints.contentItems, { tags, summary: "The carousels' items, marking the area's" }),
      handler: async (request) => service.contentItems(request.tenancy, request.params.id),
    });
    app.route({
      ...endpointRoute(endpoints.changeContentItems, {
        tags,
        summary: "Attach and detach the area's content items",
      }),
      handler: async (request) =>
        service.changeContentItems(request.tenancy, request.params.id, request.body),
    });
  };
