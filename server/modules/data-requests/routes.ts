import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataRequestsEndpoints as endpoints } from '../../../src/api/contracts/data-requests.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { DataRequestsService } from './service.ts';

const tags = ['data-requests'];

/** A family's data (download, deletion requests) and the admins' queue of those requests. */
export const dataRequestRoutes =
  (service: DataRequestsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(endpoints.exportData, {
        tags,
        summary:
          'A guardian downloads everything Lantern holds about them and their children: JSON, a FHIR R5 Bundle or a readable page (audited)',
      }),
      handler: async (request, reply) => {
        const file = await service.exportData(request.tenancy, request.query.format);
        return (
          reply
            .type(file.type)
            .header('content-disposition', `attachment; filename="${file.name}"`)
            .header('cache-control', 'private, no-store')
            // A string is sent as it is with its own type; the schema types the JSON error answers only.
            .send(file.body as never)
        );
      },
    });
    app.route({
      ...endpointRoute(endpoints.create, {
        tags,
        summary:
          "A guardian asks for their family's data to be deleted (one open request at a time); they and the organisation's admins are e-mailed",
      }),
      handler: async (request, reply) =>
        reply.code(201).send(await service.create(request.tenancy, request.body)),
    });
    app.route({
      ...endpointRoute(endpoints.mine, { tags, summary: "A guardian's own data requests, newest first" }),
      handler: async (request) => service.mine(request.tenancy),
    });
    app.route({
      ...endpointRoute(endpoints.list, {
        tags,
        summary:
          "Admins: the organisation's data requests (the super admin: every organisation's), open ones by due day first",
      }),
      handler: async (request) => service.list(request.tenancy, request.query),
    });
    app.route({
      ...endpointRoute(endpoints.preview, {
        tags,
        summary:
          "Admins, before approving a deletion: the requester's children it erases, and those kept because another guardian is linked",
      }),
      handler: async (request) => service.preview(request.tenancy, request.params.id),
    });
    app.route({
      ...endpointRoute(endpoints.approve, {
        tags,
        summary:
          'Admins approve a deletion request (audited); a job erases the family data; the guardian is e-mailed',
      }),
      handler: async (request) => service.approve(request.tenancy, request.params.id),
    });
    app.route({
      ...endpointRoute(endpoints.refuse, {
        tags,
        summary: 'Admins refuse a deletion request with a reason (audited); the guardian is e-mailed',
      }),
      handler: async (request) => service.refuse(request.tenancy, request.params.id, request.body.reason),
    });
  };
