import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, organisationsEndpoints as endpoints } from '../../../src/api/contracts/index.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { OrganisationsService } from './service.ts';

const tags = ['organisations'];

/** Spec §7 Organisation calls. Writes belong to the super admin; reads are scoped by tenancy. */
export const organisationRoutes =
  (service: OrganisationsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(endpoints.get, {
        tags,
        summary: "An organisation by id (others' ids answer 404)",
        config: { target: { organisation: 'id' } },
      }),
      handler: async (request) => service.get(request.params.id),
    });

    app.route({
      ...endpointRoute(endpoints.list, {
        tags,
        summary: 'Organisations, a page at a time, newest first, by keyword',
      }),
      handler: async (request) => service.list(request.tenancy, request.query),
    });

    app.route({
      ...endpointRoute(endpoints.create, { tags, summary: 'Create an organisation' }),
      handler: async (request, reply) =>
        reply.code(201).send(await service.create(request.tenancy, request.body)),
    });

    app.route({
      ...endpointRoute(endpoints.update, { tags, summary: 'Change an organisation' }),
      handler: async (request) => service.update(request.tenancy, request.params.id, request.body),
    });

    app.route({
      ...endpointRoute(endpoints.remove, { tags, summary: 'Delete an organisation that has no users left' }),
      handler: async (request, reply) => {
        await service.remove(request.tenancy, request.params.id);
        return reply.code(204).send();
      },
    });

    app.route({
      ...endpointRoute(endpoints.all, { tags, summary: 'Every organisation (id and name), for pickers' }),
      handler: async () => service.all(),
    });

    app.route({
      ...endpointRoute(endpoints.byCode, {
        tags,
        summary: 'Public: the organisation of a registration code (its url_code)',
        errors: { 400: apiErrorSchema, 404: apiErrorSchema },
      }),
      handler: async (request) => service.byCode(request.params.code),
    });

    app.route({
      ...endpointRoute(endpoints.contentItems, {
        tags,
        summary: "The content-item catalogue, marking the organisation's enabled items",
        config: { target: { organisation: 'id' } },
      }),
      handler: async (request) => service.contentItems(request.tenancy, request.params.id),
    });

    app.route({
      ...endpointRoute(endpoints.changeContentItems, {
        tags,
        summary: 'Enable and disable content items (features switch capabilities)',
      }),
      handler: async (request) =>
        service.changeContentItems(request.tenancy, request.params.id, request.body),
    });

    app.route({
      ...endpointRoute(endpoints.packs, {
        tags,
        summary: "The organisation's subscription packs",
        config: { target: { organisation: 'id' } },
      }),
      handler: async (request) => service.packs(request.tenancy, request.params.id),
    });

    app.route({
      ...endpointRoute(endpoints.addPack, { tags, summary: 'Add a subscription pack' }),
      handler: async (request, reply) =>
        reply.code(201).send(await service.addPack(request.tenancy, request.params.id, request.body)),
    });
  };
